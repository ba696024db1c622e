// The test page's payments that confirm later, standing in for Afterpay or a bank debit at Stripe:
// the page completes and the order waits pending (Stripe's checkout.session.completed, unpaid);
// after a short delay the page's own event pays it or cancels it (async_payment_succeeded or
// async_payment_failed), through the same orders service and with event ids of its own, so each
// applies once whichever arrives first.
import { randomBytes } from "node:crypto";
import type { ShippingAddress } from "../../../core/order";
import type { DelayedOutcome, TestProvider } from "../../infra/payments/test-provider";
import type { Logger } from "../../logger";
import type { OrderService } from "../orders/order.service";
import type { EventOutcome } from "../orders/order.types";

/** The page's choices besides a card: the form's `method` value, and how each ends. */
export const DELAYED_METHODS: Record<string, DelayedOutcome> = { confirms_later: "succeeds", fails_later: "fails" };

/** Long enough to see the success page wait; short enough not to keep a tester waiting. */
export const DELAYED_SETTLE_MS = 4000;

export function createDelayedTestPayments(deps: {
  provider: TestProvider;
  orders: OrderService;
  logger: Logger;
  settleMs?: number;
}) {
  const { provider, orders, logger } = deps;

  /** The page's delayed event for a session paid that way; null for any other session. */
  async function settle(sessionId: string): Promise<EventOutcome | null> {
    const session = await provider.getSession(sessionId);
    if (!session?.delayed_outcome) return null;
    if (session.delayed_outcome === "fails") {
      return orders.cancelOrder({
        eventId: `test:${sessionId}:async_failed`,
        provider: "test",
        type: "payment.async_failed",
        sessionId,
        reason: "The payment did not go through",
      });
    }
    const order = await orders.getOrder(session.order_id);
    return orders.confirmPayment({
      eventId: `test:${sessionId}:async_succeeded`,
      provider: "test",
      type: "payment.async_succeeded",
      sessionId,
      email: order.email,
      customerName: order.customerName,
      shippingAddress: order.shippingAddress,
      paymentReference: `test_bank_${randomBytes(10).toString("hex")} (test payment confirmed later)`,
      paymentMethod: "A test method that confirms later",
    });
  }

  return {
    settle,
    /** The shopper chose a method that confirms later: the order waits, and is settled after a delay. */
    async start(
      sessionId: string,
      outcome: DelayedOutcome,
      who: { email: string; name: string; address: ShippingAddress },
    ): Promise<void> {
      await orders.paymentProcessing({
        eventId: `test:${sessionId}:completed`,
        provider: "test",
        type: "session.completed",
        sessionId,
        email: who.email,
        customerName: who.name,
        shippingAddress: who.address,
        alsoInTransaction: (trx) => provider.completeSession(trx, sessionId, outcome),
      });
      // A restart loses the timer: the session keeps its outcome, and settling it again is harmless.
      setTimeout(() => {
        settle(sessionId).catch((err: unknown) => logger.warn({ err, sessionId }, "delayed test payment not settled"));
      }, deps.settleMs ?? DELAYED_SETTLE_MS).unref();
    },
  };
}
