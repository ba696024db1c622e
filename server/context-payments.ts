// The payment side of the composition root (server/context.ts): the provider, orders, checkout
// and the built-in payment page, with the group commit that checkouts on SQLite go through.
import type { Config } from "./config";
import { walGateOf, type Db } from "./infra/db/client";
import { createGroupCommit } from "./infra/db/group-commit";
import { createWalSync } from "./infra/db/wal-sync";
import { announcing, type WorkNotice } from "./infra/events/work-notice";
import type { Mail } from "./infra/mail/mail";
import type { Notices } from "./infra/mail/notices";
import { refundsThrough } from "./infra/payments/refund-routing";
import { createStripeProvider } from "./infra/payments/stripe-provider";
import { createTestProvider } from "./infra/payments/test-provider";
import type { Logger } from "./logger";
import { checkoutFacade } from "./modules/checkout/checkout.facade";
import { createCheckoutService } from "./modules/checkout/checkout.service";
import { createTestPaymentService } from "./modules/checkout/test-payment.service";
import { orderAttachmentRenderers } from "./modules/orders/order-documents";
import { createOrderService } from "./modules/orders/order.service";
import type { Seller } from "./modules/orders/order.emails";
import type { ShippingSettingsService } from "./modules/settings/shipping-settings";
import type { ProductCatalogue } from "./modules/products/product-catalogue";
import type { PromoService } from "./modules/promotions/promo.service";
import type { PaymentMethodsService } from "./modules/settings/payment-methods";
import type { RecoveryService } from "./modules/recovery/recovery.service";
import type { StockLedger } from "./modules/stock/stock.ledger";
import { createSubscriptionSignup } from "./modules/subscriptions/signup/subscription-signup.service";
import { renewalRecipient } from "./modules/subscriptions/renewals/renewal-paylink";

/**
 * The payment side: the provider (the test page by default, Stripe when STRIPE_SECRET_KEY is
 * set), orders (refunding through whichever provider took the money), and checkout with the test
 * page's service beside it. Stripe's webhook (modules/payment-webhooks) drives the same orders service.
 */
export function createPayments(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  config: Config;
  stock: StockLedger;
  promos: PromoService;
  catalogue: ProductCatalogue;
  work: WorkNotice;
  /** Who sells, from Settings (always the current values). */
  seller: Seller;
  /** Records the e-mail and tick a checkout is posted with. */
  recovery: Pick<RecoveryService, "recordContact">;
  /** The ways to pay the owner turned on (always the current choice). */
  paymentMethods?: Pick<PaymentMethodsService, "current">;
  /** The owner's shipping options, which checkout prices each cart with. */
  shipping: ShippingSettingsService;
  notices?: Notices;
}) {
  const { db, logger, clock, mail, config, stock, promos, catalogue } = deps;
  const { seller } = deps;
  const p = config.payments;
  const stripe =
    p.provider === "stripe"
      ? createStripeProvider({
          secretKey: p.secretKey,
          webhookSecret: p.webhookSecret,
          publicUrl: config.publicUrl,
          shopName: config.shopName,
          ...(deps.paymentMethods ? { paymentMethods: deps.paymentMethods.current } : {}),
          ...(p.api ? { api: p.api } : {}),
        })
      : null;
  // On SQLite a commit waits for the disk: checkouts arriving together share one, flushed off
  // the event loop (docs/decisions/0017).
  const writer =
    config.database.dialect === "sqlite"
      ? createGroupCommit(db, { ...walSyncOf(config.database.file), gate: walGateOf(db) })
      : undefined;
  // A paid, fulfilled or refunded order changes the admin's "to fulfil" badge.
  const orders = announcing(
    createOrderService({
      db,
      logger,
      clock,
      mail,
      seller,
      stock,
      promos,
      writer,
      refunds: refundsThrough(stripe),
      subscriptions: createSubscriptionSignup({ timeZone: config.shopTimeZone }),
      ...(deps.notices ? { notices: deps.notices } : {}),
      sqliteFile:
        config.database.dialect === "sqlite" && config.database.file !== ":memory:" ? config.database.file : undefined,
    }),
    ["confirmPayment", "fulfilOrder", "refundOrder"],
    deps.work,
  );
  // The order e-mails name their PDFs; the sender makes them from the order when it sends.
  for (const [kind, render] of Object.entries(orderAttachmentRenderers(orders))) mail.registerAttachment(kind, render);
  const checkoutDeps = { db, logger, orders, promos, catalogue, contacts: deps.recovery, shipping: deps.shipping };
  if (seller.document === "confirmation") {
    logger.warn("No ABN in Settings: orders are confirmed without a tax invoice until the owner enters it");
  }
  if (stripe) {
    return {
      orders,
      checkout: checkoutFacade(createCheckoutService({ ...checkoutDeps, provider: stripe }), { testPayments: null }),
      stripe,
      provider: stripe,
    };
  }
  const provider = createTestProvider({ db, clock });
  const testPayments = createTestPaymentService({
    db,
    logger,
    clock,
    provider,
    orders,
    shipping: deps.shipping,
    renewalRecipient: (id) => renewalRecipient(db, id),
  });
  return {
    orders,
    checkout: checkoutFacade(createCheckoutService({ ...checkoutDeps, provider }), { testPayments }),
    stripe: null,
    provider,
  };
}

/** An in-memory database has no log file to flush: its batches commit the plain way. */
function walSyncOf(file: string) {
  return file === ":memory:" ? {} : { syncWal: createWalSync(`${file}-wal`) };
}
