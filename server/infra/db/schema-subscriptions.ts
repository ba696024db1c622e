// The subscription tables (0020-subscriptions); the Database type in schema.ts lists them with the rest.
import type { ColumnType, Generated } from "kysely";

export interface SubscriptionOffersTable {
  product_id: string;
  enabled: number; // 0 | 1
  frequencies: string; // JSON array of weeks
  discount_percent: number;
  updated_at: string;
}

export interface SubscriptionsTable {
  id: string;
  number: string;
  customer_id: string;
  email: string;
  status: string; // active | paused | past_due | cancelled
  frequency_weeks: number;
  discount_percent: number;
  lines: string; // JSON [{ productId, flavor, quantity }]
  /** One renewal's one-time extras: JSON { cycle, lines } (0045). */
  next_extras: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_address: string | null; // JSON
  customer_name: string | null;
  next_charge_on: string | null; // YYYY-MM-DD, shop time zone
  next_cycle: number;
  paused_cycles: Generated<number>;
  provider: string;
  provider_customer: string | null;
  payment_method: string | null;
  card_brand: string | null;
  card_last4: string | null;
  /** "MM/YYYY" (0029-subscription-card-expiry); null when the provider gave none. */
  card_expiry: string | null;
  first_order_id: string;
  /** The shipping option of the order that started it (0050); null on older ones: Australia Standard. */
  shipping_zone: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_method: ColumnType<string | null, string | null | undefined, string | null>;
  cancel_reason: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionCyclesTable {
  subscription_id: string;
  cycle: number;
  due_on: string;
  status: string; // claimed | charging | paid | failed | needs_action | skipped | waiting_stock
  idempotency_key: string;
  order_id: string | null;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  charge_reference: string | null;
  claimed_by: string | null;
  claimed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionEventsTable {
  id: string;
  subscription_id: string;
  type: string;
  message: string;
  actor: string | null;
  data: string | null;
  created_at: string;
}

export interface SubscriptionLinksTable {
  token_hash: string;
  subscription_id: string;
  customer_id: string;
  purpose: string; // manage | skip | pay
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
