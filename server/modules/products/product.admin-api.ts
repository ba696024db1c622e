// Admin product endpoints (SPEC §6): list all, create, update, delete, reorder,
// migrate. Mounted under /api/admin/products, behind requireAdmin.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { PRODUCT_ID_PATTERN } from "../../../core/product";
import { AppError, fieldErrors } from "../../errors";
import type { ProductService } from "./product.service";

/** A description may be 20 000 characters; anything far above that is not a product. */
export const ADMIN_BODY_LIMIT = 256 * 1024;

const ReorderSchema = z.object({
  ids: z.array(z.string().regex(PRODUCT_ID_PATTERN, "Malformed product id")).max(1000),
});

async function jsonBody(req: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new AppError("bad_request", "The request body must be JSON");
  }
}

function checkId(id: string): string {
  if (!PRODUCT_ID_PATTERN.test(id)) throw new AppError("bad_request", "Malformed product id", { details: { id } });
  return id;
}

export function adminProductRoutes(products: ProductService) {
  const app = new Hono();
  app.use(
    bodyLimit({
      maxSize: ADMIN_BODY_LIMIT,
      onError: (c) => {
        // The rest of the body stays unread: the connection cannot be reused.
        c.header("Connection", "close");
        throw new AppError("payload_too_large", "The product is too large to save (at most 256 KB)");
      },
    }),
  );

  app.get("/", async (c) => c.json({ products: await products.listAllProducts() }));

  app.post("/", async (c) => c.json({ product: await products.createProduct(await jsonBody(c.req)) }, 201));

  // Literal paths before /:id (POST /:id does not exist, so a product named "reorder" is safe).
  app.post("/reorder", async (c) => {
    const parsed = ReorderSchema.safeParse(await jsonBody(c.req));
    if (!parsed.success) {
      throw new AppError("validation", "Invalid product order", { details: fieldErrors(parsed.error.issues) });
    }
    return c.json(await products.saveProductOrder(parsed.data.ids));
  });

  app.post("/migrate", async (c) => c.json(await products.migrateSampleProducts()));

  app.get("/:id", async (c) => c.json({ product: await products.getProduct(checkId(c.req.param("id"))) }));

  app.put("/:id", async (c) => {
    const id = checkId(c.req.param("id"));
    return c.json({ product: await products.updateProduct(id, await jsonBody(c.req)) });
  });

  app.delete("/:id", async (c) => {
    await products.deleteProduct(checkId(c.req.param("id")));
    return c.body(null, 204);
  });

  return app;
}
