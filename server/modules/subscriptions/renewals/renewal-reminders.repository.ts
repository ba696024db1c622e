// SQL for the reminder before each charge: rows in, rows out. A reminder is claimed by inserting
// its row (primary key: subscription, cycle, day), so two instances never both send it.
import type { Insertable } from "kysely";
import type { Db } from "../../../infra/db/client";
import type { SubscriptionRemindersTable } from "../../../infra/db/schema-renewals";

/**
 * Subscriptions whose next charge day is after `today` and no later than `latest`, not yet
 * reminded for that cycle and day, by id after `after` (keyset batches).
 */
export function selectToRemind(db: Db, today: string, latest: string, after: string, limit: number) {
  return (
    db
      .selectFrom("subscriptions as s")
      .selectAll("s")
      // A customer's pause restarts by itself on its date, so its restart is reminded too.
      .where((eb) =>
        eb.or([eb("s.status", "=", "active"), eb.and([eb("s.status", "=", "paused"), eb("s.paused_cycles", ">", 0)])]),
      )
      .where("s.next_charge_on", ">", today)
      .where("s.next_charge_on", "<=", latest)
      .where("s.id", ">", after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("subscription_reminders as r")
              .select("r.cycle")
              .whereRef("r.subscription_id", "=", "s.id")
              .whereRef("r.cycle", "=", "s.next_cycle")
              .whereRef("r.due_on", "=", "s.next_charge_on"),
          ),
        ),
      )
      .orderBy("s.id")
      .limit(limit)
      .execute()
  );
}

/** Claims the reminder; false when it was claimed before (another instance, an earlier run). */
export async function insertReminder(db: Db, row: Insertable<SubscriptionRemindersTable>): Promise<boolean> {
  const claimed = await db
    .insertInto("subscription_reminders")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1;
}
