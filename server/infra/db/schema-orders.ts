// The order, checkout and payment tables (0004-orders, 0016-checkout-keys, 0020, 0026); the Database
// type in schema.ts lists them with the rest.
import type { ColumnType, Generated } from "kysely";

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
  /** When every tub was scanned at the packing bench (0040-pack-by-scan); null until then. */
  packed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The shipping option it was priced with, standard | express, and its zone, AU | NZ (0044). */
  shipping_method: string | null;
  shipping_zone: string | null;
  /** How it was paid, as the shopper knows it ("Visa ending 4242"); null before 0049 and after erasure. */
  payment_method: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** A test payment that confirms later: "succeeds" or "fails" once settled; null for a card. */
  delayed_outcome: string | null;
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

// ---- shipping labels bought from a carrier (0052-order-labels): one per order
export interface OrderLabelsTable {
  order_id: string;
  carrier: string; // sendle
  carrier_order_id: string;
  tracking_number: string;
  tracking_url: string | null;
  label_url: string;
  price_cents: number | null;
  service: string;
  created_at: string;
}

// ---- an order's parcels (0053-shipments): each with its own tracking and one e-mail
export interface ShipmentsTable {
  id: string;
  order_id: string;
  created_at: string;
  tracking_number: string | null;
  carrier: string | null;
  emailed_at: string | null;
}

/** How many of an order line (by its position) went in a shipment. */
export interface ShipmentLinesTable {
  shipment_id: string;
  position: number;
  quantity: number;
}
