// SQL for starting subscriptions when a first order is paid, and for reading the ones it started:
// rows in, rows out.
import type { Insertable } from "kysely";
import type { Db } from "../../../infra/db/client";
import type { SubscriptionsTable } from "../../../infra/db/schema";

export function selectIdByNumber(db: Db, number: string) {
  return db.selectFrom("subscriptions").select("id").where("number", "=", number).executeTakeFirst();
}

export async function insertSubscription(db: Db, row: Insertable<SubscriptionsTable>): Promise<void> {
  await db.insertInto("subscriptions").values(row).execute();
}

/** The subscriptions a first order started, most frequent first. */
export function selectStartedBy(db: Db, orderId: string) {
  return db
    .selectFrom("subscriptions")
    .select(["id", "number", "frequency_weeks", "next_charge_on"])
    .where("first_order_id", "=", orderId)
    .orderBy("frequency_weeks")
    .execute();
}
