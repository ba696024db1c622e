import type { Kysely } from "kysely";
import { CURRENCY } from "../../../../core/constants";

// Orders, their lines and timeline, the webhook events already processed, and
// the sessions of the built-in test payment page. Dialect-neutral: text,
// integer, JSON as text; money in integer cents (AUD, GST-inclusive).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("currency", "text", (c) => c.notNull().defaultTo(CURRENCY))
    .addColumn("subtotal", "integer", (c) => c.notNull())
    .addColumn("shipping", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("gst", "integer", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_session_id", "text", (c) => c.unique())
    .addColumn("payment_reference", "text")
    .addColumn("email", "text")
    .addColumn("customer_name", "text")
    .addColumn("shipping_address", "text") // JSON {line1, line2?, suburb, state, postcode, country}
    .addColumn("tracking_number", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    .addColumn("fulfilled_at", "text")
    .execute();
  await db.schema.createIndex("orders_status_created").on("orders").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("orders_created").on("orders").column("created_at").execute();
  await db.schema.createIndex("orders_email").on("orders").column("email").execute();

  await db.schema
    .createTable("order_lines")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("flavor", "text", (c) => c.notNull())
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_lines_pk", ["order_id", "position"])
    .execute();

  await db.schema
    .createTable("order_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("data", "text") // JSON, optional
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_events_order").on("order_events").columns(["order_id", "created_at"]).execute();

  // A provider event id is inserted (insert-or-ignore) in the same transaction
  // as the state change it causes: a redelivered event finds its id and does nothing.
  await db.schema
    .createTable("processed_webhook_events")
    .addColumn("event_id", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("processed_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("payment_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open")) // open | complete | expired
    .addColumn("amount_total", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();
  await db.schema.createIndex("payment_sessions_order").on("payment_sessions").column("order_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payment_sessions").execute();
  await db.schema.dropTable("processed_webhook_events").execute();
  await db.schema.dropTable("order_events").execute();
  await db.schema.dropTable("order_lines").execute();
  await db.schema.dropTable("orders").execute();
}
