// SQL for the single-use links (subscription_links): rows in, rows out. A link is used by one
// conditional UPDATE, so two presses of the same link never both sign in.
import type { Insertable } from "kysely";
import type { Db } from "../../../infra/db/client";
import type { SubscriptionLinksTable } from "../../../infra/db/schema-subscriptions";

/** The link with its subscription's number, used or not, expired or not. */
export function selectLink(db: Db, tokenHash: string) {
  return db
    .selectFrom("subscription_links as l")
    .innerJoin("subscriptions as s", "s.id", "l.subscription_id")
    .select([
      "l.token_hash",
      "l.purpose",
      "l.customer_id",
      "l.subscription_id",
      "l.expires_at",
      "l.used_at",
      "s.number",
    ])
    .where("l.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function insertLink(db: Db, row: Insertable<SubscriptionLinksTable>): Promise<void> {
  await db.insertInto("subscription_links").values(row).execute();
}

/** Marks the link used unless it already was; false when another press used it first. */
export async function markLinkUsed(db: Db, tokenHash: string, at: string): Promise<boolean> {
  const used = await db
    .updateTable("subscription_links")
    .set({ used_at: at })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
