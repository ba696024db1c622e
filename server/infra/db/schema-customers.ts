// The Customers screen's table (0024-customers); the Database type in schema.ts lists it with the rest.

/** One per customer (a lower-cased e-mail): kept by triggers on orders and customers. */
export interface CustomerSummariesTable {
  id: string; // cs_ + 24 hex
  email: string; // lower-case
  name: string | null; // the name on their latest order
  orders_count: number; // paid, fulfilled and refunded orders
  total_spent: number; // cents: paid and fulfilled orders (refunded ones are given back)
  last_order_at: string | null;
  sort_at: string; // the last order, or when the account was made
  note: string | null; // staff's note, plain text
  note_updated_at: string | null;
  note_updated_by: string | null;
}
