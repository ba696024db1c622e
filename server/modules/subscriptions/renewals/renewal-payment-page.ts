// The payment page a pay link opens (links/subscription-links.ts): the provider's page for the
// subscription's renewal that waits on a failed payment, so the customer pays that order itself.
import { CURRENCY } from "../../../../core/constants";
import type { Db } from "../../../infra/db/client";
import type { PaymentProvider } from "../../../infra/payments/payment-provider";
import type { OrderService } from "../../orders/order.service";
import * as repo from "./renewal.repository";

export function createRenewalPaymentPage(deps: {
  db: Db;
  orders: Pick<OrderService, "getOrder" | "attachPaymentSession">;
  provider: Pick<PaymentProvider, "name" | "createSession">;
}) {
  const { db, orders, provider } = deps;

  /** The page's URL, or null when nothing is owed (no failed renewal, or its order is settled). */
  return async function openPayment(subscriptionId: string): Promise<string | null> {
    const open = await repo.selectOrderAwaitingPayment(db, subscriptionId);
    if (!open?.order_id) return null;
    const order = await orders.getOrder(open.order_id);
    if (order.status !== "pending" && order.status !== "expired") return null;
    const sub = await repo.selectPayer(db, subscriptionId);
    const session = await provider.createSession({
      id: order.id,
      number: order.number,
      currency: CURRENCY,
      lines: order.lines,
      shipping: order.shipping,
      total: order.total,
      ...(sub ? { customerEmail: sub.email } : {}),
      // The card paid with here becomes the subscription's (under its Stripe Customer, if it has one).
      keepPaymentMethod: true,
      providerCustomer: sub?.provider === provider.name ? sub.provider_customer : null,
    });
    // The order is found by its session when the page is paid (as a checkout's is).
    await orders.attachPaymentSession(order.id, session.id);
    return session.url;
  };
}
