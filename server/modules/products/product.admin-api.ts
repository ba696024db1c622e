// Admin product endpoints (SPEC §6): list all, create, update, delete, reorder,
// migrate. Mounted under /api/admin/products, behind requireAdmin.
import { Hono } from "hono";
import { z } from "zod";
import { PRODUCT_ID_PATTERN } from "../../../core/product";
import { AppError } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import type { ProductService } from "./product.service";

/** A description may be 20 000 characters; anything far above that is not a product. */
export const ADMIN_BODY_LIMIT = 256 * 1024;

export const ReorderSchema = z.object({
  ids: z.array(z.string().regex(PRODUCT_ID_PATTERN, "Malformed product id")).max(1000),
});

function checkId(id: string): string {
  if (!PRODUCT_ID_PATTERN.test(id)) throw new AppError("bad_request", "Malformed product id", { details: { id } });
  return id;
}

export function adminProductRoutes(products: ProductService) {
  const app = new Hono();
  app.use(limitBody(ADMIN_BODY_LIMIT, "The product is too large to save (at most 256 KB)"));

  app.get("/", async (c) => c.json({ products: await products.listAllProducts() }));

  app.post("/", async (c) => c.json({ product: await products.createProduct(await readBody(c)) }, 201));

  // Literal paths before /:id (POST /:id does not exist, so a product named "reorder" is safe).
  app.post("/reorder", async (c) => {
    const { ids } = await readBody(c, ReorderSchema, { invalid: "Invalid product order" });
    return c.json(await products.saveProductOrder(ids));
  });

  app.post("/migrate", async (c) => c.json(await products.migrateSampleProducts()));

  app.get("/:id", async (c) => c.json({ product: await products.getProduct(checkId(c.req.param("id"))) }));

  app.put("/:id", async (c) => {
    const id = checkId(c.req.param("id"));
    return c.json({ product: await products.updateProduct(id, await readBody(c)) });
  });

  app.delete("/:id", async (c) => {
    await products.deleteProduct(checkId(c.req.param("id")));
    return c.body(null, 204);
  });

  return app;
}
