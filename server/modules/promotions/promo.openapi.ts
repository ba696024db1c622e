// Promo codes in the published API (server/infra/http/openapi); the drawer's quote is with checkout.
import { z } from "zod";
import { PromoInputSchema } from "../../../core/promo";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";

const TAG = "Admin: promotions";
const example = { code: "WELCOME10", kind: "percent", value: 10, minSpend: 0, active: true };

export const promoOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/promotions",
    tag: TAG,
    summary: "Every promo code, with its uses",
    admin: true,
    responses: { 200: { description: "The codes" } },
  },
  {
    method: "post",
    path: "/api/admin/promotions",
    tag: TAG,
    summary: "Create a promo code",
    description:
      "percent (1–100), fixed (cents off) or free_shipping; a minimum spend in cents; start and end as " +
      "Sydney wall-clock times; total uses and uses per e-mail; the products it applies to (all when empty).",
    admin: true,
    body: { schema: PromoInputSchema, example },
    responses: { 201: { description: "Created" }, ...errors(...BODY_ERRORS, 409) },
  },
  {
    method: "put",
    path: "/api/admin/promotions/{code}",
    tag: TAG,
    summary: "Change a promo code",
    description:
      "The whole code as on creation; its uses so far stay. A different code in the body renames it, " +
      "only while no order carries it (409 otherwise, and 409 when the new code exists).",
    admin: true,
    params: { code: { description: "The code (any case)", schema: z.string(), example: "WELCOME10" } },
    body: { schema: PromoInputSchema, example },
    responses: { 200: { description: "Saved" }, ...errors(...BODY_ERRORS, 404, 409) },
  },
];
