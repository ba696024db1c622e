// The reviews table (0014-reviews); the Database type in schema.ts lists it with the rest.
export interface ReviewsTable {
  id: string;
  product_id: string;
  customer_id: string;
  order_id: string; // the paid order that made the account a buyer of the product
  rating: number; // 1–5
  title: string;
  body: string; // plain text, never HTML
  first_name: string | null;
  status: string; // pending | approved | hidden
  reply: string | null; // staff's public reply
  reply_at: string | null;
  created_at: string;
  updated_at: string;
}
