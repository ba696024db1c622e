// SQL for passkeys and the challenges of their ceremonies, nothing else.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { CustomerPasskeysTable, WebauthnChallengesTable } from "../../infra/db/schema";

export type PasskeyRow = Selectable<CustomerPasskeysTable>;
export type ChallengeRow = Selectable<WebauthnChallengesTable>;

// ---- challenges
export async function deleteExpiredChallenges(db: Db, now: string): Promise<void> {
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now).execute();
}

export async function insertChallenge(db: Db, row: Insertable<WebauthnChallengesTable>): Promise<void> {
  await db.insertInto("webauthn_challenges").values(row).execute();
}

export function selectChallenge(db: Db, id: string): Promise<ChallengeRow | undefined> {
  return db.selectFrom("webauthn_challenges").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Deletes the challenge; false when another request deleted it first. */
export async function deleteChallenge(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom("webauthn_challenges").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

// ---- passkeys
export function selectPasskeys(db: Db, customerId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom("customer_passkeys")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("created_at")
    .execute();
}

export function selectPasskey(db: Db, id: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom("customer_passkeys").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Adds the passkey; false when a passkey with that credential id is there already. */
export async function insertPasskey(db: Db, row: Insertable<CustomerPasskeysTable>): Promise<boolean> {
  const r = await db
    .insertInto("customer_passkeys")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function recordPasskeyUse(db: Db, id: string, counter: number, at: string): Promise<void> {
  await db.updateTable("customer_passkeys").set({ counter, last_used_at: at }).where("id", "=", id).execute();
}

/** Removes the customer's passkey; false when they have none with that id. */
export async function deletePasskey(db: Db, customerId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom("customer_passkeys")
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
