// Owns the staff inbox: return requests and contact messages, newest first,
// each with a status staff move through new → in progress → done.
import { z } from "zod";
import {
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type ContactMessageView,
  type InboxStatus,
  type MatchedOrder,
  type ReturnRequestView,
} from "../../../core/inbox";
import type { OrderStatus } from "../../../core/order";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import { pageRequest, toPage } from "../../infra/db/keyset";
import { recordAudit, type Actor } from "../audit/audit.record";
import * as repo from "./inbox.repository";

/** The audit log reads a status as the screen names it ("In progress"), not its code. */
const statusLabel = (s: string) =>
  (INBOX_STATUSES as readonly string[]).includes(s) ? INBOX_STATUS_LABELS[s as InboxStatus] : s;

/** Requests or messages a page. */
const PAGE_SIZE = 50;
/** Ids are UUIDs; any such token is a safe position to read from. */
const INBOX_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export type PageCursor = { after?: string; before?: string };
export type InboxPage<T> = { items: T[]; next: string | null; prev: string | null };
export const InboxStatusInputSchema = z.object({
  status: z.enum(INBOX_STATUSES, { error: "Status must be new, in_progress or done" }),
});

const asStatus = (s: string): InboxStatus =>
  (INBOX_STATUSES as readonly string[]).includes(s) ? (s as InboxStatus) : "new";

function parseStatus(input: unknown): InboxStatus {
  const parsed = InboxStatusInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", "Invalid status", { details: fieldErrors(parsed.error.issues) });
  }
  return parsed.data.status;
}

/** Customers type order numbers as they like: 'rr-abc234 ' is RR-ABC234. */
const normalNumber = (n: string) => n.trim().toUpperCase();

function matchOrder(
  order: { id: string; number: string; status: string; email: string | null } | undefined,
  email: string,
): MatchedOrder | null {
  if (!order) return null;
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    emailMatches: order.email !== null && order.email.toLowerCase() === email.trim().toLowerCase(),
  };
}

export function createInboxService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;
  return {
    /** What is waiting for staff: for the Overview. */
    openCounts: () => repo.countOpen(db),

    /** A page of return requests, newest first; after/before are a previous page's next/prev. */
    async listReturnRequests(cursor: PageCursor = {}): Promise<InboxPage<ReturnRequestView>> {
      const page = pageRequest({ limit: PAGE_SIZE, ...cursor }, INBOX_ID_PATTERN);
      const read = await repo.selectReturnRequests(db, page);
      const { rows, next, prev } = toPage(read, page, (r) => ({ key: r.created_at, id: r.id }));
      const orders = await repo.selectOrdersByNumber(db, [...new Set(rows.map((r) => normalNumber(r.order_number)))]);
      const byNumber = new Map(orders.map((o) => [o.number, o]));
      const items = rows.map((r) => ({
        id: r.id,
        reference: r.reference,
        orderNumber: r.order_number,
        order: matchOrder(byNumber.get(normalNumber(r.order_number)), r.email),
        email: r.email,
        reason: r.reason,
        description: r.description,
        preference: r.preference,
        status: asStatus(r.status),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }));
      return { items, next, prev };
    },

    /** A page of contact messages, newest first. */
    async listContactMessages(cursor: PageCursor = {}): Promise<InboxPage<ContactMessageView>> {
      const page = pageRequest({ limit: PAGE_SIZE, ...cursor }, INBOX_ID_PATTERN);
      const read = await repo.selectContactMessages(db, page);
      const { rows, next, prev } = toPage(read, page, (r) => ({ key: r.created_at, id: r.id }));
      const items = rows.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        status: asStatus(m.status),
        createdAt: m.created_at,
        updatedAt: m.updated_at,
      }));
      return { items, next, prev };
    },

    async setReturnRequestStatus(id: string, input: unknown, actor: Actor): Promise<void> {
      const status = parseStatus(input);
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const was = await repo.selectReturnStatus(trx, id);
        if (!was || (await repo.updateReturnStatus(trx, id, status, at.toISOString())) === 0) {
          throw new AppError("not_found", `Return request ${id} not found`);
        }
        await recordAudit(trx, at, {
          actor,
          action: "return_request.status",
          entityType: "return_request",
          entityId: id,
          summary: `Return ${was.reference} marked ${INBOX_STATUS_LABELS[status].toLowerCase()}`,
          before: { status: statusLabel(was.status) },
          after: { status: INBOX_STATUS_LABELS[status] },
        });
      });
    },

    async setContactMessageStatus(id: string, input: unknown, actor: Actor): Promise<void> {
      const status = parseStatus(input);
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const was = await repo.selectMessageStatus(trx, id);
        if (!was || (await repo.updateMessageStatus(trx, id, status, at.toISOString())) === 0) {
          throw new AppError("not_found", `Message ${id} not found`);
        }
        await recordAudit(trx, at, {
          actor,
          action: "contact_message.status",
          entityType: "contact_message",
          entityId: id,
          summary: `Message marked ${INBOX_STATUS_LABELS[status].toLowerCase()}`,
          before: { status: statusLabel(was.status) },
          after: { status: INBOX_STATUS_LABELS[status] },
        });
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
