// SQL for the mail outbox, nothing else.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/client";
import type { MailOutboxTable } from "../db/schema";

export type OutboxRow = Selectable<MailOutboxTable>;

export async function insert(db: Db, row: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto("mail_outbox").values(row).execute();
}

/** Pending rows that are due, and rows whose sender's lease ran out ('sending' past its time). */
export function selectDue(db: Db, now: string, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("status", "in", ["pending", "sending"])
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at", "asc")
    .orderBy("created_at", "asc")
    .limit(limit)
    .execute();
}

/** Takes the row for one sender: succeeds only if nobody changed it since it was read. */
export async function claim(db: Db, row: OutboxRow, opts: { leaseUntil: string }): Promise<boolean> {
  const r = await db
    .updateTable("mail_outbox")
    .set({ status: "sending", attempts: row.attempts + 1, next_attempt_at: opts.leaseUntil })
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .where("attempts", "=", row.attempts)
    .where("next_attempt_at", "=", row.next_attempt_at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function markSent(db: Db, id: string, sentAt: string): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: sentAt, last_error: null })
    .where("id", "=", id)
    .execute();
}

export async function markAttemptFailed(
  db: Db,
  id: string,
  opts: { error: string; failed: boolean; nextAttemptAt: string },
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ status: opts.failed ? "failed" : "pending", last_error: opts.error, next_attempt_at: opts.nextAttemptAt })
    .where("id", "=", id)
    .execute();
}

export function selectById(db: Db, id: string): Promise<OutboxRow | undefined> {
  return db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/** E-mail not sent yet (queued: due or kept without SMTP) and given up on (failed), for /metrics. */
export async function countUnsent(db: Db): Promise<{ queued: number; failed: number }> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["status", db.fn.countAll<number>().as("n")])
    .where("status", "in", ["pending", "sending", "outbox", "failed"])
    .groupBy("status")
    .execute();
  const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { queued: n("pending") + n("sending") + n("outbox"), failed: n("failed") };
}
