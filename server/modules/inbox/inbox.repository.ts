// SQL for the admin's view of what customers sent (return requests, contact
// messages; stored by the returns and messages modules). Rows in, rows out.
import type { Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import { readDirection, type PageRequest } from "../../infra/db/keyset";
import type { ContactMessagesTable, ReturnRequestsTable } from "../../infra/db/schema";

export type ReturnRequestRow = Selectable<ReturnRequestsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** Up to limit + 1 requests from a keyset position, along (created_at, id). */
export function selectReturnRequests(db: Db, page: PageRequest): Promise<ReturnRequestRow[]> {
  const { from, op, order } = readDirection(page);
  let q = db.selectFrom("return_requests").selectAll();
  if (from) q = q.where((eb) => eb(eb.refTuple("created_at", "id"), op, eb.tuple(from.key, from.id)));
  return q
    .orderBy("created_at", order)
    .orderBy("id", order)
    .limit(page.limit + 1)
    .execute();
}

/** The orders with these numbers (to show staff which order a return request is about). */
export function selectOrdersByNumber(db: Db, numbers: readonly string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return db.selectFrom("orders").select(["id", "number", "status", "email"]).where("number", "in", numbers).execute();
}

/** Up to limit + 1 messages from a keyset position, along (created_at, id). */
export function messagesPageQuery(db: Db, page: PageRequest) {
  const { from, op, order } = readDirection(page);
  let q = db.selectFrom("contact_messages").selectAll();
  if (from) q = q.where((eb) => eb(eb.refTuple("created_at", "id"), op, eb.tuple(from.key, from.id)));
  return q
    .orderBy("created_at", order)
    .orderBy("id", order)
    .limit(page.limit + 1);
}

export function selectContactMessages(db: Db, page: PageRequest): Promise<ContactMessageRow[]> {
  return messagesPageQuery(db, page).execute();
}

export async function updateReturnStatus(db: Db, id: string, status: string, at: string): Promise<number> {
  const r = await db
    .updateTable("return_requests")
    .set({ status, updated_at: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function updateMessageStatus(db: Db, id: string, status: string, at: string): Promise<number> {
  const r = await db
    .updateTable("contact_messages")
    .set({ status, updated_at: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Return requests not yet done, and messages nobody has opened (status new). */
export async function countOpen(db: Db): Promise<{ openReturns: number; newMessages: number }> {
  const [returns, messages] = await Promise.all([
    db
      .selectFrom("return_requests")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "!=", "done")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "new")
      .executeTakeFirstOrThrow(),
  ]);
  return { openReturns: Number(returns.n), newMessages: Number(messages.n) };
}

export function selectReturnStatus(db: Db, id: string) {
  return db.selectFrom("return_requests").select(["status", "reference"]).where("id", "=", id).executeTakeFirst();
}

export function selectMessageStatus(db: Db, id: string) {
  return db.selectFrom("contact_messages").select("status").where("id", "=", id).executeTakeFirst();
}
