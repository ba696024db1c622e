// The one writer of a subscription's timeline (subscription_events): the customer's page,
// the staff screen, the sign-up and the renewal job all add entries through here, so every entry
// has the same shape. Call it inside the transaction that makes the change, so the timeline never
// tells of a change that was rolled back.
import type { Db } from "../../infra/db/client";
import { newId } from "../orders/order.steps";
import { insertEvent } from "./subscription.repository";

/** Who made a change: the customer, a staff member ("staff:<email>") or the shop itself. */
export type SubscriptionActor = "customer" | "system" | `staff:${string}`;

export type SubscriptionEvent = {
  subscriptionId: string;
  type: string;
  message: string;
  actor: SubscriptionActor | null;
  data?: unknown;
  /** When it happened (the shop's clock); now when left out. */
  at?: string;
};

export async function recordSubscriptionEvent(db: Db, e: SubscriptionEvent): Promise<string> {
  const id = newId("sev");
  await insertEvent(db, {
    id,
    subscription_id: e.subscriptionId,
    type: e.type,
    message: e.message,
    actor: e.actor,
    data: e.data === undefined ? null : JSON.stringify(e.data),
    created_at: e.at ?? new Date().toISOString(),
  });
  return id;
}
