// How an order's place in a subscription reads: the orders CSV's Subscription column
// and the subscription's own order list say the same thing.

/** "First order" for a subscription's first order, "Renewal 3" for its third renewal, else "". */
export function renewalLabel(subscriptionId: string | null, renewalCycle: number | null): string {
  if (!subscriptionId) return "";
  return renewalCycle === null ? "First order" : `Renewal ${renewalCycle}`;
}
