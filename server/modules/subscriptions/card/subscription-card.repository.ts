// SQL for replacing a subscription's card on Stripe: rows in, rows out.
import type { Db } from "../../../infra/db/client";

/** What a card setup needs of the subscription it names. */
export function selectCardSubscription(db: Db, number: string) {
  return db
    .selectFrom("subscriptions")
    .select(["id", "number", "customer_id", "email", "provider", "provider_customer", "payment_method", "status"])
    .where("number", "=", number)
    .executeTakeFirst();
}

/** The `card` timeline entry whose data names this SetupIntent, if one was written. */
export function selectCardEventOfSetup(db: Db, subscriptionId: string, setupIntent: string) {
  return db
    .selectFrom("subscription_events")
    .select("id")
    .where("subscription_id", "=", subscriptionId)
    .where("type", "=", "card")
    .where("data", "like", `%"setupIntent":"${setupIntent.replace(/[^\w]/g, "")}"%`)
    .executeTakeFirst();
}
