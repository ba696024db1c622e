// The renewal side of the composition root (server/context.ts): the renewal job, the
// single-use links in its e-mails, and the payment page such a link opens for an unpaid renewal.
import type { Notices } from "./infra/mail/notices";
import { CURRENCY } from "../core/constants";
import type { ShippingSettings } from "../core/shipping";
import type { Config } from "./config";
import type { Db } from "./infra/db/client";
import type { Mail } from "./infra/mail/mail";
import type { PaymentProvider } from "./infra/payments/payment-provider";
import type { Logger } from "./logger";
import type { OrderService } from "./modules/orders/order.service";
import type { ProductCatalogue } from "./modules/products/product-catalogue";
import { createRenewals } from "./modules/subscriptions/renewals/renewal.service";
import { createSubscriptionLinks } from "./modules/subscriptions/links/subscription-links";

export function createRenewalServices(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  config: Config;
  orders: OrderService;
  catalogue: ProductCatalogue;
  provider: PaymentProvider;
  sessions: { start(customerId: string): Promise<{ setCookie: string }> };
  notices?: Notices;
  shipping: { current(): ShippingSettings };
}) {
  const { db, config, orders, provider } = deps;
  const shop = { shopName: config.shopName, publicUrl: config.publicUrl, timeZone: config.shopTimeZone };

  /** The provider's payment page for the subscription's renewal that waits on a failed payment. */
  async function openPayment(subscriptionId: string): Promise<string | null> {
    const open = await db
      .selectFrom("subscription_cycles")
      .select("order_id")
      .where("subscription_id", "=", subscriptionId)
      .where("status", "in", ["failed", "needs_action"])
      .where("next_attempt_at", "is not", null)
      .where("order_id", "is not", null)
      .orderBy("cycle", "desc")
      .executeTakeFirst();
    if (!open?.order_id) return null;
    const order = await orders.getOrder(open.order_id);
    if (order.status !== "pending" && order.status !== "expired") return null;
    const sub = await db
      .selectFrom("subscriptions")
      .select(["email", "provider", "provider_customer"])
      .where("id", "=", subscriptionId)
      .executeTakeFirst();
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
  }

  const subscriptionLinks = createSubscriptionLinks({
    db,
    clock: deps.clock,
    publicUrl: config.publicUrl,
    sessions: deps.sessions,
    openPayment,
  });
  const renewals = createRenewals({
    db,
    clock: deps.clock,
    logger: deps.logger,
    mail: deps.mail,
    orders,
    provider,
    links: subscriptionLinks,
    shop,
    catalogue: deps.catalogue,
    shipping: deps.shipping,
    ...(deps.notices ? { notices: deps.notices } : {}),
    ...(config.instanceName ? { instance: config.instanceName } : {}),
  });
  return { renewals, subscriptionLinks };
}
