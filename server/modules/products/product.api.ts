// Public product endpoints. Admin endpoints arrive with the admin module.
import { Hono } from "hono";
import { AppError } from "../../errors";
import type { ProductService } from "./product.service";

const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

export function productRoutes(products: ProductService) {
  const app = new Hono();
  app.get("/", async (c) => c.json({ products: await products.listActiveProducts() }));
  app.get("/:id", async (c) => {
    const id = c.req.param("id");
    if (!ID.test(id)) throw new AppError("bad_request", "Malformed product id", { details: { id } });
    const product = await products.getProduct(id);
    // Draft and archived products are not public.
    if (product.status !== "active") throw new AppError("not_found", `Product with ID ${id} not found`);
    return c.json(product);
  });
  return app;
}
