// `npm run seed:scale -- --orders 100000`: fills the configured database (DATABASE_URL or
// $DATA_DIR/shop.db, as the server reads it) with a shop a few years in: customers, two years of
// orders with their lines and timelines, contact messages, return requests, reviews and audit
// entries, so the admin can be measured at the size a successful brand reaches.
// Deterministic (a seeded generator), so two runs at one size give the same shop. One account,
// loyal@example.com, has 500 paid orders: the account page's worst case.
import { parseArgs } from "node:util";
import { sql, type Insertable } from "kysely";
import { loadConfig } from "../server/config";
import { createContext } from "../server/context";
import type { Db } from "../server/infra/db/client";
import { isPostgres } from "../server/infra/db/dialect";
import { createLogger } from "../server/logger";
import type { Database } from "../server/infra/db/schema";
import { makeShop, type ScaleRows } from "./seed-scale-rows";

const { values } = parseArgs({ options: { orders: { type: "string", default: "10000" } } });
const orders = Number(values.orders);
if (!Number.isInteger(orders) || orders < 1 || orders > 5_000_000) {
  console.error("--orders must be a whole number from 1 to 5,000,000");
  process.exit(1);
}

const config = loadConfig();
// The whole context, as the server starts: migrations, then the starting catalogue.
const ctx = await createContext({ config, logger: createLogger("warn") });
const db = ctx.db;
const existing = await db
  .selectFrom("orders")
  .select((eb) => eb.fn.countAll<number>().as("n"))
  .executeTakeFirstOrThrow();
if (Number(existing.n) > 0) {
  console.error(`The database already holds ${existing.n} orders: seed:scale fills an empty shop.`);
  await ctx.close();
  process.exit(1);
}

const started = Date.now();
const BATCH_ORDERS = 2000;
// Rows per INSERT: SQLite allows 32,766 bound values, PostgreSQL 65,535.
const ROWS_PER_INSERT = 1000;
if (!isPostgres(db)) await sql`pragma synchronous = off`.execute(db);

async function insertAll<T extends keyof Database & string>(trx: Db, table: T, rows: Insertable<Database[T]>[]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    const width = Object.keys(chunk[0] as object).length;
    const per = Math.max(1, Math.floor(30_000 / width));
    for (let j = 0; j < chunk.length; j += per) {
      // The table's name is generic here; Kysely's per-table typing cannot follow it.
      await trx
        .insertInto(table)
        .values(chunk.slice(j, j + per) as never)
        .execute();
    }
  }
}

async function write(rows: ScaleRows) {
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, "customers", rows.customers);
    await insertAll(trx, "orders", rows.orders);
    await insertAll(trx, "order_lines", rows.lines);
    await insertAll(trx, "order_line_lots", rows.lineLots);
    await insertAll(trx, "order_events", rows.events);
    await insertAll(trx, "contact_messages", rows.messages);
    await insertAll(trx, "return_requests", rows.returns);
    await insertAll(trx, "reviews", rows.reviews);
    await insertAll(trx, "audit_log", rows.audit);
  });
}

const shop = makeShop({ orders, now: new Date() });
await db.transaction().execute((trx) => insertAll(trx, "stock_lots", shop.lotRows()));
let done = 0;
for (const rows of shop.batches(BATCH_ORDERS)) {
  await write(rows);
  done += rows.orders.length;
  if (done % 50_000 < BATCH_ORDERS || done === orders) {
    const s = (Date.now() - started) / 1000;
    console.log(`${done} orders (${Math.round(done / s)}/s)`);
  }
}
// PostgreSQL's autovacuum would gather statistics soon after a real shop's writes; SQLite gathers
// none unless asked, and neither does the shop, so its planner is measured without them.
if (isPostgres(db)) await sql`analyze`.execute(db);
await ctx.close();
console.log(`Seeded ${orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
