// The staff inbox operations of the published API (server/infra/http/openapi).
import { z } from "zod";
import { INBOX_STATUSES, type ContactMessageView, type ReturnRequestView } from "../../../core/inbox";
import { ORDER_STATUSES } from "../../../core/order";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { InboxStatusInputSchema } from "./inbox.service";

const when = z.string().describe("ISO 8601");

const ReturnRequestViewSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    orderNumber: z.string(),
    order: z
      .object({
        id: z.string(),
        number: z.string(),
        status: z.enum(ORDER_STATUSES),
        emailMatches: z.boolean().describe("The request's e-mail is the one the order was paid with"),
      })
      .nullable()
      .describe("The shop's order with that number; null when none has it"),
    email: z.string(),
    reason: z.string(),
    description: z.string().nullable(),
    preference: z.string(),
    status: z.enum(INBOX_STATUSES),
    createdAt: when,
    updatedAt: when,
  })
  .meta({ id: "ReturnRequest" });

const ContactMessageViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.enum(INBOX_STATUSES),
    createdAt: when,
    updatedAt: when,
  })
  .meta({ id: "ContactMessage" });

// Fail to compile when the answers' descriptions and the service's types part.
export const inboxSchemasMatch: [z.output<typeof ReturnRequestViewSchema>, z.output<typeof ContactMessageViewSchema>] =
  [{} as ReturnRequestView, {} as ContactMessageView];

const itemId = {
  id: { description: "The item's id", schema: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/), example: "abc123" },
};
const setStatus = { schema: InboxStatusInputSchema, example: { status: "in_progress" } };

export const inboxOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/returns",
    tag: "Admin: inbox",
    summary: "Return requests, newest first, a page at a time (pass `next` as `after`, `prev` as `before`)",
    admin: true,
    responses: {
      200: {
        description: "The requests",
        schema: z.object({
          returns: z.array(ReturnRequestViewSchema),
          next: z.string().nullable().describe("Cursor of the older page; null on the last"),
          prev: z.string().nullable().describe("Cursor of the newer page; null on the first"),
        }),
      },
    },
  },
  {
    method: "patch",
    path: "/api/admin/returns/{id}",
    tag: "Admin: inbox",
    summary: "Set a return request's status",
    admin: true,
    params: itemId,
    body: setStatus,
    responses: { 204: { description: "Saved" }, ...errors(...BODY_ERRORS, 404) },
  },
  {
    method: "get",
    path: "/api/admin/messages",
    tag: "Admin: inbox",
    summary: "Contact messages, newest first, a page at a time (pass `next` as `after`, `prev` as `before`)",
    admin: true,
    responses: {
      200: {
        description: "The messages",
        schema: z.object({
          messages: z.array(ContactMessageViewSchema),
          next: z.string().nullable().describe("Cursor of the older page; null on the last"),
          prev: z.string().nullable().describe("Cursor of the newer page; null on the first"),
        }),
      },
    },
  },
  {
    method: "patch",
    path: "/api/admin/messages/{id}",
    tag: "Admin: inbox",
    summary: "Set a contact message's status",
    admin: true,
    params: itemId,
    body: setStatus,
    responses: { 204: { description: "Saved" }, ...errors(...BODY_ERRORS, 404) },
  },
];
