// The Customers screen's operations in the published API.
import { z } from "zod";
import { CUSTOMER_ID_PATTERN, CUSTOMER_NOTE_MAX } from "../../../core/customer";
import { ORDER_STATUSES } from "../../../core/order";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { CustomerListQuerySchema, CustomerNoteSchema, CustomerOrdersQuerySchema } from "./customer.admin-api";

const TAG = "Admin: customers";
const cents = z.number().int().describe("Australian cents");
const when = z.string().describe("ISO 8601");

const CustomerRowSchema = z.object({
  id: z.string().describe("cs_ and 24 hex digits"),
  email: z.string().describe("Lower-case: guest orders and an account with this address are one customer"),
  name: z.string().nullable().describe("The name on their latest order"),
  ordersCount: z.number().int().describe("Paid orders (fulfilled and refunded ones included)"),
  totalSpent: cents.describe("Paid and fulfilled orders; refunded orders' money went back"),
  lastOrderAt: when.nullable(),
  hasAccount: z.boolean(),
  marketingConsent: z.boolean().nullable().describe("null for a guest: consent is kept in an account"),
  subscriptionStatus: z.string().nullable().describe("active, paused, past_due or cancelled; null without one"),
});

const customerId = {
  id: {
    description: "The customer's id (cs_ and 24 hex digits)",
    schema: z.string().regex(CUSTOMER_ID_PATTERN),
    example: `cs_${"0".repeat(24)}`,
  },
};

export const customerOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/customers",
    tag: TAG,
    summary: "Customers, most recent order first",
    description:
      "Everyone who has paid for an order or made an account, one row per e-mail address (any case), " +
      "with their orders count, total spent, last order, marketing consent and subscription status. " +
      "Owners and managers.",
    admin: true,
    query: CustomerListQuerySchema,
    responses: {
      200: {
        description:
          "A page of customers; `next` and `prev` are the cursors of the following and preceding pages (pass them as `after` and `before`); `total` is counted up to 10,000 (`totalCapped` when more match)",
        schema: z.object({
          customers: z.array(CustomerRowSchema),
          next: z.string().nullable(),
          prev: z.string().nullable(),
          total: z.number().int(),
          totalCapped: z.boolean(),
        }),
      },
      ...errors(400),
    },
  },
  {
    method: "get",
    path: "/api/admin/customers/export.csv",
    tag: TAG,
    summary: "Download the customers who consented to marketing as CSV",
    description: "Streamed; recorded in the audit log. Owners and managers.",
    admin: true,
    responses: { 200: { description: "One row per consenting customer", contentType: "text/csv" } },
  },
  {
    method: "get",
    path: "/api/admin/customers/{id}",
    tag: TAG,
    summary: "A customer's page",
    description:
      "Their addresses, reviews, returns, messages (by e-mail), consent history, subscriptions and the staff note; " +
      "their orders are paged separately.",
    admin: true,
    params: customerId,
    responses: { 200: { description: "The customer", schema: CustomerRowSchema.loose() }, ...errors(404) },
  },
  {
    method: "get",
    path: "/api/admin/customers/{id}/orders",
    tag: TAG,
    summary: "A customer's paid orders, newest first",
    admin: true,
    params: customerId,
    query: CustomerOrdersQuerySchema,
    responses: {
      200: {
        description: "A page of orders with the cursors of its neighbours",
        schema: z.object({
          rows: z.array(
            z.object({
              id: z.string(),
              number: z.string(),
              status: z.enum(ORDER_STATUSES),
              total: cents,
              createdAt: when,
            }),
          ),
          next: z.string().nullable(),
          prev: z.string().nullable(),
        }),
      },
      ...errors(400, 404),
    },
  },
  {
    method: "put",
    path: "/api/admin/customers/{id}/note",
    tag: TAG,
    summary: "Replace the staff note on a customer",
    description: `Plain text, at most ${CUSTOMER_NOTE_MAX} characters; an empty note removes it. Recorded in the audit log.`,
    admin: true,
    params: customerId,
    body: { schema: CustomerNoteSchema, example: { note: "Prefers a call after 5 pm." } },
    responses: {
      200: { description: "The note as kept", schema: z.object({ note: z.string().nullable() }) },
      ...errors(...BODY_ERRORS, 404),
    },
  },
];
