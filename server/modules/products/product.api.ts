// Public product endpoints, answered from the in-memory catalogue (product-catalogue.ts).
import { Hono } from "hono";
import { parseTubArt } from "../../../core/tub-art";
import { AppError } from "../../errors";
import { sendPreparedJson } from "../../infra/http/prepared-body";
import type { ProductCatalogue } from "./product-catalogue";
import { tubSvg } from "./tub-art.views";

const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

// Browsers and proxies may keep a copy but must ask again (the ETag makes that a 304).
export const PRODUCT_CACHE_CONTROL = "public, no-cache";

export function productRoutes(catalogue: ProductCatalogue) {
  const app = new Hono();
  app.get("/", async (c) => sendPreparedJson((await catalogue.snapshot()).list, c.req, PRODUCT_CACHE_CONTROL));
  app.get("/:id", async (c) => {
    const id = c.req.param("id");
    if (!ID.test(id)) throw new AppError("bad_request", "Malformed product id", { details: { id } });
    // Draft and archived products are not public: the catalogue holds active ones only.
    const body = (await catalogue.snapshot()).byId.get(id);
    if (!body) throw new AppError("not_found", `Product with ID ${id} not found`);
    return sendPreparedJson(body, c.req, PRODUCT_CACHE_CONTROL);
  });
  return app;
}

// The drawing follows what its address names, and changes only with a release: a day's copy.
export const TUB_ART_CACHE_CONTROL = "public, max-age=86400";

/** The drawn tub a product without a photo shows (core/tub-art.ts), at /art/tub.svg. */
export function tubArtRoutes() {
  const app = new Hono();
  app.get("/tub.svg", (c) => {
    const art = parseTubArt(new URL(c.req.url).searchParams);
    if ("problem" in art) throw new AppError("bad_request", art.problem);
    return c.body(tubSvg(art), 200, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": TUB_ART_CACHE_CONTROL,
      // A picture, never a document that runs or loads anything, even opened on its own.
      "Content-Security-Policy": "default-src 'none'",
    });
  });
  return app;
}
