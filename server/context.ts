// The composition root: everything the server needs is built here from a config, the database
// (migrated and seeded), the event bus, the stores, every service and every route. server/app.ts
// only mounts what `createRoutes` hands it. Tests build their own over a temp database.
import type { Config } from "./config";
import { createEmailPreviews } from "./email-previews";
import { createSettingsSections } from "./context-settings";
import { createMediaParts } from "./context-media";
import { createContentService } from "./modules/content/content.service";
import { contentDefaults } from "./modules/content/content-defaults";
import { createDb } from "./infra/db/client";
import { migrateToLatest } from "./infra/db/migrate";
import { seedIfEmpty } from "./infra/db/seed";
import { createEventBus } from "./infra/events/event-bus";
import type { Logger } from "./logger";
import { createBackInStockService } from "./modules/back-in-stock/back-in-stock.service";
import { createMail } from "./infra/mail/mail";
import { createMemoryRateLimiter, createRateLimiter } from "./infra/rate-limit/rate-limiter";
import { createMessageService } from "./modules/messages/message.service";
import { createReturnService } from "./modules/returns/return.service";
import { createProductService } from "./modules/products/product.service";
import { createProductCatalogue } from "./modules/products/product-catalogue";
import { createPayments } from "./context-payments";
import { createBackOffice } from "./context-back-office";
import { createAccounts } from "./context-accounts";
import { createSystem } from "./context-system";
import { createPgEventBus } from "./infra/events/pg-event-bus";
import { announcing, createWorkNotice } from "./infra/events/work-notice";
import { createAuthService } from "./modules/auth/auth.service";
import { createInboxService } from "./modules/inbox/inbox.service";
import { createStaffService } from "./modules/staff/staff.service";
import { createStockLedger } from "./modules/stock/stock.ledger";
import { createPromoService } from "./modules/promotions/promo.service";
import { createStockService } from "./modules/stock/stock.service";
import { createStockLotService } from "./modules/stock/stock-lots.service";
import { createLotAllocator } from "./modules/stock/stock-lots.allocate";
import { createAuditService } from "./modules/audit/audit.service";
import { createReviewService } from "./modules/reviews/review.service";
import { createCustomerService } from "./modules/customers/customer.service";
import { createMetrics } from "./infra/metrics/metrics";
import { watchContext } from "./infra/metrics/sources";
import { createAnalyticsService } from "./modules/analytics/analytics.service";
import { createRecovery } from "./context-recovery";
import { createLinkSigner } from "./infra/signed-links";
import { createRenewalServices } from "./context-renewals";
import { createTestClock } from "./modules/subscriptions/test-clock/test-clock";
import { createSubscriptionService } from "./modules/subscriptions/portal/subscription.service";
import { createTestCardReplacer } from "./modules/subscriptions/card/subscription-card";
import { createStripeCardReplacer } from "./modules/subscriptions/card/subscription-card-stripe";
import { createSubscriptionStaff } from "./modules/subscriptions/staff/subscription-staff";
import { createSubscriptionSignupReads } from "./modules/subscriptions/signup/subscription-signup.service";
import { createSubscriptionOfferService } from "./modules/subscriptions/offer/subscription-offer.service";

import type { AppContext, Services } from "./context-types";

export type { AppContext, Services };

export async function createContext(opts: {
  config: Config;
  logger: Logger;
  clock?: () => Date;
  seed?: boolean;
}): Promise<AppContext> {
  const { config, logger } = opts;
  const testClock = config.testClock ? createTestClock(opts.clock) : null;
  const clock = testClock?.now ?? opts.clock ?? (() => new Date());
  const metrics = createMetrics();
  const db = createDb(config.database, {
    onQuery: metrics.dbQuery,
    onConnectionError: (err) => logger.warn({ err: err.message }, "a database connection was lost"),
    onCheckpointError: (message) => logger.warn({ err: message }, "a database checkpoint failed"),
  });
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) logger.info({ applied }, "database migrated");
    // On PostgreSQL, events cross instances through LISTEN/NOTIFY.
    const events =
      config.database.dialect === "postgres"
        ? await createPgEventBus({ url: config.database.url, db, logger })
        : { ...createEventBus(), close: async () => {} };
    const products = createProductService({ db, logger, clock, events });
    if (opts.seed !== false) await seedIfEmpty({ db, products, logger, clock });
    const mail = createMail({ db, logger, clock, config: config.mail });
    const { settings, storeDetails, emailLook, paymentMethods, shipping, notices } = await createSettingsSections({
      db,
      events,
      logger,
      clock,
      config,
      mail,
    });
    const seller = storeDetails.seller;
    // Every signed link the shop e-mails (unsubscribe, restore, confirmations, stopping alerts).
    const signer = createLinkSigner(config.sessionSecret);
    const alertShop = { shopName: config.shopName, publicUrl: config.publicUrl, signer };
    const stock = createStockService({ db, clock, events, products, mail, shop: alertShop });
    // Before the stock ledger (settings, above): which lots are still sold depends on the sellable margin staff set.
    const stockLots = createStockLotService({
      db,
      clock,
      events,
      mail,
      shop: alertShop,
      timeZone: config.shopTimeZone,
      settings,
      stock,
    });
    const reviews = createReviewService({ db, clock, events, logger });
    const subscriptionOffers = createSubscriptionOfferService({ db, clock, events });
    const catalogue = createProductCatalogue({ products, events, stock, ratings: reviews, offers: subscriptionOffers });
    const auth = createAuthService({ db, logger, clock });
    await auth.ensureFirstAdmin(config.bootstrapAdmin);
    const rateLimiter =
      config.database.dialect === "sqlite" ? createMemoryRateLimiter({ clock }) : createRateLimiter({ db, clock });
    const shop = { shopName: config.shopName, supportEmail: config.mail.supportEmail };
    const work = createWorkNotice(events);
    const messages = announcing(
      createMessageService({ db, logger, clock, mail, rateLimiter, shop }),
      ["submitContactMessage"],
      work,
    );
    const returns = announcing(
      createReturnService({ db, logger, clock, mail, rateLimiter, shop }),
      ["submitReturnRequest"],
      work,
    );
    const inbox = announcing(
      createInboxService({ db, clock }),
      ["setReturnRequestStatus", "setContactMessageStatus"],
      work,
    );
    const staff = createStaffService({ db, logger, clock, mail, auth, shop: { ...shop, publicUrl: config.publicUrl } });
    const ledger = createStockLedger({
      clock,
      events,
      mail,
      shop: alertShop,
      notices,
      lots: createLotAllocator({ clock, timeZone: config.shopTimeZone, marginDays: stockLots.marginDays }),
    });
    const promos = createPromoService({ db, clock });
    const backInStock = createBackInStockService({ db, logger, clock, mail, rateLimiter, stock, shop: alertShop });
    // Before checkout: it records the e-mail and tick that the cart drawer sends with a checkout.
    const { recovery, consent } = createRecovery({
      db,
      logger,
      clock,
      mail,
      config,
      catalogue,
      rateLimiter,
      signer,
      seller,
      notices,
    });
    const { orders, checkout, testPayments, stripe, provider } = createPayments({
      recovery,
      paymentMethods,
      shipping,
      seller,
      catalogue,
      db,
      logger,
      clock,
      mail,
      config,
      stock: ledger,
      promos,
      work,
      notices,
    });
    const { mediaStore, media, videos, uploads } = createMediaParts({ db, events, logger, clock, config });
    const accounts = createAccounts({ db, logger, clock, mail, rateLimiter, config, reviews, seller });
    const { renewals, subscriptionLinks } = createRenewalServices({
      db,
      logger,
      clock,
      mail,
      config,
      orders,
      catalogue,
      provider,
      sessions: accounts.customerSessions,
      notices,
      shipping,
    });
    watchContext(metrics, { db, config, orders });
    // What the subscriptions' customer and staff sides both read: today's catalogue and shipping.
    const subscriptionReads = {
      db,
      clock,
      products: async () => (await catalogue.snapshot()).products,
      shippingSettings: () => shipping.current(),
    };
    const subscriptions = createSubscriptionService({
      ...subscriptionReads,
      mail,
      shop: { shopName: config.shopName, publicUrl: config.publicUrl, timeZone: config.shopTimeZone },
    });
    const analytics = createAnalyticsService({
      db,
      logger,
      clock,
      timeZone: config.shopTimeZone,
      ownHost: new URL(config.publicUrl).host,
      beaconsPerSecond: config.beaconsPerSecond,
    });
    const close = async () => {
      // The last second's beacons are written before the database closes.
      await analytics.close().catch((err: unknown) => logger.warn({ err }, "analytics flush at shutdown failed"));
      await mail.close();
      work.close();
      await events.close();
      await db.destroy();
    };
    return {
      config,
      logger,
      clock,
      db,
      events,
      mail,
      rateLimiter,
      stripe,
      mediaStore,
      uploads,
      metrics,
      testClock,
      services: {
        catalogue,
        messages,
        returns,
        inbox,
        products,
        auth,
        staff,
        orders,
        ...createBackOffice({
          db,
          logger,
          clock,
          config,
          orders,
          stockLots,
          mail,
          seller,
          notices,
          products,
          shipping,
        }),
        checkout,
        testPayments,
        media,
        settings,
        storeDetails,
        emailLook,
        emailPreviews: createEmailPreviews({ mail, rateLimiter, seller, brandFor: emailLook.brandFor }),
        paymentMethods,
        shipping,
        notifications: notices,
        content: createContentService({
          db,
          events,
          logger,
          clock,
          defaults: (key) => contentDefaults(key, config.shopName),
        }),
        videos,
        stock,
        stockLots,
        backInStock,
        promos,
        audit: createAuditService({ db, timeZone: config.shopTimeZone }),
        ...accounts,
        reviews,
        system: createSystem({ db, logger, clock, config, storeDetails }),
        analytics,
        recovery,
        consent,
        renewals,
        subscriptionLinks,
        subscriptions,
        replaceSubscriptionCard:
          "keepCard" in provider
            ? createTestCardReplacer({ subscriptions, clock, keepCard: (card) => provider.keepCard(db, card) })
            : null,
        stripeSubscriptionCard: stripe
          ? createStripeCardReplacer({ db, publicUrl: config.publicUrl, subscriptions, stripe, logger })
          : null,
        subscriptionStaff: createSubscriptionStaff({ ...subscriptionReads, timeZone: config.shopTimeZone }),
        subscriptionOffers,
        subscriptionSignup: createSubscriptionSignupReads(db),
        customers: createCustomerService({ db, clock, timeZone: config.shopTimeZone }),
      },
      close,
    };
  } catch (err) {
    await db.destroy().catch(() => {});
    throw err;
  }
}
