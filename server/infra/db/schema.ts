// Row types as the database holds them (snake_case, JSON as text, booleans as 0/1),
// the same on SQLite and PostgreSQL.
import type { Generated } from "kysely";

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

export interface Database {
  products: ProductsTable;
  settings: SettingsTable;
}

export type { Generated };
