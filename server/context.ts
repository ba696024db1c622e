// Builds everything the server needs from a config: database (migrated and
// seeded), services, event bus. Tests build their own with a temp database.
import path from "node:path";
import type { Config } from "./config";
import { createLocalMediaStore, type MediaStore } from "./infra/storage/media-store";
import { createS3MediaStore } from "./infra/storage/s3-media-store";
import { localUploadBackend, s3UploadBackend, type UploadBackend } from "./modules/media/upload-backends";
import { createMediaService, type MediaService } from "./modules/media/media.service";
import { createUploadServer } from "./modules/media/upload.api";
import { createSettingsService, type SettingsService } from "./modules/settings/settings.service";
import { createVideoService, type VideoService } from "./modules/videos/video.service";
import { createDb, type Db } from "./infra/db/client";
import { migrateToLatest } from "./infra/db/migrate";
import { seedIfEmpty } from "./infra/db/seed";
import { createEventBus, type EventBus } from "./infra/events/event-bus";
import type { Logger } from "./logger";
import { createMail, type Mail } from "./infra/mail/mail";
import { createMemoryRateLimiter, createRateLimiter, type RateLimiter } from "./infra/rate-limit/rate-limiter";
import { createMessageService, type MessageService } from "./modules/messages/message.service";
import { createReturnService, type ReturnService } from "./modules/returns/return.service";
import { createProductService, type ProductService } from "./modules/products/product.service";
import { createProductCatalogue, type ProductCatalogue } from "./modules/products/product-catalogue";
import { createPgEventBus } from "./infra/events/pg-event-bus";
import { createAuthService, type AuthService } from "./modules/auth/auth.service";
import { createInboxService, type InboxService } from "./modules/inbox/inbox.service";
import { createCheckoutServices } from "./modules/checkout/checkout.wiring";
import type { CheckoutService } from "./modules/checkout/checkout.service";
import type { TestPaymentService } from "./modules/checkout/test-payment.service";
import type { OrderService } from "./modules/orders/order.service";
import type { StripeProvider } from "./infra/payments/stripe-provider";
import { createStockLedger } from "./modules/stock/stock.ledger";
import { createPromoService, type PromoService } from "./modules/promotions/promo.service";
import { createStockService, type StockService } from "./modules/stock/stock.service";

export type Services = {
  /** The active catalogue, prepared in memory for the storefront API and pages. */
  catalogue: ProductCatalogue;
  messages: MessageService;
  returns: ReturnService;
  /** Return requests and messages as staff read them in the admin. */
  inbox: InboxService;
  products: ProductService;
  auth: AuthService;
  orders: OrderService;
  checkout: CheckoutService;
  /** The built-in payment page (/pay/…); null when Stripe takes payments. */
  testPayments: TestPaymentService | null;
  media: MediaService;
  settings: SettingsService;
  videos: VideoService;
  /** Tubs per flavour, as staff set them and checkout reserves them. */
  stock: StockService;
  /** Promo codes: staff's list, the drawer's quote, checkout's pricing. */
  promos: PromoService;
};

type UploadServer = ReturnType<typeof createUploadServer>;

export type AppContext = {
  config: Config;
  logger: Logger;
  clock: () => Date;
  db: Db;
  events: EventBus;
  mail: Mail;
  rateLimiter: RateLimiter;
  /** Stripe Checkout when STRIPE_SECRET_KEY is set (its webhook needs it), else null. */
  stripe: StripeProvider | null;
  mediaStore: MediaStore;
  uploads: UploadServer;
  services: Services;
  close(): Promise<void>;
};

export async function createContext(opts: {
  config: Config;
  logger: Logger;
  clock?: () => Date;
  seed?: boolean;
}): Promise<AppContext> {
  const { config, logger } = opts;
  const clock = opts.clock ?? (() => new Date());
  const db = createDb(config.database, {
    onConnectionError: (err) => logger.warn({ err: err.message }, "a database connection was lost"),
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
    const stock = createStockService({ db, clock, events, products });
    const catalogue = createProductCatalogue({ products, events, stock });
    const auth = createAuthService({ db, logger, clock });
    await auth.ensureFirstAdmin(config.bootstrapAdmin);
    const mail = createMail({ db, logger, clock, config: config.mail });
    const rateLimiter =
      config.database.dialect === "sqlite" ? createMemoryRateLimiter({ clock }) : createRateLimiter({ db, clock });
    const shop = { shopName: config.shopName, supportEmail: config.mail.supportEmail };
    const messages = createMessageService({ db, logger, clock, mail, rateLimiter, shop });
    const returns = createReturnService({ db, logger, clock, mail, rateLimiter, shop });
    const inbox = createInboxService({ db, clock });
    const ledger = createStockLedger({
      clock,
      events,
      mail,
      shop: { ...shop, publicUrl: config.publicUrl },
    });
    const promos = createPromoService({ db, clock });
    const { orders, checkout, testPayments, stripe } = createCheckoutServices({
      promos,
      db,
      logger,
      clock,
      mail,
      config,
      stock: ledger,
    });
    // With S3_BUCKET, media and unfinished uploads live in the bucket, shared by every instance.
    let mediaStore: MediaStore;
    let backend: UploadBackend;
    if (config.s3) {
      const s3 = createS3MediaStore(config.s3);
      mediaStore = s3;
      backend = s3UploadBackend({ config: config.s3, store: s3 });
    } else {
      mediaStore = createLocalMediaStore(path.join(config.dataDir, "media"));
      backend = localUploadBackend({ directory: path.join(config.dataDir, "uploads"), store: mediaStore });
    }
    const media = createMediaService({ db, store: mediaStore, logger, clock });
    const settings = createSettingsService({ db, events, logger, clock });
    const videos = createVideoService({ db, media, events, logger, clock });
    const uploads = createUploadServer({ backend, media, videos, logger });
    const close = async () => {
      await mail.close();
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
      services: {
        catalogue,
        messages,
        returns,
        inbox,
        products,
        auth,
        orders,
        checkout,
        testPayments,
        media,
        settings,
        videos,
        stock,
        promos,
      },
      close,
    };
  } catch (err) {
    await db.destroy().catch(() => {});
    throw err;
  }
}
