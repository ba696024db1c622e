// SQL for return requests, nothing else.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { ReturnRequestsTable } from "../../infra/db/schema";

export type ReturnRequestRow = Selectable<ReturnRequestsTable>;

export async function insertReturnRequest(db: Db, row: Insertable<ReturnRequestsTable>): Promise<void> {
  await db.insertInto("return_requests").values(row).execute();
}

export function selectReturnRequestByReference(db: Db, reference: string): Promise<ReturnRequestRow | undefined> {
  return db.selectFrom("return_requests").selectAll().where("reference", "=", reference).executeTakeFirst();
}

/** Who an order belongs to: the e-mail it was placed with and the account it was placed under. */
export function selectOrderOwner(
  db: Db,
  number: string,
): Promise<{ email: string | null; account_id: string | null } | undefined> {
  return db.selectFrom("orders").select(["email", "account_id"]).where("number", "=", number).executeTakeFirst();
}
