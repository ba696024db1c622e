// The analytics tables' SQL (0027-analytics): batched event inserts, the day counts that both the
// screen and the roll-up read from raw events, the roll-up itself, and the paid orders behind
// revenue and repeat customers.
import { sql, type Kysely } from "kysely";
import { SEP, type DailyCount } from "../../../core/analytics-report";
import type { Database } from "../../infra/db/schema";
import type { AnalyticsEventsTable } from "../../infra/db/schema-analytics";

type Q = Kysely<Database>;
export type EventRow = AnalyticsEventsTable;

/** Orders that count as sales (the Overview's rule): paid or sent, not refunded. */
const SOLD = ["paid", "fulfilled"];
/** Rows per INSERT: 10 columns each stays far below either database's parameter limit. */
const ROWS_PER_INSERT = 200;

/** One batch in one transaction: one commit (one flush of the log) a batch, never one per insert. */
export async function insertEvents(db: Q, rows: readonly EventRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto("analytics_events")
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .execute();
    }
  });
}

const n = (v: unknown) => Number(v ?? 0);

/** Every day count of the raw events from `from` to `to` (shop days, both included). */
export async function countRawEvents(db: Q, from: string, to: string): Promise<DailyCount[]> {
  const base = () => db.selectFrom("analytics_events").where("day", ">=", from).where("day", "<=", to);
  const visitors = sql<number>`count(distinct visitor)`.as("visitors");
  const events = sql<number>`count(*)`.as("events");
  const [kinds, all, referrers, utms, products, flavors] = await Promise.all([
    base().select(["day", "kind", events, visitors]).groupBy(["day", "kind"]).execute(),
    base().select(["day", visitors]).groupBy("day").execute(),
    base()
      .where("kind", "=", "pageview")
      .where("referrer", "is not", null)
      .select(["day", "referrer", events, visitors])
      .groupBy(["day", "referrer"])
      .execute(),
    base()
      .where("kind", "=", "pageview")
      .where((eb) =>
        eb.or([eb("utm_source", "is not", null), eb("utm_medium", "is not", null), eb("utm_campaign", "is not", null)]),
      )
      .select(["day", "utm_source", "utm_medium", "utm_campaign", events, visitors])
      .groupBy(["day", "utm_source", "utm_medium", "utm_campaign"])
      .execute(),
    base()
      .where("product_id", "is not", null)
      .select(["day", "kind", "product_id", events, visitors])
      .groupBy(["day", "kind", "product_id"])
      .execute(),
    base()
      .where("kind", "=", "cart")
      .where("flavor", "is not", null)
      .select(["day", "flavor", events, visitors])
      .groupBy(["day", "flavor"])
      .execute(),
  ]);
  const row = (day: string, kind: string, dim: string, value: string, e: unknown, v: unknown): DailyCount => ({
    day,
    kind,
    dim,
    value,
    events: n(e),
    visitors: n(v),
  });
  return [
    ...kinds.map((r) => row(r.day, r.kind, "", "", r.events, r.visitors)),
    ...all.map((r) => row(r.day, "all", "", "", 0, r.visitors)),
    ...referrers.map((r) => row(r.day, "pageview", "referrer", r.referrer!, r.events, r.visitors)),
    ...utms.map((r) =>
      row(
        r.day,
        "pageview",
        "utm",
        [r.utm_source ?? "", r.utm_medium ?? "", r.utm_campaign ?? ""].join(SEP),
        r.events,
        r.visitors,
      ),
    ),
    ...products.map((r) => row(r.day, r.kind, "product", r.product_id!, r.events, r.visitors)),
    ...flavors.map((r) => row(r.day, "cart", "flavor", r.flavor!, r.events, r.visitors)),
  ];
}

export async function selectDailyCounts(db: Q, from: string, to: string): Promise<DailyCount[]> {
  const rows = await db
    .selectFrom("analytics_daily")
    .selectAll()
    .where("day", ">=", from)
    .where("day", "<=", to)
    .execute();
  return rows.map((r) => ({ ...r, events: n(r.events), visitors: n(r.visitors) }));
}

/**
 * Turns the raw events of days before `before` into day counts and deletes them, in one
 * transaction: the counts and the events they replace are never both missing or both there.
 */
export async function rollUpBefore(db: Q, before: string): Promise<{ events: number; counts: number }> {
  return db.transaction().execute(async (trx) => {
    const counts = await countRawEvents(trx, "0000-01-01", prevDay(before));
    for (let i = 0; i < counts.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto("analytics_daily")
        .values(counts.slice(i, i + ROWS_PER_INSERT))
        .onConflict((oc) =>
          oc.columns(["day", "kind", "dim", "value"]).doUpdateSet((eb) => ({
            events: eb("analytics_daily.events", "+", eb.ref("excluded.events")),
            visitors: eb("analytics_daily.visitors", "+", eb.ref("excluded.visitors")),
          })),
        )
        .execute();
    }
    const deleted = await trx.deleteFrom("analytics_events").where("day", "<", before).executeTakeFirst();
    return { events: Number(deleted.numDeletedRows), counts: counts.length };
  });
}

function prevDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * Orders paid in [start, end) that count as sales; `repeat` when the same e-mail had paid before;
 * `renewal` for a subscription's renewal, which no visit brought.
 */
export async function selectPaidOrders(db: Q, start: string, end: string) {
  const rows = await db
    .selectFrom("orders as o")
    .select((eb) => [
      "o.total",
      "o.email",
      "o.paid_at",
      "o.renewal_cycle",
      eb
        .exists(
          eb
            .selectFrom("orders as p")
            .select("p.id")
            .whereRef(sql`lower(p.email)`, "=", sql`lower(o.email)`)
            .where("p.status", "in", SOLD)
            .whereRef("p.paid_at", "<", "o.paid_at"),
        )
        .as("repeat"),
    ])
    .where("o.status", "in", SOLD)
    .where("o.paid_at", ">=", start)
    .where("o.paid_at", "<", end)
    .execute();
  return rows.map((r) => ({
    total: n(r.total),
    email: r.email,
    paidAt: r.paid_at!,
    repeat: Boolean(r.repeat),
    renewal: r.renewal_cycle != null,
  }));
}

/** Units and takings per product and flavour of the orders paid in [start, end). */
export async function selectSoldLines(db: Q, start: string, end: string) {
  const rows = await db
    .selectFrom("order_lines as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .where("o.status", "in", SOLD)
    .where("o.paid_at", ">=", start)
    .where("o.paid_at", "<", end)
    .select((eb) => [
      "l.product_id",
      "l.flavor",
      eb.fn.max("l.name").as("name"),
      eb.fn.sum<number>("l.quantity").as("quantity"),
      sql<number>`sum(l.unit_price * l.quantity)`.as("revenue"),
    ])
    .groupBy(["l.product_id", "l.flavor"])
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    name: r.name,
    flavor: r.flavor,
    quantity: n(r.quantity),
    revenue: n(r.revenue),
  }));
}

export async function productNames(db: Q): Promise<Map<string, string>> {
  const rows = await db.selectFrom("products").select(["id", "name"]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
