// `npm run bench:admin`'s back-office targets over the seeded shop: the pick list of 1,000
// selected orders, packing slips for 200, bulk fulfilment of 500 (once: it changes them), and the
// recall lookup of the lot that went to the most orders. Each against its ceiling.
import type { Config } from "../server/config";
import { createDb } from "../server/infra/db/client";

type Get = (path: string) => Promise<{ res: Response; body: ArrayBuffer }>;
type Row = [string, string, string];

const CEILINGS_MS = { pick: 1000, slips: 3000, fulfil: 5000, recall: 200 } as const;

/** The lot most orders received, and how many. */
async function busiestLot(database: Config["database"]) {
  const db = createDb(database);
  try {
    const r = await db
      .selectFrom("order_line_lots as l")
      .innerJoin("stock_lots as s", "s.id", "l.lot_id")
      .select(["s.lot_number", (eb) => eb.fn.count<string | number>("l.order_id").distinct().as("orders")])
      .groupBy("s.lot_number")
      .orderBy("orders", "desc")
      .limit(1)
      .executeTakeFirst();
    return r ? { lotNumber: r.lot_number, orders: Number(r.orders) } : null;
  } finally {
    await db.destroy();
  }
}

export async function benchBackOffice(opts: {
  base: string;
  headers: Record<string, string>;
  get: Get;
  database: Config["database"];
  runs: number;
}): Promise<Row[]> {
  const { base, headers, get } = opts;
  const rows: Row[] = [];
  const report = (name: string, ms: number[], ceiling: number) => {
    const sorted = [...ms].sort((a, b) => a - b);
    const p50 = sorted[Math.floor(sorted.length / 2)]!;
    const worst = sorted.at(-1)!;
    const verdict = worst <= ceiling ? "within" : "OVER";
    console.log(
      `${name.padEnd(44)} p50 ${p50.toFixed(1).padStart(8)} ms  worst ${worst.toFixed(1).padStart(8)} ms  (${verdict} ${ceiling} ms)`,
    );
    rows.push([name, p50.toFixed(1), `${worst.toFixed(1)} (ceiling ${ceiling})`]);
  };
  const times = async (path: string, runs: number) => {
    await get(path);
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await get(path);
      ms.push(performance.now() - t);
    }
    return ms;
  };
  const paidNumbers = async (n: number): Promise<string[]> => {
    const out: string[] = [];
    let path = `/api/admin/orders?status=paid&limit=200`;
    while (out.length < n) {
      const page = JSON.parse(Buffer.from((await get(path)).body).toString()) as {
        orders: { number: string }[];
        next: string | null;
      };
      out.push(...page.orders.map((o) => o.number));
      if (!page.next) break;
      path = `/api/admin/orders?status=paid&limit=200&after=${encodeURIComponent(page.next)}`;
    }
    return out.slice(0, n);
  };

  const runs = Math.max(3, Math.min(opts.runs, 10));
  const pickHtml = Buffer.from((await get("/admin/orders/pick-list?all=1")).body).toString();
  const selected = /([\d,]+) orders? ·/.exec(pickHtml)?.[1] ?? "?";
  report(
    `pick list (${selected} paid orders selected)`,
    await times("/admin/orders/pick-list?all=1", runs),
    CEILINGS_MS.pick,
  );

  const slipNumbers = await paidNumbers(200);
  const slips = `/admin/orders/packing-slips?${slipNumbers.map((n) => `n=${n}`).join("&")}`;
  report(`packing slips (${slipNumbers.length} orders)`, await times(slips, runs), CEILINGS_MS.slips);

  const lot = await busiestLot(opts.database);
  if (lot) {
    report(
      `recall lookup (lot ${lot.lotNumber}, ${lot.orders.toLocaleString("en-AU")} orders)`,
      await times(`/admin/recall?lot=${encodeURIComponent(lot.lotNumber)}`, runs),
      CEILINGS_MS.recall,
    );
  } else console.log("recall lookup: no lots shipped in this database (seed it again with this build)");

  // Last, as it changes the orders: 500 of the oldest paid orders marked fulfilled in one go.
  const fulfilNumbers = await paidNumbers(500);
  const form = new URLSearchParams({ intent: "fulfil" });
  for (const n of fulfilNumbers) form.append("number", n);
  const t = performance.now();
  const res = await fetch(`${base}/admin/orders/ship`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
  const html = await res.text();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`bulk fulfil: ${res.status} ${html.slice(0, 200)}`);
  report(`bulk fulfil (${fulfilNumbers.length} orders, once)`, [ms], CEILINGS_MS.fulfil);
  return rows;
}
