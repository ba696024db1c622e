// Row types as the database holds them (snake_case, JSON as text, booleans as 0/1),
// the same on SQLite and PostgreSQL.
import type { ColumnType, Generated } from "kysely";
import type {
  CustomerAddressesTable,
  CustomerPasskeysTable,
  CustomerSessionsTable,
  CustomersTable,
  MarketingConsentsTable,
  SignInCodesTable,
  WebauthnChallengesTable,
} from "./schema-accounts";
import type {
  BackInStockRequestsTable,
  OrderStockTable,
  PromotionUsesTable,
  PromotionsTable,
  StockLevelsTable,
} from "./schema-stock";
import type { StaffInvitesTable } from "./schema-staff";
import type { AuditLogTable } from "./schema-audit";
import type { ReviewsTable } from "./schema-reviews";
import type * as Sub from "./schema-subscriptions";
import type * as Renewals from "./schema-renewals";
import type * as Analytics from "./schema-analytics";
import type { CustomerSummariesTable } from "./schema-customers";
import type { ContentEntriesTable, ContentRevisionsTable } from "./schema-content";

// Kept in their own files; modules import them from here like every other table.
export type {
  CustomerAddressesTable,
  CustomerPasskeysTable,
  CustomerSessionsTable,
  CustomersTable,
  MarketingConsentsTable,
  SignInCodesTable,
  WebauthnChallengesTable,
} from "./schema-accounts";
export type {
  BackInStockRequestsTable,
  OrderStockTable,
  PromotionUsesTable,
  PromotionsTable,
  StockLevelsTable,
} from "./schema-stock";
export type { StaffInvitesTable } from "./schema-staff";
export type { AuditLogTable } from "./schema-audit";
export type { ReviewsTable } from "./schema-reviews";
export type * from "./schema-subscriptions";
export type { CustomerSummariesTable } from "./schema-customers";
export type * from "./schema-content";

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  images: string; // JSON array of URLs
  unit_price: number;
  price_id: string | null;
  status: string;
  gradient_from: string;
  gradient_to: string;
  shipping_cost: number;
  sort_order: number | null;
  flavor: string;
  flavor_selections: number;
  servings: number;
  weight: string;
  free_shipping: number;
  tier: string;
  available_flavors: string | null; // JSON array, or null when not set
  created_at: string;
  updated_at: string;
}

export interface SettingsTable {
  key: string;
  value: string; // JSON
  updated_at: string;
}

// ---- customer messages, return requests, mail outbox, rate limits (0002-customer-messages)
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string; // new | in_progress | done
  created_at: string;
  updated_at: string;
}

export interface ReturnRequestsTable {
  id: string;
  reference: string; // RTN-XXXXXX, unique
  order_number: string;
  email: string;
  reason: string; // a RETURN_REASONS value (core/forms.ts)
  description: string | null;
  preference: string; // refund | replacement
  status: string; // new | in_progress | done
  created_at: string;
  updated_at: string;
}

export interface MailOutboxTable {
  id: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Extra headers as a JSON object, e.g. List-Unsubscribe on marketing e-mail (0026). */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  status: string; // pending | sending | sent | failed | outbox (no SMTP configured: kept here)
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

// ---- checkout idempotency keys (0016-checkout-keys)
export interface CheckoutKeysTable {
  key: string;
  /** SHA-256 of what the checkout asked for: the same key with another cart is refused. */
  request_hash: string;
  order_id: string;
  created_at: string;
}

// ---- orders (0004-orders)
export interface OrdersTable {
  id: string;
  number: string;
  status: string; // pending | paid | cancelled | expired | fulfilled
  currency: string;
  subtotal: number;
  shipping: number;
  total: number;
  gst: number;
  provider: string; // test | stripe
  provider_session_id: string | null;
  payment_reference: string | null;
  email: string | null;
  customer_name: string | null;
  shipping_address: string | null; // JSON
  tracking_number: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  fulfilled_at: string | null;
  refund_reference: string | null;
  refunded_at: string | null;
  account_id: string | null; // the customer account it was placed under (0009), cleared when that is deleted
  /** 1 when paid after its stock reservation was released and a flavour ran short (0008-stock). */
  oversold: Generated<number>;
  /** The promo code the order was priced with, and its discount in cents (0010-promotions). */
  promo_code: string | null;
  discount: Generated<number>;
  /** A subscription's first order or renewal, and which renewal (0020-subscriptions). */
  subscription_id: string | null;
  renewal_cycle: number | null;
}

export interface OrderLinesTable {
  order_id: string;
  position: number;
  product_id: string;
  name: string;
  flavor: string;
  unit_price: number;
  quantity: number;
  /** Bought on Subscribe & save: every N weeks, at this discount (0021-subscription-lines). */
  subscription_weeks: number | null;
  subscription_discount: number | null;
}

export interface OrderEventsTable {
  id: string;
  order_id: string;
  type: string;
  message: string;
  data: string | null; // JSON
  created_at: string;
}

export interface ProcessedWebhookEventsTable {
  event_id: string;
  provider: string;
  type: string;
  order_id: string | null;
  processed_at: string;
}

export interface PaymentSessionsTable {
  id: string;
  order_id: string;
  status: string; // open | complete | expired
  amount_total: number;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
}

export interface AdminUsersTable {
  id: string;
  email: string; // lower-case
  password_hash: string; // scrypt$N$r$p$salt$hash (base64url)
  role: Generated<string>; // a StaffRole (core/staff-roles.ts); "owner" by default
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
}

export interface SessionsTable {
  id_hash: string; // SHA-256 (hex) of the cookie's session id; the id itself is never stored
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string; // absolute limit (12 h after sign-in)
}

export interface LoginFailuresTable {
  id: string;
  key: string; // "email:…" or "ip:…"
  at: string;
}

export interface MediaFilesTable {
  id: string;
  kind: string; // video | image
  storage_key: string;
  content_type: string;
  size: number;
  original_name: string;
  variants: string; // JSON [{key, width, format}]
  created_at: string;
}

export interface VideosTable {
  id: string;
  title: string;
  description: string;
  media_id: string;
  thumbnail_url: string | null;
  active: number;
  sort_order: number;
  is_admin_upload: number;
  created_at: string;
}

export interface JobRunsTable {
  name: string;
  last_run_at: string;
}

// ---- the System screen (0018-system)
export interface InstancesTable {
  name: string;
  version: string;
  started_at: string;
  last_seen_at: string;
}

export interface JobOutcomesTable {
  name: string;
  at: string;
  ok: number; // 1 | 0
  message: string | null;
}

// ---- the System screen's database growth (0028-database-sizes)
export interface DatabaseSizesTable {
  day: string;
  bytes: number | string; // bigint: PostgreSQL answers a string
  at: string;
}

export interface Database {
  products: ProductsTable;
  settings: SettingsTable;
  contact_messages: ContactMessagesTable;
  return_requests: ReturnRequestsTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  admin_users: AdminUsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  orders: OrdersTable;
  checkout_keys: CheckoutKeysTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  processed_webhook_events: ProcessedWebhookEventsTable;
  payment_sessions: PaymentSessionsTable;
  media_files: MediaFilesTable;
  videos: VideosTable;
  job_runs: JobRunsTable;
  instances: InstancesTable;
  job_outcomes: JobOutcomesTable;
  customers: CustomersTable;
  customer_sessions: CustomerSessionsTable;
  sign_in_codes: SignInCodesTable;
  customer_addresses: CustomerAddressesTable;
  customer_passkeys: CustomerPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  stock_levels: StockLevelsTable;
  order_stock: OrderStockTable;
  promotions: PromotionsTable;
  promotion_uses: PromotionUsesTable;
  staff_invites: StaffInvitesTable;
  audit_log: AuditLogTable;
  reviews: ReviewsTable;
  back_in_stock_requests: BackInStockRequestsTable;
  content_revisions: ContentRevisionsTable;
  content_entries: ContentEntriesTable;
  marketing_consents: MarketingConsentsTable;
  subscription_offers: Sub.SubscriptionOffersTable;
  subscriptions: Sub.SubscriptionsTable;
  subscription_cycles: Sub.SubscriptionCyclesTable;
  subscription_events: Sub.SubscriptionEventsTable;
  subscription_links: Sub.SubscriptionLinksTable;
  checkout_contacts: CheckoutContactsTable;
  subscription_reminders: Renewals.SubscriptionRemindersTable;
  test_saved_cards: Renewals.TestSavedCardsTable;
  test_charges: Renewals.TestChargesTable;
  database_sizes: DatabaseSizesTable;
  analytics_events: Analytics.AnalyticsEventsTable;
  analytics_daily: Analytics.AnalyticsDailyTable;
  analytics_salts: Analytics.AnalyticsSaltsTable;
  customer_summaries: CustomerSummariesTable;
}

/** The e-mail a checkout's shopper gave on the payment page, and its reminders (0026). */
export interface CheckoutContactsTable {
  order_id: string;
  email: string;
  consent: number; // 0 | 1
  captured_at: string;
  reminded_1h_at: string | null;
  reminded_24h_at: string | null;
}

export type { Generated };
