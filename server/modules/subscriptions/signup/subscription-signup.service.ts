// Creating the subscriptions when a first order is paid: one per frequency in the
// order, in the payment's own transaction (the orders service calls this where the order becomes
// paid), so a replayed webhook or a second click finds the order paid already and makes none.
import { randomInt } from "node:crypto";
import { firstChargeOn } from "../../../../core/subscription-dates";
import { subscriptionGroups, subscriptionNumber } from "../../../../core/subscription-signup";
import type { Db } from "../../../infra/db/client";
import type { SubscriptionsTable } from "../../../infra/db/schema";
import type { Insertable } from "kysely";
import { customerEmail } from "../../accounts/customer-session";
import { linkFirstOrder, newId } from "../../orders/order.steps";
import type { CreatedSubscription, KeptPaymentMethod, SubscriptionsOnPayment } from "../../orders/order.types";
import { recordSubscriptionEvent } from "../subscription-events";
import { renewalPaidByLink } from "../renewals/renewal-paylink";
import * as repo from "./subscription-signup.repository";

type PaidOrder = Parameters<SubscriptionsOnPayment["createForPaidOrder"]>[1];

export function createSubscriptionSignup(deps: { timeZone: string }): SubscriptionsOnPayment {
  return {
    renewalPaid: renewalPaidByLink,
    /**
     * The order's subscriptions, made once. Without a customer account (deleted since checkout) or
     * a kept card none is made and the answer says why, for the order's timeline.
     */
    async createForPaidOrder(
      trx: Db,
      order: PaidOrder,
      kept: KeptPaymentMethod | null,
    ): Promise<{ created: CreatedSubscription[]; problem: string | null }> {
      const groups = subscriptionGroups(order.view.lines);
      if (groups.length === 0 || order.row.subscription_id) return { created: [], problem: null };
      const customerId = order.row.account_id;
      if (!customerId) return { created: [], problem: "No subscription was made: the order has no customer account" };
      if (!kept) return { created: [], problem: "No subscription was made: the payment provider kept no card" };
      const email = await customerEmail(trx, customerId);
      const paidAt = order.view.paidAt ?? new Date().toISOString();
      const created: CreatedSubscription[] = [];
      for (const g of groups) {
        const id = newId("sub");
        const nextChargeOn = firstChargeOn(paidAt, g.frequencyWeeks, deps.timeZone);
        const row = {
          id,
          customer_id: customerId,
          email: email ?? order.view.email ?? "",
          status: "active",
          frequency_weeks: g.frequencyWeeks,
          discount_percent: g.discountPercent,
          lines: JSON.stringify(
            g.lines.map((l) => ({ productId: l.productId, flavor: l.flavor, quantity: l.quantity })),
          ),
          shipping_address: order.view.shippingAddress ? JSON.stringify(order.view.shippingAddress) : null,
          // Each renewal ships by the option chosen at checkout (null: Australia Standard).
          shipping_zone: order.view.shippingChoice?.zone ?? null,
          shipping_method: order.view.shippingChoice?.method ?? null,
          customer_name: order.view.customerName,
          next_charge_on: nextChargeOn,
          next_cycle: 1,
          provider: order.view.provider,
          provider_customer: kept.providerCustomer,
          payment_method: kept.paymentMethod,
          card_brand: kept.cardBrand,
          card_last4: kept.cardLast4,
          card_expiry: kept.cardExpiry ?? null,
          first_order_id: order.row.id,
          created_at: paidAt,
          updated_at: paidAt,
        };
        const number = await insertNumbered(trx, row);
        await recordSubscriptionEvent(trx, {
          subscriptionId: id,
          type: "created",
          message: `Subscription ${number} started with order ${order.view.number}: every ${g.frequencyWeeks} weeks, next charge ${nextChargeOn}`,
          actor: "customer",
          data: { orderId: order.row.id, orderNumber: order.view.number },
          at: paidAt,
        });
        created.push({ id, number, frequencyWeeks: g.frequencyWeeks, nextChargeOn });
      }
      // The first order points at its (first) subscription.
      await linkFirstOrder(trx, order.row.id, created[0]!.id);
      return { created, problem: null };
    },
  };
}

/**
 * Inserts with a free "S……" number. A number is looked up before it is taken; two payments taking
 * the same one at the same instant fail the later transaction, which the provider then repeats.
 */
async function insertNumbered(trx: Db, row: Omit<Insertable<SubscriptionsTable>, "number">): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const number = subscriptionNumber(randomInt(0, 900_000));
    const taken = await repo.selectIdByNumber(trx, number);
    if (taken && attempt < 20) continue;
    await repo.insertSubscription(trx, { ...row, number });
    return number;
  }
}

export type SubscriptionSignup = ReturnType<typeof createSubscriptionSignup>;

/** The subscriptions an order started (its success page names them), most frequent first. */
export function createSubscriptionSignupReads(db: Db) {
  return {
    async startedBy(orderId: string): Promise<CreatedSubscription[]> {
      const rows = await repo.selectStartedBy(db, orderId);
      return rows.map((r) => ({
        id: r.id,
        number: r.number,
        frequencyWeeks: r.frequency_weeks,
        nextChargeOn: r.next_charge_on ?? "",
      }));
    },
  };
}

export type SubscriptionSignupReads = ReturnType<typeof createSubscriptionSignupReads>;
