// Row types as the database holds them (snake_case, JSON as text, booleans as 0/1),
// the same on SQLite and PostgreSQL.
import type { ColumnType, Generated } from "kysely";
import type {
  CustomerAddressesTable,
  CustomerPasskeysTable,
  CustomerSessionsTable,
  CustomersTable,
  ConsentRequestsTable,
  MarketingConsentsTable,
  SignInCodesTable,
  WebauthnChallengesTable,
} from "./schema-accounts";
import type {
  BackInStockRequestsTable,
  FlavourBarcodesTable,
  OrderLineLotsTable,
  OrderPackTubsTable,
  RecallNoticesTable,
  OrderStockTable,
  PackBenchesTable,
  PromotionUsesTable,
  PromotionsTable,
  StockLevelsTable,
  StockLotsTable,
} from "./schema-stock";
import type { StaffInvitesTable } from "./schema-staff";
import type { AuditLogTable } from "./schema-audit";
import type { ReviewsTable } from "./schema-reviews";
import type * as Sub from "./schema-subscriptions";
import type * as Renewals from "./schema-renewals";
import type * as Analytics from "./schema-analytics";
import type { CustomerSummariesTable } from "./schema-customers";
import type { ContentEntriesTable, ContentRevisionsTable } from "./schema-content";
import type {
  CheckoutKeysTable,
  OrdersTable,
  OrderLinesTable,
  OrderEventsTable,
  ProcessedWebhookEventsTable,
  PaymentSessionsTable,
  CheckoutContactsTable,
  OrderLabelsTable,
  ShipmentsTable,
  ShipmentLinesTable,
} from "./schema-orders";

// Kept in their own files; modules import them from here like every other table.
export type {
  CustomerAddressesTable,
  CustomerPasskeysTable,
  CustomerSessionsTable,
  CustomersTable,
  ConsentRequestsTable,
  MarketingConsentsTable,
  SignInCodesTable,
  WebauthnChallengesTable,
} from "./schema-accounts";
export type {
  BackInStockRequestsTable,
  FlavourBarcodesTable,
  OrderLineLotsTable,
  OrderPackTubsTable,
  RecallNoticesTable,
  OrderStockTable,
  PackBenchesTable,
  PromotionUsesTable,
  PromotionsTable,
  StockLevelsTable,
  StockLotsTable,
} from "./schema-stock";
export type { StaffInvitesTable } from "./schema-staff";
export type { AuditLogTable } from "./schema-audit";
export type { ReviewsTable } from "./schema-reviews";
export type * from "./schema-subscriptions";
export type { CustomerSummariesTable } from "./schema-customers";
export type * from "./schema-content";
export type * from "./schema-orders";

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
  /** The old free-text weight: kept filled for the release before grams, read by nothing now. */
  weight: string;
  /** Null only where the old text could not be read as grams. */
  weight_grams: number | null;
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
  /** Attachments as JSON references ([{ kind, ref }]), rendered when the message is sent (0038). */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
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
  shipments: ShipmentsTable;
  shipment_lines: ShipmentLinesTable;
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
  stock_lots: StockLotsTable;
  order_line_lots: OrderLineLotsTable;
  flavour_barcodes: FlavourBarcodesTable;
  order_pack_tubs: OrderPackTubsTable;
  order_labels: OrderLabelsTable;
  pack_benches: PackBenchesTable;
  recall_notices: RecallNoticesTable;
  promotions: PromotionsTable;
  promotion_uses: PromotionUsesTable;
  staff_invites: StaffInvitesTable;
  audit_log: AuditLogTable;
  reviews: ReviewsTable;
  back_in_stock_requests: BackInStockRequestsTable;
  content_revisions: ContentRevisionsTable;
  content_entries: ContentEntriesTable;
  marketing_consents: MarketingConsentsTable;
  consent_requests: ConsentRequestsTable;
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

export type { Generated };
