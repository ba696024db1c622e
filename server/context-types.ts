// The composition root's types: what every route and job is handed (AppContext) and the services
// in it. Types only; context.ts builds them.
import type { EmailPreviews } from "./email-previews";
import type { Config } from "./config";
import type { MediaStore } from "./infra/storage/media-store";
import type { MediaService } from "./modules/media/media.service";
import type { createUploadServer } from "./modules/media/upload.api";
import type { ContentService } from "./modules/content/content.service";
import type { VideoService } from "./modules/videos/video.service";
import type { Db } from "./infra/db/client";
import type { AccountsFacade } from "./modules/accounts/accounts.facade";
import type { CheckoutFacade } from "./modules/checkout/checkout.facade";
import type { OrdersFacade } from "./modules/orders/orders.facade";
import type { ProductsFacade } from "./modules/products/products.facade";
import type { SettingsFacade } from "./modules/settings/settings.facade";
import type { StockFacade } from "./modules/stock/stock.facade";
import type { SubscriptionsFacade } from "./modules/subscriptions/subscriptions.facade";
import type { EventBus } from "./infra/events/event-bus";
import type { Logger } from "./logger";
import type { BackInStockService } from "./modules/back-in-stock/back-in-stock.service";
import type { Mail } from "./infra/mail/mail";
import type { RateLimiter } from "./infra/rate-limit/rate-limiter";
import type { MessageService } from "./modules/messages/message.service";
import type { ReturnService } from "./modules/returns/return.service";
import type { SystemService } from "./modules/system/system.service";
import type { AuthService } from "./modules/auth/auth.service";
import type { InboxService } from "./modules/inbox/inbox.service";
import type { StaffService } from "./modules/staff/staff.service";
import type { StripeProvider } from "./infra/payments/stripe-provider";
import type { PromoService } from "./modules/promotions/promo.service";
import type { AuditService } from "./modules/audit/audit.service";
import type { ReviewService } from "./modules/reviews/review.service";
import type { CustomerService } from "./modules/customers/customer.service";
import type { Metrics } from "./infra/metrics/metrics";
import type { AnalyticsService } from "./modules/analytics/analytics.service";
import type { RecoveryService } from "./modules/recovery/recovery.service";
import type { ConsentService } from "./modules/consent/consent.service";
import type { TestClock } from "./modules/subscriptions/test-clock/test-clock";

/**
 * One entry per module of server/modules/ with a service (events and payment-webhooks have only
 * routes), named after its folder: its main service, with the module's other parts as named
 * properties where it has any (its `<m>.facade.ts`, ADR 0049).
 */
export type Services = {
  accounts: AccountsFacade;
  /** Cookieless counting of the storefront's beacons and the Analytics screen. */
  analytics: AnalyticsService;
  /** Who changed what: read here; written by each service in its own transaction. */
  audit: AuditService;
  auth: AuthService;
  backInStock: BackInStockService;
  checkout: CheckoutFacade;
  /** Marketing consent confirmed by the address owner (the e-mailed confirmation link). */
  consent: ConsentService;
  content: ContentService;
  /** The Customers screen: everyone who has ordered or has an account. */
  customers: CustomerService;
  /** Return requests and messages as staff read them in the admin. */
  inbox: InboxService;
  media: MediaService;
  messages: MessageService;
  orders: OrdersFacade;
  products: ProductsFacade;
  /** Promo codes: staff's list, the drawer's quote, checkout's pricing. */
  promotions: PromoService;
  /** Abandoned checkout recovery: reminders, unsubscribe and restore links. */
  recovery: RecoveryService;
  returns: ReturnService;
  /** Reviews by verified buyers: written from the account, moderated in the admin. */
  reviews: ReviewService;
  settings: SettingsFacade<EmailPreviews>;
  /** Staff roles and invitations. */
  staff: StaffService;
  /** Tubs per flavour, as staff set them and checkout reserves them. */
  stock: StockFacade;
  subscriptions: SubscriptionsFacade;
  /** The System screen: instances, database, mail, jobs, media, warnings. */
  system: SystemService;
  videos: VideoService;
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
  /** Prometheus metrics (GET /metrics). */
  metrics: Metrics;
  /** TEST_CLOCK=true: the shop's clock an owner may move forward; else null. */
  testClock: TestClock | null;
  close(): Promise<void>;
};
