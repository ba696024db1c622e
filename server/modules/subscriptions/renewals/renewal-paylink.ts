// A renewal paid through the e-mailed pay link, in the payment's own transaction (the
// orders service calls this where the order becomes paid): the waiting delivery is settled at once
// (the renewal job's "paid elsewhere" pass stays as the safety net and then finds nothing), and the
// card it was paid with becomes the subscription's card for the deliveries after it.
import type { ShippingAddress } from "../../../../core/order";
import type { Db } from "../../../infra/db/client";
import type { KeptPaymentMethod, RenewalPaidOrder } from "../../orders/order.types";
import * as repo from "./renewal.repository";
import { settleCycleIn } from "./renewal-charge";
import { recordSubscriptionEvent } from "../subscription-events";

/** Only a delivery that waits on a failed payment is settled here; the job's own charge settles itself. */
const WAITING_ON_CUSTOMER = new Set(["failed", "needs_action"]);

/** Answers the order timeline's lines and the e-mail's sentences (none when the order is not a renewal). */
export async function renewalPaidByLink(
  trx: Db,
  order: RenewalPaidOrder,
  kept: KeptPaymentMethod | null,
  at: string,
): Promise<{ notes: string[]; mail: string[] }> {
  const none = { notes: [], mail: [] };
  const { subscription_id: subscriptionId, renewal_cycle: cycleNo } = order.row;
  if (!subscriptionId || cycleNo === null) return none;
  const sub = await repo.selectSubscription(trx, subscriptionId);
  const cycle = await repo.selectCycle(trx, subscriptionId, cycleNo);
  if (!sub || !cycle || !WAITING_ON_CUSTOMER.has(cycle.status)) return none;
  const notes: string[] = [];
  const mail: string[] = [];
  if (await settleCycleIn(trx, sub, cycle, order.view, order.view.paymentReference, at)) {
    notes.push(`Subscription ${sub.number}: delivery ${cycleNo} settled by this payment`);
  }
  if (kept && sub.status !== "cancelled" && kept.paymentMethod !== sub.payment_method) {
    const expires = kept.cardExpiry ? `, expires ${kept.cardExpiry}` : "";
    const card = `${kept.cardBrand ?? "Card"} ending ${kept.cardLast4 ?? "····"}${expires}`;
    await repo.setSubscriptionCard(
      trx,
      sub.id,
      {
        provider: order.view.provider,
        provider_customer: kept.providerCustomer,
        payment_method: kept.paymentMethod,
        card_brand: kept.cardBrand,
        card_last4: kept.cardLast4,
        card_expiry: kept.cardExpiry ?? null,
      },
      at,
    );
    await recordSubscriptionEvent(trx, {
      subscriptionId: sub.id,
      type: "card",
      message: `Card replaced by the card that paid order ${order.view.number}: ${card}`,
      actor: "customer",
      data: { orderId: order.row.id, brand: kept.cardBrand, last4: kept.cardLast4, expiry: kept.cardExpiry ?? null },
      at,
    });
    notes.push(`Subscription ${sub.number}: later deliveries are charged to ${card}`);
    mail.push(`Subscription ${sub.number}: your next deliveries are charged to ${card}.`);
  }
  return { notes, mail };
}

/** Who a subscription's deliveries are for: its account, e-mail, name and address. */
export type RenewalRecipient = {
  customerId: string;
  email: string;
  name: string | null;
  address: ShippingAddress | null;
};

export async function renewalRecipient(db: Db, subscriptionId: string): Promise<RenewalRecipient | null> {
  const sub = await repo.selectSubscription(db, subscriptionId);
  if (!sub) return null;
  return {
    customerId: sub.customer_id,
    email: sub.email,
    name: sub.customer_name,
    address: sub.shipping_address ? (JSON.parse(sub.shipping_address) as ShippingAddress) : null,
  };
}
