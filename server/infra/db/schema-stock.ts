// The stock and promotion tables (0008-stock, 0010-promotions); the Database type in schema.ts lists
// them with the rest.
import type { Generated } from "kysely";

// ---- stock (0008-stock)
export interface StockLevelsTable {
  flavor_key: string;
  flavor: string;
  on_hand: number;
  reserved: number;
  low_threshold: number;
  low_alerted: number;
  updated_at: string;
}

export interface OrderStockTable {
  order_id: string;
  flavor_key: string;
  flavor: string;
  quantity: number;
  state: string; // reserved | committed | released | restocked
}

// ---- lots (0035-stock-lots)
export interface StockLotsTable {
  id: string;
  flavor_key: string;
  flavor: string;
  lot_number: string;
  best_before: string;
  supplier_reference: string;
  received_at: string;
  quantity_received: number;
  quantity_remaining: number;
  quarantined_at: string | null;
  written_off_at: string | null;
  created_at: string;
}

export interface OrderLineLotsTable {
  order_id: string;
  flavor_key: string;
  lot_id: string | null;
  quantity: number;
  overridden: number;
  /** The shipment these tubs left in (0053-shipments); null on rows from single fulfilments before. */
  shipment_id: string | null;
}

// ---- a tub's barcode number per flavour, and packing by scan (0040-pack-by-scan)
export interface FlavourBarcodesTable {
  flavor_key: string;
  flavor: string;
  gtin: string | null;
  updated_at: string;
}

export interface OrderPackTubsTable {
  order_id: string;
  flavor_key: string;
  flavor: string;
  needed: number;
  packed: number;
}

export interface PackBenchesTable {
  user_id: string;
  order_id: string | null;
  updated_at: string;
  /** The flavour of the bench's last tick, so that one wrong scan can be undone (0053-shipments). */
  last_tick_key: string | null;
}

// ---- recall notices sent (0041-recall-notices): one per lot and lower-cased e-mail
export interface RecallNoticesTable {
  lot_id: string;
  email: string;
  order_id: string;
  mail_id: string;
  created_at: string;
}

// ---- back-in-stock requests (0019-back-in-stock)
export interface BackInStockRequestsTable {
  flavor_key: string;
  email: string;
  flavor: string;
  created_at: string;
  /** When the address owner confirmed the request from the e-mailed link; null while pending. */
  confirmed_at: string | null;
}

// ---- promotions (0010-promotions)
export interface PromotionsTable {
  code: string;
  kind: string;
  value: number;
  min_spend: number;
  starts_at: string | null;
  ends_at: string | null;
  total_uses: number | null;
  uses_per_email: number | null;
  active: number;
  product_ids: string; // JSON string[]
  used: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PromotionUsesTable {
  order_id: string;
  code: string;
  email: string | null;
  discount: number;
  total: number;
  used_at: string;
}
