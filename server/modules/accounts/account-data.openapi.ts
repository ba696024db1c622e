// Customers' data rights in the published API: the owner's answers to a person's request.
import { z } from "zod";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { EraseRequestSchema, PersonRequestSchema } from "./account-data.admin-api";

const TAG = "Admin: customers' data";

export const accountDataOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/admin/customers/data",
    tag: TAG,
    summary: "A person's data, as JSON (owners only)",
    description:
      "Everything the shop holds about the person with this e-mail: account, consent, sign-in methods, " +
      "addresses, orders, reviews, return requests and messages. Recorded in the audit log.",
    admin: true,
    body: { schema: PersonRequestSchema, example: { email: "pat@example.com" } },
    responses: {
      200: { description: "The person's data", schema: z.object({ email: z.string() }).loose() },
      ...errors(...BODY_ERRORS, 403),
    },
  },
  {
    method: "post",
    path: "/api/admin/customers/erase",
    tag: TAG,
    summary: "Erase a person's personal data (owners only)",
    description:
      "Deletes their account, addresses, passkeys, sessions, reviews, messages and e-mail sent to them, and removes " +
      "their e-mail from orders and return requests. Orders stay five years as tax records, with the name and " +
      "address of their tax invoice. Recorded in the audit log without the person's address.",
    admin: true,
    body: { schema: EraseRequestSchema, example: { email: "pat@example.com", confirm: true } },
    responses: {
      200: {
        description: "Erased",
        schema: z.object({ orders: z.number().describe("Orders kept as tax records"), account: z.boolean() }),
      },
      ...errors(...BODY_ERRORS, 403),
    },
  },
];
