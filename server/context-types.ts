// The composition root's types: what every route and job is handed (AppContext) and the services
// in it. Types only; context.ts builds them.
import type { EmailPreviews } from "./email-previews";
import type { PaymentMethodsService } from "./modules/settings/payment-methods";
import type { OrderRecall } from "./modules/orders/order-recall";
import type { OrderPacking } from "./modules/orders/order-pack.service";
import type { LabelService } from "./modules/orders/order-label.service";
import type { BulkFulfilResult } from "../core/order-bulk";
import type { Actor } from "./modules/audit/audit.record";
import type { FlavourBarcodes } from "./modules/stock/flavour-barcodes.service";
import type { RecallNotices } from "./modules/orders/order-recall-notice";
import type { Config } from "./config";
import type { MediaStore } from "./infra/storage/media-store";
import type { MediaService } from "./modules/media/media.service";
import type { createUploadServer } from "./modules/media/upload.api";
import type { SettingsService } from "./modules/settings/settings.service";
import type { StockLotService } from "./modules/stock/stock-lots.service";
import type { EmailLook } from "./modules/settings/email-look";
import type { NotificationsService } from "./modules/settings/notifications";
import type { ShippingSettingsService } from "./modules/settings/shipping-settings";
import type { StoreDetailsService } from "./modules/settings/store-details";
import type { ContentService } from "./modules/content/content.service";
import type { VideoService } from "./modules/videos/video.service";
import type { Db } from "./infra/db/client";
import type { EventBus } from "./infra/events/event-bus";
import type { Logger } from "./logger";
import type { BackInStockService } from "./modules/back-in-stock/back-in-stock.service";
import type { Mail } from "./infra/mail/mail";
import type { RateLimiter } from "./infra/rate-limit/rate-limiter";
import type { MessageService } from "./modules/messages/message.service";
import type { ReturnService } from "./modules/returns/return.service";
import type { ProductService } from "./modules/products/product.service";
import type { ProductCatalogue } from "./modules/products/product-catalogue";
import type { SystemService } from "./modules/system/system.service";
import type { AccountData } from "./modules/accounts/account-data";
import type { AuthService } from "./modules/auth/auth.service";
import type { InboxService } from "./modules/inbox/inbox.service";
import type { StaffService } from "./modules/staff/staff.service";
import type { CheckoutService } from "./modules/checkout/checkout.service";
import type { TestPaymentService } from "./modules/checkout/test-payment.service";
import type { OrderService } from "./modules/orders/order.service";
import type { BulkOrders } from "./modules/orders/order-bulk.service";
import type { StripeProvider } from "./infra/payments/stripe-provider";
import type { PromoService } from "./modules/promotions/promo.service";
import type { StockService } from "./modules/stock/stock.service";
import type { CustomerSessions } from "./modules/accounts/customer-session";
import type { SignInService } from "./modules/accounts/sign-in.service";
import type { AccountService } from "./modules/accounts/account.service";
import type { PasskeyService } from "./modules/accounts/passkey.service";
import type { OidcService } from "./modules/accounts/oidc.service";
import type { AuditService } from "./modules/audit/audit.service";
import type { ReviewService } from "./modules/reviews/review.service";
import type { CustomerService } from "./modules/customers/customer.service";
import type { Metrics } from "./infra/metrics/metrics";
import type { AnalyticsService } from "./modules/analytics/analytics.service";
import type { RecoveryService } from "./modules/recovery/recovery.service";
import type { ConsentService } from "./modules/consent/consent.service";
import type { Renewals } from "./modules/subscriptions/renewals/renewal.service";
import type { SubscriptionLinks } from "./modules/subscriptions/links/subscription-links";
import type { TestClock } from "./modules/subscriptions/test-clock/test-clock";
import type { SubscriptionService } from "./modules/subscriptions/portal/subscription.service";
import type { createTestCardReplacer } from "./modules/subscriptions/card/subscription-card";
import type { StripeCardReplacer } from "./modules/subscriptions/card/subscription-card-stripe";
import type { SubscriptionStaff } from "./modules/subscriptions/staff/subscription-staff";
import type { createSubscriptionSignupReads } from "./modules/subscriptions/signup/subscription-signup.service";
import type { SubscriptionOfferService } from "./modules/subscriptions/offer/subscription-offer.service";

export type Services = {
  /** The active catalogue, prepared in memory for the storefront API and pages. */
  catalogue: ProductCatalogue;
  messages: MessageService;
  returns: ReturnService;
  /** Return requests and messages as staff read them in the admin. */
  inbox: InboxService;
  products: ProductService;
  auth: AuthService;
  /** Staff roles and invitations. */
  staff: StaffService;
  orders: OrderService;
  /** Pick list, packing slips and fulfilling many orders at once, on a selection of orders. */
  orderBulk: BulkOrders;
  checkout: CheckoutService;
  /** The built-in payment page (/pay/…); null when Stripe takes payments. */
  testPayments: TestPaymentService | null;
  media: MediaService;
  settings: SettingsService;
  /** The seller's details from Settings, held in memory on every instance. */
  storeDetails: StoreDetailsService;
  /** The e-mail frame's brand colour and logo, held in memory on every instance. */
  emailLook: EmailLook;
  /** Every customer e-mail with sample data, for the owner's previews and tests in Settings. */
  emailPreviews: EmailPreviews;
  paymentMethods: PaymentMethodsService;
  /** The owner's shipping options and prices, held in memory on every instance. */
  shipping: ShippingSettingsService;
  /** Which customer e-mails go and who gets staff alerts, held in memory on every instance. */
  notifications: NotificationsService;
  content: ContentService;
  videos: VideoService;
  /** Tubs per flavour, as staff set them and checkout reserves them. */
  stock: StockService;
  /** Lots and best-before dates: receiving, the sell-by write-off, what each order shipped. */
  stockLots: StockLotService;
  /** A recall (a lot, or a flavour's lots by best-before): who received it, and the list as CSV. */
  orderRecall: OrderRecall;
  /** Each flavour's tub barcode number, set on a product's page. */
  flavourBarcodes: FlavourBarcodes;
  /** The packing bench: a slip's order, then each tub scanned and ticked. */
  orderPacking: OrderPacking;
  /** Shipping labels through the carrier (Sendle) when its account is set; `enabled` false otherwise. */
  orderLabels: LabelService;
  /** Labels for a selection (the ship screen): each order bought or listed with its reason. */
  orderLabelsBulk: { buy(numbers: readonly string[], actor: Actor): Promise<BulkFulfilResult[]> };
  /** The recall notice e-mailed to those customers, once per lot each. */
  recallNotices: RecallNotices;
  backInStock: BackInStockService;
  /** Promo codes: staff's list, the drawer's quote, checkout's pricing. */
  promos: PromoService;
  /** Shopper accounts: sessions, passwordless sign-in, the account's pages. */
  customerSessions: CustomerSessions;
  signIn: SignInService;
  accounts: AccountService;
  /** Customers' data rights: their data as JSON, and erasing it. */
  accountData: AccountData;
  passkeys: PasskeyService;
  oidc: OidcService;
  /** Who changed what: read here; written by each service in its own transaction. */
  audit: AuditService;
  /** Reviews by verified buyers: written from the account, moderated in the admin. */
  reviews: ReviewService;
  /** The System screen: instances, database, mail, jobs, media, warnings. */
  system: SystemService;
  /** Cookieless counting of the storefront's beacons and the Analytics screen. */
  analytics: AnalyticsService;
  /** Abandoned checkout recovery: reminders, unsubscribe and restore links. */
  recovery: RecoveryService;
  /** Marketing consent confirmed by the address owner (the e-mailed confirmation link). */
  consent: ConsentService;
  /** Subscription renewals: the job, its reminders, retries and stock rule. */
  renewals: Renewals;
  /** The single-use sign-in links in renewal e-mails. */
  subscriptionLinks: SubscriptionLinks;
  /** What customers and staff do with a subscription. */
  subscriptions: SubscriptionService;
  /** A subscription's new card on the test page; null when Stripe takes payments. */
  replaceSubscriptionCard: ReturnType<typeof createTestCardReplacer> | null;
  /** Stripe mode: the card is replaced on a setup-mode Checkout Session. */
  stripeSubscriptionCard: StripeCardReplacer | null;
  /** The Subscriptions screen's list, a subscription's timeline and orders, the Overview's figures. */
  subscriptionStaff: SubscriptionStaff;
  /** Subscribe & save offers per product. */
  subscriptionOffers: SubscriptionOfferService;
  /** The subscriptions a paid first order started. */
  subscriptionSignup: ReturnType<typeof createSubscriptionSignupReads>;
  /** The Customers screen: everyone who has ordered or has an account. */
  customers: CustomerService;
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
