// Back-in-stock requests in the published API (server/infra/http/openapi).
import { z } from "zod";
import { BackInStockRequestSchema } from "../../../core/back-in-stock";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";

export const backInStockOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/back-in-stock",
    tag: "Customer forms",
    summary: "E-mail me when a sold-out flavour is back",
    description:
      "Only for a flavour that is counted and has no tubs available; asking again with the same address is " +
      "the same request. When staff restock the flavour, the address gets one e-mail and the request ends. " +
      "Each IP address may make 5 requests per 10 minutes.",
    admin: false,
    body: {
      schema: BackInStockRequestSchema,
      example: { flavour: "Lemon Squash", email: "sam@example.com" },
    },
    responses: {
      201: { description: "Waiting (new or repeated)", schema: z.object({ message: z.string() }) },
      ...errors(...BODY_ERRORS, 404, 409, 429, 503),
    },
  },
];
