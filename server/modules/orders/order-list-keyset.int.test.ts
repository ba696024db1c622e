// The Orders list reads one page by keyset. Paging returns every order exactly once even
// while new orders arrive, the CSV streams exactly the rows the list pages through, search goes by
// prefix, a damaged cursor is a clear 400, and the queries' plans walk the new indexes.
import { gunzipSync } from "node:zlib";
import { request } from "node:http";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryPlan } from "../../../tests/support/query-plan";
import { signInAdmin, startClockedServer } from "../../../tests/support/admin";
import type { TestServer } from "../../../tests/support/test-server";
import type { Db } from "../../infra/db/client";
import { isPostgres } from "../../infra/db/dialect";
import { encodeCursor } from "../../infra/db/keyset";
import { statusesForFilter } from "../../../core/order-filter";
import { ORDER_NUMBER_ALPHABET } from "../../../core/order";
import { countQuery, mergedPageQuery, orderPageQuery } from "./order-list.repository";
import { orderCsvChunks } from "./order-csv-export";
import { workerCsvChunks } from "./order-export";

// Its exports read every order it made, in a worker thread on SQLite: 5 to 10 s alone, and past
// 20 s beside the browser suite on two cores (ADR 0053).
vi.setConfig({ testTimeout: 60_000 });

let s: TestServer & { clock: { now: Date } };
let admin: Record<string, string>;
let seq = 0;
const BASE = Date.parse("2025-01-01T00:00:00Z");

/** Orders written straight to the table: `at` minutes after BASE, several sharing one instant. */
async function insertOrders(db: Db, specs: { status: string; at: number; email?: string; name?: string }[]) {
  const rows = specs.map((o) => {
    seq += 1;
    const hex = seq.toString(16).padStart(8, "0");
    const created = new Date(BASE + o.at * 60_000).toISOString();
    return {
      id: `ord_${"0".repeat(16)}${hex}`,
      number: `RR-${Array.from({ length: 6 }, (_, d) => ORDER_NUMBER_ALPHABET[Math.floor(seq / 32 ** (5 - d)) % 32]).join("")}`,
      status: o.status,
      currency: "AUD",
      subtotal: 4999,
      shipping: 995,
      total: 5994,
      gst: 545,
      provider: "test",
      provider_session_id: null,
      payment_reference: null,
      email: o.email ?? `shopper${seq}@example.com`,
      customer_name: o.name ?? `Shopper ${seq}`,
      shipping_address: null,
      tracking_number: null,
      created_at: created,
      updated_at: created,
      paid_at: o.status === "paid" ? created : null,
      fulfilled_at: null,
      refund_reference: null,
      refunded_at: null,
      account_id: null,
      promo_code: null,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto("orders")
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.map((r) => r.number);
}

const STATUSES = ["paid", "fulfilled", "refunded", "expired", "pending", "cancelled"];

beforeAll(async () => {
  s = await startClockedServer();
  admin = await signInAdmin(s);
  // The plans below are read on a table PostgreSQL has no statistics for (a tiny table with
  // statistics is rightly read another way); autovacuum, given a slow minute, would gather them.
  if (isPostgres(s.ctx.db)) await sql`alter table orders set (autovacuum_enabled = false)`.execute(s.ctx.db);
  // 240 orders over 60 instants: four share each instant, so the id breaks the ties.
  await insertOrders(
    s.ctx.db,
    Array.from({ length: 240 }, (_, i) => ({ status: STATUSES[i % STATUSES.length]!, at: Math.floor(i / 4) })),
  );
  await insertOrders(s.ctx.db, [
    { status: "paid", at: 100, email: "Jane.Citizen@Example.com", name: "Jane Citizen" },
    { status: "fulfilled", at: 101, email: "jan.smith@example.com", name: "Janet Smith" },
  ]);
});
afterAll(() => s.close());

type ListPage = { orders: { number: string }[]; next: string | null; prev: string | null; total: number };

async function page(qs: string): Promise<ListPage> {
  const res = await fetch(`${s.url}/api/admin/orders${qs}`, { headers: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as ListPage;
}

/** Every number the list pages through, following next (or prev, from the far end). */
async function walk(filter: string, limit: number, between?: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  let qs = `?limit=${limit}${filter}`;
  for (let i = 0; i < 1000; i++) {
    const p = await page(qs);
    seen.push(...p.orders.map((o) => o.number));
    if (!p.next) return seen;
    await between?.();
    qs = `?limit=${limit}${filter}&after=${encodeURIComponent(p.next)}`;
  }
  throw new Error("no end");
}

async function exportedNumbers(qs: string, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await fetch(`${s.url}/api/admin/orders/export.csv${qs}`, { headers: { ...admin, ...headers } });
  expect(res.status).toBe(200);
  const lines = (await res.text()).split("\r\n").filter(Boolean);
  return lines.slice(1).flatMap((l) => (/^"(RR-[^"]+)"/.exec(l)?.[1] ? [/^"(RR-[^"]+)"/.exec(l)![1]!] : []));
}

describe("keyset pages of the Orders list", () => {
  it("returns every order exactly once, newest first, while new orders arrive", async () => {
    const before = await walk("&status=any", 200);
    expect(before).toHaveLength(242);
    let at = 200;
    const seen = await walk("&status=any", 7, async () => {
      await insertOrders(s.ctx.db, [{ status: "paid", at: at++ }]);
    });
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("pages back with prev to the same orders, and the default list leaves out unpaid checkouts", async () => {
    const all = await walk("", 200);
    expect(all.length).toBeGreaterThan(100);
    let p = await page(`?limit=9`);
    while (p.next) p = await page(`?limit=9&after=${encodeURIComponent(p.next)}`);
    const back: string[] = [...p.orders.map((o) => o.number)];
    while (p.prev) {
      p = await page(`?limit=9&before=${encodeURIComponent(p.prev)}`);
      back.unshift(...p.orders.map((o) => o.number));
    }
    expect(back).toEqual(all);
    const unpaid = new Set(await walk("&status=unpaid", 200));
    expect(all.some((n) => unpaid.has(n))).toBe(false);
    expect((await page("")).total).toBe(all.length);
  });

  it("exports exactly the rows the list pages through, gzipped when asked", async () => {
    for (const filter of ["", "&status=any", "&status=unpaid", "&status=refunded", "&q=jan"]) {
      const listed = await walk(filter, 13);
      expect(await exportedNumbers(`?${filter.slice(1)}`)).toEqual(listed);
    }
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const u = new URL(`${s.url}/api/admin/orders/export.csv?status=any`);
      request(u, { headers: { ...admin, "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(raw.encoding).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toContain("Order number");
    // Six exports, each a worker thread started on SQLite: seconds on a busy machine.
  });

  it("on a SQLite file, writes the CSV in a worker thread, byte for byte what the server's own thread writes", async (t) => {
    const database = s.ctx.config.database;
    if (database.dialect !== "sqlite") return t.skip();
    const text = async (chunks: AsyncGenerator<string | Uint8Array>) => {
      const decoder = new TextDecoder();
      let out = "";
      for await (const c of chunks) out += typeof c === "string" ? c : decoder.decode(c, { stream: true });
      return out;
    };
    for (const status of ["paid", "any"] as const) {
      const filter = { statuses: statusesForFilter(status), q: undefined };
      const inThread = await text(orderCsvChunks(s.ctx.db, s.ctx.config.shopTimeZone, filter));
      const inWorker = await text(
        workerCsvChunks({ file: database.file, timeZone: s.ctx.config.shopTimeZone, filter }),
      );
      expect(inWorker).toBe(inThread);
      // Gzipped in the worker when the client takes gzip: the same text once unpacked.
      const packed: Uint8Array[] = [];
      const file = database.file;
      for await (const c of workerCsvChunks({ file, timeZone: s.ctx.config.shopTimeZone, filter, gzip: true }))
        packed.push(c);
      expect(gunzipSync(Buffer.concat(packed)).toString()).toBe(inThread);
      expect(inWorker.split("\r\n").length).toBeGreaterThan(2);
    }
    // The admin's download is the worker's: its chunks arrive as bytes, not as the thread's strings.
    const first = await s.ctx.services.orders.exportOrdersCsv({ status: "any" }).chunks.next();
    expect(first.value).toBeInstanceOf(Uint8Array);
  });

  it("exports only the header for a filter that matches nothing", async () => {
    const res = await fetch(`${s.url}/api/admin/orders/export.csv?q=nobody-at-all`, { headers: admin });
    const lines = (await res.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"Order number"');
  });

  it("searches by the start of a number, an e-mail or a name, in any case", async () => {
    const numbers = (p: ListPage) => p.orders.map((o) => o.number);
    const jane = await page("?q=JANE.CIT");
    expect(jane.orders).toHaveLength(1);
    expect(numbers(await page("?q=jan"))).toHaveLength(2); // jan.smith@… and Jane Citizen / Janet Smith
    expect(numbers(await page("?q=janet"))).toEqual(numbers(await page("?q=jan.smith")));
    const one = numbers(jane)[0]!;
    expect(numbers(await page(`?q=${one.toLowerCase()}`))).toEqual([one]);
    expect(numbers(await page(`?q=${one.slice(3)}`))).toEqual([one]);
    // A prefix, not anywhere in the text: the middle of an e-mail matches nothing.
    expect((await page("?q=citizen@")).orders).toHaveLength(0);
  });

  it("refuses the old offset with a 400 that says what to use", async () => {
    const res = await fetch(`${s.url}/api/admin/orders?offset=50`, { headers: admin });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/offset is no longer accepted/);
  });

  it("refuses a damaged or forged cursor with a clear 400", async () => {
    const forged = [
      "not a cursor!",
      "x".repeat(301),
      Buffer.from("{").toString("base64url"),
      Buffer.from(JSON.stringify(["2025-01-01T00:00:00.000Z"])).toString("base64url"),
      Buffer.from(JSON.stringify(["yesterday", "ord_000000000000000000000001"])).toString("base64url"),
      Buffer.from(JSON.stringify(["2025-01-01T00:00:00.000Z", "ord_1' or '1'='1"])).toString("base64url"),
      encodeCursor({ key: "2025-01-01T00:00:00.000Z", id: "x".repeat(150) }),
    ];
    for (const cursor of forged) {
      for (const side of ["after", "before"]) {
        const res = await fetch(`${s.url}/api/admin/orders?${side}=${encodeURIComponent(cursor)}`, { headers: admin });
        expect(res.status, `${side}=${cursor}`).toBe(400);
        expect(JSON.stringify(await res.json())).toMatch(/page link is damaged or out of date|Invalid order filter/);
      }
    }
  });
});

describe("query plans", () => {
  const from = { key: "2025-01-01T00:30:00.000Z", id: "ord_000000000000000000000050" };
  const noSort = (p: string) => expect(p).not.toMatch(/TEMP B-TREE|Sort\b|SCAN orders$|Seq Scan/m);

  it("reads each status's page, first or deep, along its (status, created_at, id) index", async () => {
    for (const status of ["paid", "refunded", "pending"]) {
      for (const page of [{ limit: 50 }, { limit: 50, after: from }, { limit: 50, before: from }]) {
        const p = await queryPlan(s.ctx.db, orderPageQuery(s.ctx.db, { statuses: [status] }, page).compile());
        expect(p).toContain("orders_status_created_id");
        noSort(p);
      }
    }
  });

  it("merges several statuses' pages in one query, each along its index, and reads only the page's rows", async () => {
    for (const page of [{ limit: 50 }, { limit: 50, after: from }, { limit: 50, before: from }]) {
      const q = mergedPageQuery(s.ctx.db, statusesForFilter(undefined)!, page).compile();
      const p = await queryPlan(s.ctx.db, q, { sorts: true });
      expect(p).toContain("orders_status_created_id");
      expect(p).not.toMatch(/SCAN orders$|Seq Scan/m);
    }
  });

  it("reads every order along (created_at, id)", async () => {
    const p = await queryPlan(
      s.ctx.db,
      orderPageQuery(s.ctx.db, { statuses: null }, { limit: 50, after: from }).compile(),
    );
    expect(p).toContain("orders_created_id");
    noSort(p);
  });

  it("searches through the number, lower-case e-mail and name indexes, and counts along an index", async () => {
    // Matches are few, so they are sorted by time after the index lookups.
    if (isPostgres(s.ctx.db)) await sql`analyze orders`.execute(s.ctx.db);
    const q = orderPageQuery(s.ctx.db, { statuses: null, q: "jan" }, { limit: 50 })
      .clearSelect()
      .select("id")
      .compile();
    const p = await queryPlan(s.ctx.db, q, { sorts: true });
    // SQLite may take the number's unique index instead: it serves the range as well.
    expect(p).toMatch(/orders_number_search|sqlite_autoindex_orders_2/);
    expect(p).toContain("orders_email_lower");
    expect(p).toContain("orders_name_lower");
    expect(p).not.toMatch(/SCAN orders$|Seq Scan/m);
    const c = await queryPlan(s.ctx.db, countQuery(s.ctx.db, { statuses: statusesForFilter(undefined) }).compile());
    // Whichever index the planner prefers for the statuses, never a read of the whole table.
    expect(c).toMatch(/INDEX|Index/);
    expect(c).not.toMatch(/SCAN orders$|Seq Scan/m);
  });
});
