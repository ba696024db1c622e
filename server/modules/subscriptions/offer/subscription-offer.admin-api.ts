// Subscribe & save settings per product, under /api/admin/products/:id/subscription-offer:
// the products permission (owner and manager), like the product itself.
import { Hono } from "hono";
import { readBody } from "../../../infra/http/body";
import { actorOf } from "../../audit/actor";
import type { SubscriptionOfferService } from "./subscription-offer.service";

export function adminSubscriptionOfferRoutes(offers: SubscriptionOfferService) {
  const app = new Hono();
  app.get("/:id/subscription-offer", async (c) => c.json({ offer: await offers.getOffer(c.req.param("id")) }));
  app.put("/:id/subscription-offer", async (c) =>
    c.json({ offer: await offers.saveOffer(c.req.param("id"), await readBody(c), actorOf(c)) }),
  );
  return app;
}
