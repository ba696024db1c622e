// `npm run bench:admin`: the admin over a big shop. Fill a database first with
// `npm run seed:scale -- --orders N` (same DATA_DIR or DATABASE_URL), then run this with the same
// setting: the production build serves it in its own process, and this process measures it
// one request at a time: p50/p99 of each list's first page and a page 10,000 rows deep (by the
// cursor the list answers, or by offset where a list has none), search, the Overview, an order's
// screen, the account page of the customer with 500 orders, the Customers screen (its list, a
// page deep, search, the page of the customer with 500 orders), and each CSV export's rows per
// second and the server's peak memory above idle while it runs; then the back office
// (bench-admin-back-office.ts: pick list, packing slips, recall lookup, bulk fulfil).
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadConfig } from "../server/config";
import { createDb } from "../server/infra/db/client";
import { benchBackOffice } from "./bench-admin-back-office";
import { startProductionServer } from "./production-server";
import { LOYAL_EMAIL } from "./seed-scale-rows";

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const DEEP = 10_000;
/** Only the targets whose name contains this (e.g. BENCH_ONLY=CSV). */
const ONLY = process.env.BENCH_ONLY ?? "";
const admin = { email: "bench@example.com", password: "bench admin password" };

const config = loadConfig();
// The account page's shopper: a session written straight into the database, as sign-in would.
const db = createDb(config.database);
const loyal = await db.selectFrom("customers").select("id").where("email", "=", LOYAL_EMAIL).executeTakeFirst();
const sample = await db
  .selectFrom("orders")
  .select(["number", "email", "customer_name"])
  .where("status", "=", "fulfilled")
  .orderBy("created_at", "desc")
  .offset(1000)
  .limit(1)
  .executeTakeFirst();
if (!loyal || !sample) throw new Error("Seed the database first: npm run seed:scale -- --orders N");
const sessionId = randomBytes(32).toString("base64url");
const now = new Date();
await db
  .insertInto("customer_sessions")
  .values({
    id_hash: createHash("sha256").update(sessionId).digest("hex"),
    customer_id: loyal.id,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
  })
  .execute();
await db.destroy();

const server = await startProductionServer(PORT, {
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: config.dataDir }),
  // The sign-in below is sent with this Origin, which the origin guard compares with PUBLIC_URL.
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});
const base = server.base;
const rss = () => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
};

try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  if (!cookie) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const headers = { cookie, origin: base };
  const get = async (path: string, extra: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers: { ...headers, ...extra } });
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    return { res, body };
  };

  const rows: string[][] = [];
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
  async function timed(name: string, path: string, extra: Record<string, string> = {}) {
    if (!name.includes(ONLY)) return;
    for (let i = 0; i < 3; i++) await get(path, extra);
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await get(path, extra);
      ms.push(performance.now() - t);
    }
    rows.push([name, pct(ms, 0.5).toFixed(1), pct(ms, 0.99).toFixed(1)]);
    console.log(
      `${name.padEnd(44)} p50 ${pct(ms, 0.5).toFixed(1).padStart(8)} ms  p99 ${pct(ms, 0.99).toFixed(1).padStart(8)} ms`,
    );
  }

  /** The list's address DEEP rows in (or its last page, if shorter): its cursor, walked, or an offset. */
  async function deep(list: string, key: string): Promise<string> {
    const sep = list.includes("?") ? "&" : "?";
    let path = `${list}${sep}limit=200`;
    let seen = 0;
    let cursor: string | null = null;
    for (;;) {
      const page = JSON.parse(Buffer.from((await get(path)).body).toString()) as Record<string, unknown>;
      if (!("next" in page)) return `${list}${sep}offset=${DEEP}`;
      seen += (page[key] as unknown[]).length;
      if (seen >= DEEP || !page.next) break;
      cursor = String(page.next);
      path = `${list}${sep}limit=200&after=${encodeURIComponent(cursor)}`;
    }
    return cursor ? `${list}${sep}after=${encodeURIComponent(cursor)}` : list;
  }

  for (const [name, list, key] of [
    ["orders", "/api/admin/orders", "orders"],
    ["orders (everything)", "/api/admin/orders?status=any", "orders"],
    ["orders (refunded)", "/api/admin/orders?status=refunded", "orders"],
    ["audit log", "/api/admin/audit", "entries"],
    ["customers", "/api/admin/customers", "customers"],
  ] as const) {
    await timed(`API ${name}, first page`, list);
    if (`API ${name}, ${DEEP} deep`.includes(ONLY)) await timed(`API ${name}, ${DEEP} deep`, await deep(list, key));
  }
  await timed("API returns", "/api/admin/returns");
  await timed("API messages", "/api/admin/messages");
  await timed("API search: e-mail (exact)", `/api/admin/orders?q=${encodeURIComponent(sample.email!)}`);
  await timed("API search: e-mail prefix", `/api/admin/orders?q=${encodeURIComponent(sample.email!.slice(0, 8))}`);
  await timed("API search: order number", `/api/admin/orders?q=${sample.number}`);
  await timed("API search: number prefix", `/api/admin/orders?q=${sample.number.slice(0, 5)}`);
  await timed("API search: customer name", `/api/admin/orders?q=${encodeURIComponent(sample.customer_name!)}`);
  // The Customers screen: by the start of an e-mail and of a name.
  await timed(
    "API customers: e-mail prefix",
    `/api/admin/customers?q=${encodeURIComponent(sample.email!.slice(0, 8))}`,
  );
  await timed(
    "API customers: name prefix",
    `/api/admin/customers?q=${encodeURIComponent(sample.customer_name!.slice(0, 5))}`,
  );
  for (const page of [
    "/admin",
    "/admin/orders",
    "/admin/audit",
    "/admin/messages",
    "/admin/returns",
    "/admin/reviews",
    "/admin/customers",
  ]) {
    await timed(`page ${page}`, page);
  }
  await timed("page /admin/orders?q=e-mail", `/admin/orders?q=${encodeURIComponent(sample.email!)}`);
  await timed("page /admin/orders/:number", `/admin/orders/${sample.number}`);
  await timed("page /account (500 orders)", "/account", { cookie: `shop_customer_session=${sessionId}` });
  const loyalCustomer = JSON.parse(
    Buffer.from((await get(`/api/admin/customers?q=${encodeURIComponent(LOYAL_EMAIL)}`)).body).toString(),
  ) as { customers: { id: string }[] };
  const loyalId = loyalCustomer.customers[0]?.id;
  if (loyalId) await timed("page /admin/customers/:id (500 orders)", `/admin/customers/${loyalId}`);

  if ("back office".includes(ONLY)) {
    rows.push(...(await benchBackOffice({ base, headers, get, database: config.database, runs: RUNS })));
  }

  for (const [name, path] of [
    ["orders CSV (default)", "/api/admin/orders/export.csv"],
    ["orders CSV (everything)", "/api/admin/orders/export.csv?status=any"],
    ["audit CSV", "/api/admin/audit/export.csv"],
    ["customers marketing CSV", "/api/admin/customers/export.csv"],
  ] as const) {
    if (!name.includes(ONLY)) continue;
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rss();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const first = performance.now() - t;
    // Counted as the bytes arrive, not gathered into one string: the load generator shares the
    // machine's two cores with the server, and should take as little of them as it can.
    // Rows end in CRLF; a quoted cell may hold a bare LF.
    let rowEnds = 0;
    let before = 0;
    const reader = res.body!.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      const chunk = r.value;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
        if ((i > 0 ? chunk[i - 1] : before) === 13) rowEnds += 1;
      }
      if (chunk.length > 0) before = chunk[chunk.length - 1]!;
    }
    const s = (performance.now() - t) / 1000;
    clearInterval(sampler);
    const lines = rowEnds - 1;
    const line = `${name.padEnd(28)} ${lines} rows in ${s.toFixed(2)} s: ${Math.round(lines / s)} rows/s, first byte ${first.toFixed(0)} ms, peak RSS +${(peak - idle).toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`;
    console.log(line);
    rows.push([name, `${Math.round(lines / s)} rows/s`, `+${(peak - idle).toFixed(0)} MB`]);
  }
  console.log("\n| target | p50 ms (or rows/s) | p99 ms (or peak RSS) |\n|---|---|---|");
  for (const r of rows) console.log(`| ${r.join(" | ")} |`);
} finally {
  server.stop();
}
