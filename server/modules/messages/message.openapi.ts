// The contact form in the published API (server/infra/http/openapi).
import { z } from "zod";
import { ContactMessageSchema } from "../../../core/forms";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";

export const messageOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/contact",
    tag: "Customer forms",
    summary: "Send a message to the shop",
    description: "Each IP address may send 5 forms per 10 minutes (the contact page counts too).",
    admin: false,
    body: {
      schema: ContactMessageSchema,
      example: {
        name: "Sam Citizen",
        email: "sam@example.com",
        subject: "Stockists",
        message: "Do you ship to Perth?",
      },
    },
    responses: {
      201: { description: "Received", schema: z.object({ id: z.string() }) },
      ...errors(...BODY_ERRORS, 429, 503),
    },
  },
];
