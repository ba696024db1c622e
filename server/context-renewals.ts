// The renewal side of the composition root (server/context.ts): the renewal job, the
// single-use links in its e-mails, and the payment page such a link opens for an unpaid renewal.
import type { Notices } from "./infra/mail/notices";
import type { ShippingSettings } from "../core/shipping";
import type { Config } from "./config";
import type { Db } from "./infra/db/client";
import type { Mail } from "./infra/mail/mail";
import type { PaymentProvider } from "./infra/payments/payment-provider";
import type { Logger } from "./logger";
import type { OrderService } from "./modules/orders/order.service";
import type { ProductCatalogue } from "./modules/products/product-catalogue";
import { createRenewalPaymentPage } from "./modules/subscriptions/renewals/renewal-payment-page";
import { createRenewals } from "./modules/subscriptions/renewals/renewal.service";
import { createSubscriptionLinks } from "./modules/subscriptions/links/subscription-links";

/** What renewals are built from; the rest of the subscriptions module is built from the same and more. */
export type RenewalDeps = {
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
};

export function createRenewalServices(deps: RenewalDeps) {
  const { db, config, orders, provider } = deps;
  const shop = { shopName: config.shopName, publicUrl: config.publicUrl, timeZone: config.shopTimeZone };

  const openPayment = createRenewalPaymentPage({ db, orders, provider });

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
  return { renewals, links: subscriptionLinks };
}
