// SQL for marketing consent: an address's current choice and its history (on the customer row and
// marketing_consents), and the requests waiting for their owner's confirmation. Nothing else.
import type { Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { ConsentRequestsTable } from "../../infra/db/schema";

export type ConsentRequestRow = Selectable<ConsentRequestsTable>;

/** The customer row of an address, made when it has none (a guest's address). */
export async function ensureCustomer(db: Db, row: { id: string; email: string; at: string }) {
  await db
    .insertInto("customers")
    .values({ id: row.id, email: row.email, created_at: row.at, marketing_consent: 0 })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  return db
    .selectFrom("customers")
    .select(["id", "marketing_consent"])
    .where("email", "=", row.email)
    .executeTakeFirstOrThrow();
}

export function selectCustomerConsent(db: Db, email: string) {
  return db.selectFrom("customers").select(["id", "marketing_consent"]).where("email", "=", email).executeTakeFirst();
}

/** Sets the choice and adds it to the history, only when it changes it; true when it did. */
export async function setConsent(
  db: Db,
  row: { id: string; customerId: string; email: string; given: boolean; source: string; at: string },
): Promise<boolean> {
  const r = await db
    .updateTable("customers")
    .set({ marketing_consent: row.given ? 1 : 0, marketing_consent_at: row.at })
    .where("id", "=", row.customerId)
    .where("marketing_consent", "=", row.given ? 0 : 1)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await db
    .insertInto("marketing_consents")
    .values({
      id: row.id,
      customer_id: row.customerId,
      email: row.email,
      given: row.given ? 1 : 0,
      source: row.source,
      at: row.at,
    })
    .execute();
  return true;
}

export async function insertRequest(db: Db, row: ConsentRequestRow): Promise<void> {
  await db.insertInto("consent_requests").values(row).execute();
}

export function selectRequest(db: Db, id: string) {
  return db.selectFrom("consent_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The newest request for an address asked at or after `since`, confirmed or not. */
export function selectRecentRequest(db: Db, email: string, since: string) {
  return db
    .selectFrom("consent_requests")
    .selectAll()
    .where("email", "=", email)
    .where("requested_at", ">=", since)
    .orderBy("requested_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Marks a request confirmed, once; true when this call did. */
export async function markConfirmed(db: Db, id: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable("consent_requests")
    .set({ confirmed_at: at })
    .where("id", "=", id)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
