// Promo code endpoints: the drawer's quote (public, POST /api/cart/quote) and staff's codes
// (/api/admin/promotions, behind the admin session check).
import { Hono } from "hono";
import { limitBody, readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import type { CheckoutService } from "../checkout/checkout.service";
import type { PromoService } from "./promo.service";

export function cartQuoteRoutes(checkout: Pick<CheckoutService, "quoteCart">) {
  const app = new Hono();
  app.post("/quote", limitBody(64 * 1024, "The cart is too large"), async (c) =>
    c.json(await checkout.quoteCart(await readBody(c))),
  );
  return app;
}

export function adminPromoRoutes(promos: PromoService) {
  const app = new Hono();
  app.use(limitBody(16 * 1024));
  app.get("/", async (c) => c.json({ promotions: await promos.listPromos() }));
  app.post("/", async (c) => c.json({ promotion: await promos.createPromo(await readBody(c), actorOf(c)) }, 201));
  app.put("/:code", async (c) =>
    c.json({ promotion: await promos.updatePromo(c.req.param("code"), await readBody(c), actorOf(c)) }),
  );
  return app;
}
