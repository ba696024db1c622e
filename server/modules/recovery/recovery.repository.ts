// SQL for abandoned checkout recovery: checkout contacts, their reminders, and what the Overview
// counts. Nothing else.
import { sql } from "kysely";
import type { Db } from "../../infra/db/client";

/** Orders a reminder may still be sent for: not paid, and not refunded (which was paid). */
export const UNPAID = ["pending", "expired", "cancelled"] as const;
const PAID = ["paid", "fulfilled", "refunded"] as const;

export function selectOrderBySession(db: Db, sessionId: string) {
  return db
    .selectFrom("orders")
    .select(["id", "status"])
    .where("provider_session_id", "=", sessionId)
    .executeTakeFirst();
}

export function selectContact(db: Db, orderId: string) {
  return db.selectFrom("checkout_contacts").selectAll().where("order_id", "=", orderId).executeTakeFirst();
}

/** The checkout's e-mail and tick; the first capture's time stays, so reminders count from it. */
export async function upsertContact(
  db: Db,
  row: { order_id: string; email: string; consent: number; captured_at: string },
): Promise<void> {
  await db
    .insertInto("checkout_contacts")
    .values(row)
    .onConflict((oc) => oc.column("order_id").doUpdateSet({ email: row.email, consent: row.consent }))
    .execute();
}

export type DueContact = { order_id: string; email: string; captured_at: string };

/**
 * Checkouts whose e-mail was given in [from, to], never reminded, still unpaid, whose address
 * consents to marketing now (confirmed by its owner), with no order paid with that
 * address since, and the newest checkout of that address (one reminder per person).
 */
export function selectDue(db: Db, window: { from: string; to: string }, limit: number): Promise<DueContact[]> {
  const q = db
    .selectFrom("checkout_contacts as c")
    .innerJoin("orders as o", "o.id", "c.order_id")
    .innerJoin("customers as cu", "cu.email", "c.email")
    .select(["c.order_id", "c.email", "c.captured_at"])
    .where("c.captured_at", ">", window.from)
    .where("c.captured_at", "<=", window.to)
    // One reminder per checkout, whichever stage comes first.
    .where("c.reminded_1h_at", "is", null)
    .where("c.reminded_24h_at", "is", null)
    .where("o.status", "in", UNPAID)
    .where("cu.marketing_consent", "=", 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("orders as p")
            .select(sql`1`.as("one"))
            .where(sql<string>`lower(p.email)`, "=", sql<string>`c.email`)
            .where("p.status", "in", PAID)
            .whereRef("p.paid_at", ">=", "c.captured_at"),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("checkout_contacts as n")
            .select(sql`1`.as("one"))
            .whereRef("n.email", "=", "c.email")
            .whereRef("n.captured_at", ">", "c.captured_at"),
        ),
      ),
    );
  return q.orderBy("c.captured_at").limit(limit).execute();
}

/**
 * Takes the reminder for this sender: a conditional update that succeeds once per checkout and
 * stage, and only while the order is still unpaid.
 */
export async function claimReminder(db: Db, orderId: string, stage: "1h" | "24h", at: string): Promise<boolean> {
  const column = stage === "1h" ? "reminded_1h_at" : "reminded_24h_at";
  const r = await db
    .updateTable("checkout_contacts")
    .set({ [column]: at })
    .where("order_id", "=", orderId)
    .where(column, "is", null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("orders")
          .select(sql`1`.as("one"))
          .where("orders.id", "=", orderId)
          .where("orders.status", "in", UNPAID),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function selectOrderLines(db: Db, orderId: string) {
  return db
    .selectFrom("order_lines")
    .select(["product_id", "name", "flavor", "quantity", "subscription_weeks"])
    .where("order_id", "=", orderId)
    .orderBy("position")
    .execute();
}

/** Checkouts first reminded at or after `since`, with when. */
export async function selectReminded(db: Db, since: string) {
  const rows = await db
    .selectFrom("checkout_contacts")
    .select(["email", "reminded_1h_at", "reminded_24h_at"])
    .where((eb) => eb.or([eb("reminded_1h_at", ">=", since), eb("reminded_24h_at", ">=", since)]))
    .execute();
  return rows.map((r) => ({
    email: r.email,
    remindedAt: [r.reminded_1h_at, r.reminded_24h_at].filter(Boolean).sort()[0]!,
  }));
}

/** Orders paid at or after `since` with one of these e-mails. */
export async function selectPaidByEmails(db: Db, emails: readonly string[], since: string) {
  if (emails.length === 0) return [];
  const rows = await db
    .selectFrom("orders")
    .select(["id", sql<string>`lower(email)`.as("email"), "paid_at", "total"])
    .where(sql<string>`lower(email)`, "in", emails)
    .where("status", "in", PAID)
    .where("paid_at", ">=", since)
    .execute();
  return rows.map((r) => ({ id: r.id, email: r.email, paidAt: r.paid_at!, total: r.total }));
}

/** The account's marketing consent for the e-mail (1 given), or undefined without an account. */
export async function selectMarketingConsent(db: Db, email: string): Promise<number | undefined> {
  const c = await db.selectFrom("customers").select("marketing_consent").where("email", "=", email).executeTakeFirst();
  return c?.marketing_consent;
}
