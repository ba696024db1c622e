import type { Kysely } from "kysely";

// Cookieless analytics: each counted event for 30 days (the shop day, what happened,
// a visitor hash that means nothing the next day, and where the visit came from as a host and UTM
// labels; never an address, a user agent or a time of day), then only its day's counts. The salt
// behind the visitor hash lives one day: the day's row is the only one kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analytics_events")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("product_id", "text")
    .addColumn("flavor", "text")
    .execute();
  await db.schema.createIndex("analytics_events_day").on("analytics_events").columns(["day", "kind"]).execute();
  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("dim", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("events", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "kind", "dim", "value"])
    .execute();
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("analytics_salts").execute();
  await db.schema.dropTable("analytics_daily").execute();
  await db.schema.dropTable("analytics_events").execute();
}
