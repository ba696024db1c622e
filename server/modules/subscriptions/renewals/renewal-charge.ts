// What a renewal cycle's attempt ends in, each in one transaction with its timeline
// entry and e-mail: paid (the subscription moves on), a failed payment (past due, a pay link, the
// next try on day 1, 3 or 7 after the charge day, then paused), or no stock (the rule in
// docs/decisions/0024-subscription-renewals.md: wait and try daily for up to 7 days, then skip).
import { formatPrice } from "../../../../core/money";
import { addShopDays, shopDayKey } from "../../../../core/shop-time";
import { addWeeks, chargeMoment, retryOn } from "../../../../core/subscription-dates";
import type { OrderView, ShippingAddress } from "../../../../core/order";
import type { Db } from "../../../infra/db/client";
import type { Mail } from "../../../infra/mail/mail";
import type { PaymentProvider, SavedChargeResult } from "../../../infra/payments/payment-provider";
import type { OrderService } from "../../orders/order.service";
import * as repo from "./renewal.repository";
import type { CycleRow, SubscriptionRow } from "./renewal.repository";
import { pausedMail, paymentProblemMail, skippedForStockMail, waitingStockMail, type MailShop } from "./renewal.emails";
import { recordSubscriptionEvent } from "../subscription-events";
import { EVERY_CUSTOMER_EMAIL, queueStaffAlert, type Notices } from "../../../infra/mail/notices";
import { failedRenewalAlert } from "./renewal-alert.emails";
import type { SubscriptionLinks } from "../links/subscription-links";

/** How long a delivery waits for stock before it is skipped (tried each day at the charge hour). */
export const STOCK_WAIT_DAYS = 7;

export type ChargeDeps = {
  /** Settings → Notifications: the reminder before each charge, and who hears of a failed one. */
  notices?: Notices;
  db: Db;
  clock: () => Date;
  mail: Pick<Mail, "enqueue" | "kick">;
  orders: OrderService;
  provider: PaymentProvider;
  links: SubscriptionLinks;
  shop: MailShop;
};

/** The key of a cycle's nth attempt: the first is the cycle's own; each retry after a recorded failure has its own. */
export const attemptKey = (cycle: Pick<CycleRow, "idempotency_key" | "attempts">) =>
  cycle.attempts === 0 ? cycle.idempotency_key : `${cycle.idempotency_key}-retry${cycle.attempts}`;

/** The cycle is paid: the subscription moves one frequency on from the cycle's day, once. */
export async function settleCycleIn(
  trx: Db,
  sub: Pick<SubscriptionRow, "id" | "frequency_weeks">,
  cycle: Pick<CycleRow, "cycle" | "due_on">,
  order: Pick<OrderView, "id" | "number" | "total">,
  reference: string | null,
  at: string,
): Promise<boolean> {
  if (!(await repo.markCyclePaid(trx, sub.id, cycle.cycle, { orderId: order.id, reference }, at))) return false;
  await repo.advanceSubscription(trx, sub.id, cycle.cycle, addWeeks(cycle.due_on, sub.frequency_weeks), at);
  await repo.setSubscriptionStatus(trx, sub.id, "active", ["past_due"], at);
  await recordSubscriptionEvent(trx, {
    subscriptionId: sub.id,
    type: "renewal_paid",
    message: `Delivery ${cycle.cycle} paid: ${formatPrice(order.total)}, order ${order.number}`,
    actor: "system",
    data: { cycle: cycle.cycle, orderId: order.id, orderNumber: order.number, reference },
    at,
  });
  return true;
}

export function createChargeSteps(deps: ChargeDeps) {
  const { db, clock, mail, orders, provider, links, shop } = deps;
  const now = () => clock().toISOString();

  const settleIn = (trx: Db, sub: SubscriptionRow, cycle: CycleRow, order: OrderView, reference: string | null) =>
    settleCycleIn(trx, sub, cycle, order, reference, now());

  return {
    settleIn,

    /** The order was paid another way (the e-mailed link): the cycle is settled without a charge. */
    async settlePaid(sub: SubscriptionRow, cycle: CycleRow, order: OrderView) {
      await db.transaction().execute((trx) => settleIn(trx, sub, cycle, order, order.paymentReference));
    },

    /** Charges the cycle's attempt, then records what came of it. */
    async charge(sub: SubscriptionRow, cycle: CycleRow, order: OrderView): Promise<SavedChargeResult["status"]> {
      const key = attemptKey(cycle);
      const result: SavedChargeResult =
        provider.chargeSaved && sub.provider === provider.name && sub.payment_method
          ? await provider.chargeSaved({
              subscriptionId: sub.id,
              cycle: cycle.cycle,
              idempotencyKey: key,
              amount: order.total,
              currency: order.currency,
              providerCustomer: sub.provider_customer,
              paymentMethod: sub.payment_method,
              orderId: order.id,
              description: `${shop.shopName} subscription ${sub.number}, delivery ${cycle.cycle} (order ${order.number})`,
            })
          : { status: "declined", message: "There is no card kept for this subscription" };
      if (result.status === "paid") {
        const address = sub.shipping_address ? (JSON.parse(sub.shipping_address) as ShippingAddress) : null;
        // The order is paid, its stock taken, its tax invoice e-mailed, and the cycle settled, in
        // one transaction; the event id makes a repeat after a crash change nothing.
        const outcome = await orders.confirmPayment({
          eventId: `renewal:${key}`,
          provider: provider.name,
          type: "renewal.charged",
          orderId: order.id,
          email: sub.email,
          customerName: sub.customer_name ?? address?.name ?? null,
          shippingAddress: address,
          paymentReference: result.reference,
          alsoInTransaction: (trx) => settleIn(trx, sub, cycle, order, result.reference),
        });
        if (outcome === "no_change") {
          // Paid through the e-mailed link while this charge was under way: staff must refund one.
          const message = `Charged ${formatPrice(order.total)} (${result.reference}) for delivery ${cycle.cycle} after order ${order.number} was already paid another way: refund one of the two payments`;
          await orders.noteOrderEvent({ orderId: order.id }, "double_payment", message);
          await recordSubscriptionEvent(db, {
            subscriptionId: sub.id,
            type: "double_payment",
            message,
            actor: "system",
            at: now(),
          });
        }
        return "paid";
      }
      await failed(sub, cycle, order, result);
      return result.status;
    },

    /** No stock (or no longer sold): wait a day at a time, up to STOCK_WAIT_DAYS, then skip. */
    async waitForStock(
      sub: SubscriptionRow,
      cycle: CycleRow,
      reason: string,
      names: readonly { name: string; flavor: string; quantity: number }[],
    ) {
      const at = now();
      const today = shopDayKey(at, shop.timeZone);
      const lastTry = addShopDays(cycle.due_on, STOCK_WAIT_DAYS);
      if (today >= lastTry) {
        const nextOn = addWeeks(cycle.due_on, sub.frequency_weeks);
        await db.transaction().execute(async (trx) => {
          if (!(await repo.moveCycle(trx, cycle, { status: "skipped", next_attempt_at: null, updated_at: at }))) return;
          await repo.advanceSubscription(trx, sub.id, cycle.cycle, nextOn, at);
          await mail.enqueue(skippedForStockMail(sub, shop, { nextOn }), trx);
          await recordSubscriptionEvent(trx, {
            subscriptionId: sub.id,
            type: "skipped_out_of_stock",
            message: `Delivery ${cycle.cycle} skipped: still out of stock after ${STOCK_WAIT_DAYS} days (${reason}). Not charged; next delivery ${nextOn}`,
            actor: "system",
            data: { cycle: cycle.cycle, reason, nextOn },
            at,
          });
        });
        mail.kick();
        return "skipped" as const;
      }
      const firstWait = cycle.next_attempt_at === null;
      await db.transaction().execute(async (trx) => {
        const next = chargeMoment(addShopDays(today, 1), shop.timeZone).toISOString();
        if (!(await repo.moveCycle(trx, cycle, { status: "waiting_stock", next_attempt_at: next, updated_at: at }))) {
          return;
        }
        if (!firstWait) return;
        await mail.enqueue(waitingStockMail(sub, shop, { reason, lines: names, lastTry }), trx);
        await recordSubscriptionEvent(trx, {
          subscriptionId: sub.id,
          type: "waiting_stock",
          message: `Delivery ${cycle.cycle} waiting for stock (${reason}); tried daily until ${lastTry}, not charged`,
          actor: "system",
          data: { cycle: cycle.cycle, reason, lastTry },
          at,
        });
      });
      mail.kick();
      return "waiting" as const;
    },
  };

  async function failed(
    sub: SubscriptionRow,
    cycle: CycleRow,
    order: OrderView,
    result: Exclude<SavedChargeResult, { status: "paid" }>,
  ) {
    const attempts = cycle.attempts + 1;
    const retry = retryOn(cycle.due_on, attempts);
    const needsAction = result.status === "needs_action";
    const reason = needsAction ? "your bank asked to confirm it" : result.message;
    if (!retry) {
      // The last try: the delivery is not sent. Closing the order first makes a repeat of this step harmless.
      await orders.abandonOrder(order.id, `Subscription ${sub.number} paused: the renewal could not be charged`);
    }
    const at = now();
    await db.transaction().execute(async (trx) => {
      const moved = await repo.moveCycle(trx, cycle, {
        status: retry && needsAction ? "needs_action" : "failed",
        order_id: order.id,
        attempts,
        next_attempt_at: retry ? chargeMoment(retry, shop.timeZone).toISOString() : null,
        charge_reference: needsAction ? result.reference : cycle.charge_reference,
        updated_at: at,
      });
      if (!moved) return;
      // With the cycle's move: each failed attempt is alerted once, whichever instance charged it.
      await queueStaffAlert(trx, { mail, notices: deps.notices ?? EVERY_CUSTOMER_EMAIL }, "failedRenewal", (to) =>
        failedRenewalAlert(to, shop, { number: sub.number, total: order.total, reason, retryOn: retry }),
      );
      if (retry) {
        await repo.setSubscriptionStatus(trx, sub.id, "past_due", ["active"], at);
        const payUrl = await links.create(trx, { subscriptionId: sub.id, customerId: sub.customer_id, purpose: "pay" });
        await mail.enqueue(
          paymentProblemMail(sub, shop, { total: order.total, needsAction, reason, retryOn: retry, payUrl }),
          trx,
        );
        await recordSubscriptionEvent(trx, {
          subscriptionId: sub.id,
          type: needsAction ? "payment_needs_action" : "payment_failed",
          message: `Delivery ${cycle.cycle}, attempt ${attempts}: ${needsAction ? "the bank asked the customer to authenticate" : `declined (${result.message})`}. Past due; e-mailed a link to pay; next try ${retry}`,
          actor: "system",
          data: { cycle: cycle.cycle, attempts, retryOn: retry, orderId: order.id },
          at,
        });
        return;
      }
      // A resume starts with the next delivery: this one's row is closed.
      await repo.advanceSubscription(trx, sub.id, cycle.cycle, addWeeks(cycle.due_on, sub.frequency_weeks), at);
      await repo.setSubscriptionStatus(trx, sub.id, "paused", ["active", "past_due"], at);
      await mail.enqueue(pausedMail(sub, shop), trx);
      await recordSubscriptionEvent(trx, {
        subscriptionId: sub.id,
        type: "paused_payment_failed",
        message: `Delivery ${cycle.cycle} could not be charged after ${attempts} attempts: not sent, subscription paused (order ${order.number} cancelled)`,
        actor: "system",
        data: { cycle: cycle.cycle, attempts, orderId: order.id },
        at,
      });
    });
    mail.kick();
  }
}

export type ChargeSteps = ReturnType<typeof createChargeSteps>;
