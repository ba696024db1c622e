// What payment providers tell us about an order (the test page and Stripe's webhooks):
// payment confirmed, page expired, payment failed, money refunded outside the shop.
// Each event is claimed by its id in the transaction of the change it causes, so a
// redelivered or racing event does nothing.
import { formatPrice } from "../../../core/money";
import { paymentProviderName } from "../../../core/payment-card";
import type { Db } from "../../infra/db/client";
import { EVERY_CUSTOMER_EMAIL, queueStaffAlert } from "../../infra/mail/notices";
import { newOrderAlert } from "./order-alert.emails";
import { productPictures } from "../products/product-pictures";
import { confirmationMail } from "./order.emails";
import { paymentFailedMail } from "./payment-failed.emails";
import type { StockEffect } from "../stock/stock.ledger";
import * as repo from "./order.repository";
import type { OrderSteps } from "./order.steps";
import type { OrderView } from "../../../core/order";
import type {
  EventOutcome,
  KeptPaymentMethod,
  OrderRef,
  OrderServiceDeps,
  PaymentConfirmation,
  ProviderEvent,
} from "./order.types";

export function createPaymentEvents(deps: OrderServiceDeps, steps: OrderSteps) {
  const { db, logger, mail, seller, stock, promos } = deps;
  const { now, addEvent, load, find, markRefunded } = steps;

  /**
   * Claims the event id, finds the order and applies `change` once, all in one
   * transaction: if anything fails, nothing is recorded and the provider retries.
   */
  async function applyProviderEvent(
    ev: ProviderEvent,
    ref: OrderRef,
    change: (trx: Db, order: repo.OrderRow) => Promise<boolean>,
  ): Promise<EventOutcome> {
    // On SQLite, confirmations arriving together (a renewal run's) share one commit and flush.
    const transaction = <T>(work: (trx: Db) => Promise<T>) =>
      deps.writer ? deps.writer.run(work) : db.transaction().execute(work);
    let customerId: string | null = null;
    const outcome = await transaction(async (trx): Promise<EventOutcome> => {
      const order = await find(trx, ref);
      customerId = order?.account_id ?? null;
      const fresh = await repo.claimProviderEvent(trx, {
        event_id: ev.eventId,
        provider: ev.provider,
        type: ev.type,
        order_id: order?.id ?? null,
        processed_at: now(),
      });
      if (!fresh) return "duplicate";
      if (!order) return "unknown_order";
      const changed = await change(trx, order);
      await ev.alsoInTransaction?.(trx);
      return changed ? "applied" : "no_change";
    });
    // Who paid is logged by an opaque account id only: never their e-mail, name or address.
    const logged = { sessionId: ref.sessionId, orderId: ref.orderId, customerId };
    logger.info({ eventId: ev.eventId, type: ev.type, outcome, provider: ev.provider, ...logged }, "payment event");
    return outcome;
  }

  /** Money was taken for tubs that were no longer there: staff must see it on the order. */
  async function flagOversold(trx: Db, orderId: string, shortfalls: { flavor: string; short: number }[]) {
    await repo.markOversold(trx, orderId, now());
    const what = shortfalls.map((s) => `${s.short} ${s.flavor}`).join(", ");
    await addEvent(
      trx,
      orderId,
      "oversold",
      `Oversold: paid after its stock reservation was released, and ${what} could not be covered. Restock, or contact the customer and refund.`,
    );
  }

  /** One use of the order's code; over a limit the discount is honoured and staff are told. */
  async function countPromoUse(trx: Db, order: repo.OrderRow, email: string | null) {
    const outcome = await promos.countUse(trx, {
      id: order.id,
      promoCode: order.promo_code!,
      email,
      discount: order.discount,
      total: order.total,
    });
    if (outcome === "counted") return;
    const why =
      outcome === "used_up"
        ? `its last use went to another payment first`
        : `${email ?? "this customer"} had already used it as often as allowed`;
    await addEvent(
      trx,
      order.id,
      "promo_over_limit",
      `Promo code ${order.promo_code} honoured over its limit: ${why}. The discount stands (the payment was taken).`,
    );
  }

  /** A first order's subscriptions, on its timeline; none when the order has no subscription line. */
  async function startSubscriptions(trx: Db, order: repo.OrderRow, paid: OrderView, kept: KeptPaymentMethod | null) {
    if (!deps.subscriptions) return [];
    const { created, problem } = await deps.subscriptions.createForPaidOrder(trx, { row: order, view: paid }, kept);
    if (problem) await addEvent(trx, order.id, "subscription", problem);
    for (const s of created) {
      await addEvent(
        trx,
        order.id,
        "subscription",
        `Subscription ${s.number} started: every ${s.frequencyWeeks} weeks, next charge on ${s.nextChargeOn}`,
      );
    }
    return created;
  }

  return {
    /** A provider event that changes no state but belongs on the timeline (claimed once like the rest). */
    noteProviderEvent(ev: ProviderEvent & OrderRef & { note: string; message: string }): Promise<EventOutcome> {
      return applyProviderEvent(ev, ev, async (trx, order) => {
        await addEvent(trx, order.id, ev.note, ev.message);
        return true;
      });
    },

    /**
     * The shopper finished paying with a method that confirms later: the order stays pending with
     * its stock held, and keeps who is paying, so a later failure can tell them. An order that has
     * moved on (a failure or a payment that arrived first) is left as it is.
     */
    paymentProcessing(
      ev: ProviderEvent & OrderRef & Pick<PaymentConfirmation, "email" | "customerName" | "shippingAddress">,
    ): Promise<EventOutcome> {
      return applyProviderEvent(ev, ev, async (trx, order) => {
        const held = await repo.transitionOrder(trx, order.id, ["pending"], {
          status: "pending",
          updated_at: now(),
          email: ev.email ?? order.email,
          customer_name: ev.customerName ?? ev.shippingAddress?.name ?? order.customer_name,
          ...(ev.shippingAddress ? { shipping_address: JSON.stringify(ev.shippingAddress) } : {}),
        });
        if (!held) return false;
        await addEvent(trx, order.id, "payment_processing", "Checkout completed; the payment is still processing");
        return true;
      });
    },

    /** The provider says the money is taken: paid exactly once, confirmation e-mail in the same transaction. */
    async confirmPayment(input: PaymentConfirmation): Promise<EventOutcome> {
      let effect: StockEffect | null = null;
      const outcome = await applyProviderEvent(input, input, async (trx, order) => {
        const at = now();
        const changed = await repo.transitionOrder(trx, order.id, ["pending", "expired", "cancelled"], {
          status: "paid",
          updated_at: at,
          paid_at: at,
          email: input.email,
          customer_name: input.customerName ?? input.shippingAddress?.name ?? null,
          shipping_address: input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
          payment_reference: input.paymentReference,
          ...(input.paymentMethod ? { payment_method: input.paymentMethod } : {}),
        });
        if (!changed) return false;
        const late = order.status !== "pending" ? ` (the order was ${order.status}: check and refund if needed)` : "";
        await addEvent(trx, order.id, "paid", `Payment confirmed by ${paymentProviderName(input.provider)}${late}`, {
          eventId: input.eventId,
          reference: input.paymentReference,
        });
        const taken = await stock.commit(trx, order.id);
        effect = taken;
        if (taken.shortfalls.length > 0) await flagOversold(trx, order.id, taken.shortfalls);
        if (order.promo_code) await countPromoUse(trx, order, input.email);
        const paid = (await load(trx, order.id))!;
        const subscribed = await startSubscriptions(trx, order, paid, input.keptPaymentMethod ?? null);
        const renewal = (await deps.subscriptions?.renewalPaid?.(
          trx,
          { row: order, view: paid },
          input.keptPaymentMethod ?? null,
          at,
        )) ?? { notes: [], mail: [] };
        for (const note of renewal.notes) await addEvent(trx, order.id, "subscription", note);
        if (paid.email) {
          const pictures = await productPictures(
            trx,
            paid.lines.map((l) => l.productId),
            seller.publicUrl,
          );
          const pictureOf = (productId: string) => pictures.get(productId) ?? null;
          await mail.enqueue(confirmationMail(paid, seller, subscribed, renewal.mail, pictureOf), trx);
          await addEvent(trx, order.id, "email", `Order confirmation and tax invoice e-mailed to ${paid.email}`);
        }
        // In the payment's transaction: an order is paid once, so its alert goes once.
        await queueStaffAlert(trx, { mail, notices: deps.notices ?? EVERY_CUSTOMER_EMAIL }, "newOrder", (to) =>
          newOrderAlert(to, paid, seller),
        );
        return true;
      });
      if (outcome === "applied") {
        mail.kick();
        stock.settle(effect);
      }
      return outcome;
    },

    /** The payment page timed out before payment: its tubs go back on sale. */
    async expireOrder(ev: ProviderEvent & OrderRef): Promise<EventOutcome> {
      let effect: StockEffect | null = null;
      const outcome = await applyProviderEvent(ev, ev, async (trx, order) => {
        if (!(await repo.transitionOrder(trx, order.id, ["pending"], { status: "expired", updated_at: now() }))) {
          return false;
        }
        await addEvent(trx, order.id, "expired", "Payment page expired without payment");
        effect = await stock.release(trx, order.id);
        return true;
      });
      if (outcome === "applied") stock.settle(effect);
      return outcome;
    },

    /**
     * The provider reports money given back outside this shop (e.g. in Stripe's dashboard). A full
     * refund makes the order refunded and tells the customer; a partial one goes on the timeline for
     * staff. After a refund staff made here, the provider's echo changes nothing.
     */
    async providerRefunded(
      ev: ProviderEvent & OrderRef & { reference: string; amount: number; full: boolean },
    ): Promise<EventOutcome> {
      const outcome = await applyProviderEvent(ev, ev, async (trx, order) => {
        if (!ev.full) {
          await addEvent(
            trx,
            order.id,
            "partial_refund",
            `Partly refunded ${formatPrice(ev.amount)} at ${paymentProviderName(ev.provider)} (${ev.reference})`,
            // What the order's adjustment note adds up.
            { amount: ev.amount, reference: ev.reference },
          );
          return true;
        }
        return markRefunded(
          trx,
          order.id,
          ev.reference,
          `Refunded ${formatPrice(ev.amount)} at ${paymentProviderName(ev.provider)} (${ev.reference})`,
        );
      });
      if (outcome === "applied") mail.kick();
      return outcome;
    },

    /**
     * The payment failed for good (e.g. a bank debit bounced): its tubs go back on sale, and a
     * shopper whose e-mail is known is told, once, in the same transaction.
     */
    async cancelOrder(ev: ProviderEvent & OrderRef & { reason: string; email?: string | null }): Promise<EventOutcome> {
      let effect: StockEffect | null = null;
      const outcome = await applyProviderEvent(ev, ev, async (trx, order) => {
        const email = order.email ?? ev.email ?? null;
        const at = now();
        if (!(await repo.transitionOrder(trx, order.id, ["pending"], { status: "cancelled", updated_at: at, email }))) {
          return false;
        }
        await addEvent(trx, order.id, "cancelled", ev.reason);
        effect = await stock.release(trx, order.id);
        const cancelled = (await load(trx, order.id))!;
        if (cancelled.email) {
          await mail.enqueue(paymentFailedMail(cancelled, seller), trx);
          await addEvent(trx, order.id, "email", `Told ${cancelled.email} the payment did not go through`);
        }
        return true;
      });
      if (outcome === "applied") {
        mail.kick();
        stock.settle(effect);
      }
      return outcome;
    },
  };
}
