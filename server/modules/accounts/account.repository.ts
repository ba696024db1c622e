// SQL for customer accounts, their sessions, sign-in codes and saved addresses, nothing else.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { CustomerAddressesTable, CustomersTable, SignInCodesTable } from "../../infra/db/schema";

export type CustomerRow = Selectable<CustomersTable>;
export type SignInCodeRow = Selectable<SignInCodesTable>;
export type AddressRow = Selectable<CustomerAddressesTable>;

export function selectCustomer(db: Db, id: string): Promise<CustomerRow | undefined> {
  return db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The account for an e-mail, created on first use (two sign-ins at once make one account). */
export async function upsertCustomer(db: Db, row: Insertable<CustomersTable>): Promise<CustomerRow> {
  await db
    .insertInto("customers")
    .values(row)
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  return db.selectFrom("customers").selectAll().where("email", "=", row.email).executeTakeFirstOrThrow();
}

export async function updateCustomer(db: Db, id: string, set: Partial<Omit<CustomerRow, "id">>): Promise<void> {
  await db.updateTable("customers").set(set).where("id", "=", id).execute();
}

export async function deleteCustomer(db: Db, id: string): Promise<void> {
  await db.deleteFrom("customers").where("id", "=", id).execute();
}

// ---- sessions
export async function insertSession(
  db: Db,
  row: {
    id_hash: string;
    customer_id: string;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
    opened_by: string | null;
  },
): Promise<void> {
  await db.insertInto("customer_sessions").values(row).execute();
}

export function selectSession(db: Db, idHash: string) {
  return db
    .selectFrom("customer_sessions")
    .innerJoin("customers", "customers.id", "customer_sessions.customer_id")
    .select([
      "customer_sessions.customer_id",
      "customer_sessions.created_at",
      "customer_sessions.last_seen_at",
      "customer_sessions.expires_at",
      "customer_sessions.opened_by",
      "customers.email",
    ])
    .where("customer_sessions.id_hash", "=", idHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string, at: string): Promise<void> {
  await db.updateTable("customer_sessions").set({ last_seen_at: at }).where("id_hash", "=", idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom("customer_sessions").where("id_hash", "=", idHash).execute();
}

export async function deleteCustomerSessions(db: Db, customerId: string): Promise<void> {
  await db.deleteFrom("customer_sessions").where("customer_id", "=", customerId).execute();
}

export async function deleteExpiredSessions(db: Db, now: string, idleBefore: string): Promise<void> {
  await db
    .deleteFrom("customer_sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", idleBefore)]))
    .execute();
}

// ---- sign-in codes
export async function insertCode(db: Db, row: Insertable<SignInCodesTable>): Promise<void> {
  await db.insertInto("sign_in_codes").values(row).execute();
}

/** Ends every open code for the e-mail: only the newest e-mail's code and link work. */
export async function closeOpenCodes(db: Db, email: string, at: string): Promise<void> {
  await db
    .updateTable("sign_in_codes")
    .set({ used_at: at })
    .where("email", "=", email)
    .where("used_at", "is", null)
    .execute();
}

export function selectOpenCode(db: Db, email: string, now: string): Promise<SignInCodeRow | undefined> {
  return db
    .selectFrom("sign_in_codes")
    .selectAll()
    .where("email", "=", email)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

export function selectCodeByLink(db: Db, linkHash: string): Promise<SignInCodeRow | undefined> {
  return db.selectFrom("sign_in_codes").selectAll().where("link_hash", "=", linkHash).executeTakeFirst();
}

/** Marks the code used; false when another request used it first. */
export async function claimCode(db: Db, id: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable("sign_in_codes")
    .set({ used_at: at })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Counts a wrong code; the code ends (used_at set) at the limit. Answers the new count. */
export async function countWrongCode(db: Db, row: SignInCodeRow, limit: number, at: string): Promise<number> {
  const attempts = row.attempts + 1;
  await db
    .updateTable("sign_in_codes")
    .set({ attempts, ...(attempts >= limit ? { used_at: at } : {}) })
    .where("id", "=", row.id)
    .execute();
  return attempts;
}

export async function deleteOldCodes(db: Db, before: string): Promise<void> {
  await db.deleteFrom("sign_in_codes").where("expires_at", "<=", before).execute();
}

export async function deleteCodesFor(db: Db, email: string): Promise<void> {
  await db.deleteFrom("sign_in_codes").where("email", "=", email).execute();
}

// The consent module owns an address's choice and its history; settings change it through here.

/** A customer's consent changes, newest first. */
export function selectConsents(db: Db, customerId: string, limit: number) {
  return db
    .selectFrom("marketing_consents")
    .select(["given", "source", "at"])
    .where("customer_id", "=", customerId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

// ---- saved addresses
export function selectAddresses(db: Db, customerId: string): Promise<AddressRow[]> {
  return db
    .selectFrom("customer_addresses")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("is_default", "desc")
    .orderBy("created_at", "asc")
    .execute();
}

export async function insertAddress(db: Db, row: Insertable<CustomerAddressesTable>): Promise<void> {
  await db.insertInto("customer_addresses").values(row).execute();
}

export async function updateAddress(
  db: Db,
  customerId: string,
  id: string,
  set: { address: string; updated_at: string },
): Promise<void> {
  await db
    .updateTable("customer_addresses")
    .set(set)
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .execute();
}

/** Makes the address the customer's only default. */
export async function setDefaultAddress(db: Db, customerId: string, id: string): Promise<void> {
  await db.updateTable("customer_addresses").set({ is_default: 0 }).where("customer_id", "=", customerId).execute();
  await db
    .updateTable("customer_addresses")
    .set({ is_default: 1 })
    .where("customer_id", "=", customerId)
    .where("id", "=", id)
    .execute();
}

/** Deletes the customer's address; false when they have none with that id. */
export async function deleteAddress(db: Db, customerId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom("customer_addresses")
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
