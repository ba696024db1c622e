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
import { productsFacade } from "./modules/products/products.facade";
import { ordersFacade } from "./modules/orders/orders.facade";
import { settingsFacade } from "./modules/settings/settings.facade";
import { stockFacade } from "./modules/stock/stock.facade";
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
import { createSubscriptions } from "./context-subscriptions";
import { createTestClock } from "./modules/subscriptions/test-clock/test-clock";
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
    const promotions = createPromoService({ db, clock });
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
    const { orders, checkout, stripe, provider } = createPayments({
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
      promos: promotions,
      work,
      notices,
    });
    const { mediaStore, media, videos, uploads } = createMediaParts({ db, events, logger, clock, config });
    const accounts = createAccounts({ db, logger, clock, mail, rateLimiter, config, reviews, seller });
    const subscriptions = createSubscriptions({
      db,
      logger,
      clock,
      mail,
      config,
      orders,
      catalogue,
      provider,
      stripe,
      sessions: accounts.sessions,
      notices,
      shipping,
      offers: subscriptionOffers,
    });
    watchContext(metrics, { db, config, orders });
    const backOffice = createBackOffice({
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
        accounts,
        analytics,
        audit: createAuditService({ db, timeZone: config.shopTimeZone }),
        auth,
        backInStock,
        checkout,
        consent,
        content: createContentService({
          db,
          events,
          logger,
          clock,
          defaults: (key) => contentDefaults(key, config.shopName),
        }),
        customers: createCustomerService({ db, clock, timeZone: config.shopTimeZone }),
        inbox,
        media,
        messages,
        orders: ordersFacade(orders, backOffice.orderParts),
        products: productsFacade(products, { catalogue }),
        promotions,
        recovery,
        returns,
        reviews,
        settings: settingsFacade(settings, {
          storeDetails,
          emailLook,
          paymentMethods,
          shipping,
          notifications: notices,
          emailPreviews: createEmailPreviews({ mail, rateLimiter, seller, brandFor: emailLook.brandFor }),
        }),
        staff,
        stock: stockFacade(stock, { lots: stockLots, barcodes: backOffice.barcodes }),
        subscriptions,
        system: createSystem({ db, logger, clock, config, storeDetails }),
        videos,
      },
      close,
    };
  } catch (err) {
    await db.destroy().catch(() => {});
    throw err;
  }
}
