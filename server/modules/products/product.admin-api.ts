// Admin product endpoints (docs/spec.md §6): list all, create, update, delete, reorder,
// migrate. Mounted under /api/admin/products, behind requireAdmin.
import { Hono } from "hono";
import { PRODUCT_ID_PATTERN, ProductOrderSchema } from "../../../core/product";
import { AppError } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import type { ProductService } from "./product.service";

/** A description may be 20 000 characters; anything far above that is not a product. */
export const ADMIN_BODY_LIMIT = 256 * 1024;

function checkId(id: string): string {
  if (!PRODUCT_ID_PATTERN.test(id)) throw new AppError("bad_request", "Malformed product id", { details: { id } });
  return id;
}

export function adminProductRoutes(products: ProductService) {
  const app = new Hono();
  app.use(limitBody(ADMIN_BODY_LIMIT, "The product is too large to save (at most 256 KB)"));

  app.get("/", async (c) => c.json({ products: await products.listAllProducts() }));

  app.post("/", async (c) => c.json({ product: await products.createProduct(await readBody(c), actorOf(c)) }, 201));

  // Literal paths before /:id (POST /:id does not exist, so a product named "reorder" is safe).
  app.post("/reorder", async (c) => {
    const { ids } = await readBody(c, ProductOrderSchema, { invalid: "Invalid product order" });
    return c.json(await products.saveProductOrder(ids, actorOf(c)));
  });

  app.post("/migrate", async (c) => c.json(await products.migrateSampleProducts(actorOf(c))));

  app.get("/:id", async (c) => c.json({ product: await products.getProduct(checkId(c.req.param("id"))) }));

  app.put("/:id", async (c) => {
    const id = checkId(c.req.param("id"));
    return c.json({ product: await products.updateProduct(id, await readBody(c), actorOf(c)) });
  });

  app.delete("/:id", async (c) => {
    await products.deleteProduct(checkId(c.req.param("id")), actorOf(c));
    return c.body(null, 204);
  });

  return app;
}
