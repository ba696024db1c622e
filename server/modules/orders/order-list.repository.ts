// SQL for the Orders list and its CSV: one keyset page at a time, newest first by
// (created_at, id), through an index whatever the filter, and a count that stops at COUNT_CAP.
import { sql, type ExpressionBuilder, type SqlBool, type Expression } from "kysely";
import type { Db } from "../../infra/db/client";
import { isPostgres } from "../../infra/db/dialect";
import type { Database } from "../../infra/db/schema";
import { COUNT_CAP, readDirection, type PageRequest } from "../../infra/db/keyset";
import { ORDER_NUMBER_PREFIX } from "../../../core/order";
import type { OrderLineRow, OrderRow } from "./order.repository";
import { startsWith } from "../../infra/db/prefix-match";
import { compiledOnce } from "../../infra/db/compiled-once";

/** What the CSV reads of an order: the rest of its row is never converted for it. */
export const CSV_COLUMNS = [
  "id",
  "number",
  "status",
  "created_at",
  "email",
  "customer_name",
  "shipping_address",
  "subtotal",
  "shipping",
  "total",
  "gst",
  "promo_code",
  "discount",
  "payment_reference",
  "tracking_number",
  "subscription_id",
  "renewal_cycle",
  "shipping_method",
  "shipping_zone",
] as const;
export type CsvOrderRow = Pick<OrderRow, (typeof CSV_COLUMNS)[number]>;
export type CsvLineRow = Pick<OrderLineRow, "order_id" | "quantity" | "name" | "flavor">;
/** Every column, or only these (a page's rows then hold no more). */
type Columns = readonly (keyof OrderRow & string)[] | null;

/**
 * statuses: only orders in one of these (null: every order); q: a prefix of number, e-mail or name;
 * partlyShipped: only those with a parcel sent (paid ones: the rest still to send).
 */
export type OrderListFilter = { statuses: readonly string[] | null; q?: string; partlyShipped?: boolean };

type Eb = ExpressionBuilder<Database, "orders">;

/** The order number (with or without its RR-), the e-mail or the customer's name, by prefix. */
function matching(db: Db, eb: Eb, q: string): Expression<SqlBool> {
  const lower = q.toLowerCase();
  const upper = q.toUpperCase();
  const code = upper.startsWith(ORDER_NUMBER_PREFIX) ? upper.slice(ORDER_NUMBER_PREFIX.length) : upper;
  return eb.or([
    // "RR-" or one letter of a number would match a large share of every order ever placed.
    ...(code.length >= 2 ? [startsWith(db, eb.ref("number"), `${ORDER_NUMBER_PREFIX}${code}`)] : []),
    startsWith(db, eb.fn<string | null>("lower", [eb.ref("email")]), lower),
    startsWith(db, eb.fn<string | null>("lower", [eb.ref("customer_name")]), lower),
  ]);
}

/** `byTime`: walk (created_at, id) and test each order's status (the export, which reads them all). */
type ReadFilter = OrderListFilter & { byTime?: boolean };

export function filtered(db: Db, f: ReadFilter) {
  let qb = db.selectFrom("orders");
  const q = f.q?.trim();
  if (f.statuses) {
    const statuses = [...f.statuses];
    // A search is narrower than any status: SQLite, which keeps no statistics, would walk the
    // status index instead of the search's; the unary + keeps it from using one for status.
    const status = (q || f.byTime) && !isPostgres(db) ? sql<string>`+${sql.ref("status")}` : sql.ref<string>("status");
    qb = statuses.length === 1 ? qb.where(status, "=", statuses[0]!) : qb.where(status, "in", statuses);
  }
  if (q) qb = qb.where((eb) => matching(db, eb, q));
  // Tested order by order along the status's own range: paid orders are the day's work, not the
  // shop's history, and each test is one probe of shipments_order.
  if (f.partlyShipped)
    qb = qb.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("shipments")
          .select(sql`1`.as("one"))
          .whereRef("shipments.order_id", "=", "orders.id"),
      ),
    );
  return qb;
}

/** One read of a page (exported for the test that checks its plan). */
export function orderPageQuery(db: Db, f: ReadFilter, page: PageRequest, columns: Columns = null) {
  const { from, op, order } = readDirection(page);
  // Kysely cannot type a list of column names chosen at run time; the rows are typed by the caller.
  let qb = columns ? filtered(db, f).select(columns as never) : filtered(db, f).selectAll();
  if (from) qb = qb.where((eb) => eb(eb.refTuple("created_at", "id"), op, eb.tuple(from.key, from.id)));
  // A search's matches are few and found through the search indexes, then sorted. PostgreSQL
  // misjudges how few a prefix matches and would rather walk (created_at, id) and filter every
  // order; ordering by an expression no index holds takes that walk away from it.
  const time =
    f.q?.trim() && isPostgres(db) ? sql<string>`${sql.ref("created_at")} || ''` : sql.ref<string>("created_at");
  return qb
    .orderBy(time, order)
    .orderBy("id", order)
    .limit(page.limit + 1);
}

/** A search's page: its ids from the covering search indexes (sorting only those), then its rows. */
async function readSearchPage(db: Db, f: OrderListFilter, page: PageRequest, columns: Columns): Promise<OrderRow[]> {
  const keys = await orderPageQuery(db, f, page).clearSelect().select(["id"]).execute();
  if (keys.length === 0) return [];
  const from = db.selectFrom("orders");
  const rows = (await (columns ? from.select(columns as never) : from.selectAll())
    .where(
      "id",
      "in",
      keys.map((k) => k.id),
    )
    .execute()) as OrderRow[];
  const at = new Map(keys.map((k, i) => [k.id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

const readPage = (db: Db, f: ReadFilter, page: PageRequest, columns: Columns = null): Promise<OrderRow[]> =>
  f.q?.trim()
    ? readSearchPage(db, f, page, columns)
    : (orderPageQuery(db, f, page, columns).execute() as Promise<OrderRow[]>);

/**
 * Several statuses without a search, as one query: each status's page of keys along its own
 * (status, created_at, id) range (SQLite cannot walk one index in order across an IN list, and
 * would otherwise sort every match), merged and cut to the page by the database, then only those
 * rows read. One round trip, where a query per status cost the list a third of its speed.
 */
export function mergedPageQuery(db: Db, statuses: readonly string[], page: PageRequest) {
  const { order } = readDirection(page);
  const keys = statuses.map((status, i) =>
    db
      .selectFrom(
        orderPageQuery(db, { statuses: [status] }, page)
          .clearSelect()
          .select(["id", "created_at"])
          .as(`k${i}`),
      )
      .select(["id", "created_at"]),
  );
  const merged = keys.slice(1).reduce((all, part) => all.unionAll(part), keys[0]!);
  const chosen = db
    .selectFrom(merged.as("m"))
    .select("m.id")
    .orderBy("m.created_at", order)
    .orderBy("m.id", order)
    .limit(page.limit + 1);
  return db
    .selectFrom("orders")
    .selectAll()
    .where("id", "in", chosen)
    .orderBy("created_at", order)
    .orderBy("id", order);
}

/** Up to limit + 1 orders in readDirection's order. */
export async function selectOrderPage(db: Db, f: OrderListFilter, page: PageRequest): Promise<OrderRow[]> {
  const statuses = f.statuses;
  if (!statuses || statuses.length <= 1 || f.q?.trim()) return readPage(db, f, page);
  if (page.after || page.before) return (await mergedPageQuery(db, statuses, page).execute()) as OrderRow[];
  // The first page, what the screen opens on: the same statement every time for these statuses.
  const first = compiledOnce(db, `orders:first:${statuses.join()}:${page.limit}`, () =>
    mergedPageQuery(db, statuses, page),
  );
  return (await db.executeQuery(first)).rows as OrderRow[];
}

/**
 * Every matching order, newest first, in batches, with only the CSV's columns. Several statuses
 * are one walk of (created_at, id) testing each order's status, not a merge of each status's own
 * range as a list page reads them: a page wants 50 rows of a rare status without touching the
 * rest, the export reads every order anyway, and one walk is twice as fast as merging.
 */
export async function* orderBatchesNewestFirst(
  db: Db,
  f: OrderListFilter,
  batch: number,
): AsyncGenerator<CsvOrderRow[]> {
  const part: ReadFilter = { ...f, byTime: !!f.statuses && f.statuses.length > 1 };
  let page: PageRequest = { limit: batch };
  for (;;) {
    const read = await readPage(db, part, page, CSV_COLUMNS);
    if (read.length > 0) yield read.slice(0, batch);
    const last = read[batch - 1];
    if (read.length <= batch || !last) return;
    page = { limit: batch, after: { key: last.created_at, id: last.id } };
  }
}

/** The CSV's part of each order's lines, in their order. */
export function selectCsvLines(db: Db, orderIds: readonly string[]): Promise<CsvLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("order_lines")
    .select(["order_id", "quantity", "name", "flavor"])
    .where("order_id", "in", orderIds)
    .orderBy("order_id")
    .orderBy("position")
    .execute();
}

/** How many orders match, counted no further than COUNT_CAP + 1. */
export async function countOrdersCapped(db: Db, f: OrderListFilter): Promise<number> {
  // Without a search, the count's statement depends on the filter alone.
  const query = f.q?.trim()
    ? countQuery(db, f).compile()
    : compiledOnce(db, `orders:count:${f.statuses?.join() ?? "*"}:${f.partlyShipped ? 1 : 0}`, () => countQuery(db, f));
  const row = (await db.executeQuery(query)).rows[0];
  return Number(row?.n ?? 0);
}

export function countQuery(db: Db, f: OrderListFilter) {
  const capped = filtered(db, f)
    .select(sql<number>`1`.as("one"))
    .limit(COUNT_CAP + 1)
    .as("capped");
  return db.selectFrom(capped).select((eb) => eb.fn.countAll<number>().as("n"));
}
