// The return request form in the published API (server/infra/http/openapi).
import { z } from "zod";
import { ReturnRequestSchema } from "../../../core/forms";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";

export const returnOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/returns",
    tag: "Customer forms",
    summary: "Ask to return an order",
    description:
      "The order must have been placed with the e-mail given (in any case) or under the signed-in account " +
      "(the shop_customer_session cookie); any other order number, whether or not it exists, is refused " +
      "with the same 400 and nothing is stored. Each IP address may send 5 forms per 10 minutes (the return " +
      "form page counts too).",
    admin: false,
    body: {
      schema: ReturnRequestSchema,
      example: { orderNumber: "RR-7KQ2MZ", email: "sam@example.com", reason: "damaged", preference: "replacement" },
    },
    responses: {
      201: {
        description: "Received; quote the reference",
        schema: z.object({ id: z.string(), reference: z.string() }),
      },
      ...errors(...BODY_ERRORS, 429, 503),
    },
  },
];
