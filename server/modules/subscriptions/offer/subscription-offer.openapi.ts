// Subscribe & save settings per product in the published API.
import { z } from "zod";
import { PRODUCT_ID_PATTERN } from "../../../../core/product";
import { SubscriptionOfferSchema } from "../../../../core/subscription-offer";
import { BODY_ERRORS, errors, type ApiOperation } from "../../../infra/http/openapi/operation";

const productId = {
  id: {
    description: "The product's id",
    schema: z.string().regex(PRODUCT_ID_PATTERN),
    example: "one-and-done",
  },
};
const OfferSchema = z
  .object({
    enabled: z.boolean(),
    frequencies: z.array(z.number().int().min(1).max(26)).describe("Weeks between deliveries, ascending"),
    discountPercent: z.number().int().min(0).max(50),
  })
  .meta({ id: "SubscriptionOffer", description: "A product's Subscribe & save offer" });
const one = z.object({ offer: OfferSchema });

export const subscriptionOfferOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/products/{id}/subscription-offer",
    tag: "Admin: products",
    summary: "A product's Subscribe & save offer",
    description: "A product whose offer was never set answers the default: off, every 4, 6 and 8 weeks, 10 %.",
    admin: true,
    params: productId,
    responses: { 200: { description: "The offer", schema: one }, ...errors(404) },
  },
  {
    method: "put",
    path: "/api/admin/products/{id}/subscription-offer",
    tag: "Admin: products",
    summary: "Set a product's Subscribe & save offer",
    description:
      "Frequencies are 1 to 26 weeks (at most 8 of them); the discount is 0 to 50 %. Recorded in the audit log.",
    admin: true,
    params: productId,
    body: { schema: SubscriptionOfferSchema, example: { enabled: true, frequencies: [4, 6, 8], discountPercent: 10 } },
    responses: { 200: { description: "Saved", schema: one }, ...errors(...BODY_ERRORS, 404) },
  },
];
