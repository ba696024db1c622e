// `npm run bench:analytics`: the analytics write path under load. The production
// server runs in its own process (SQLite, or PostgreSQL with BENCH_DATABASE_URL) and autocannon
// drives it from this one. Measured, back to back and alternated over BENCH_ROUNDS rounds:
//   1. beacons accepted per second at 50 connections (POST /api/a, each from one of 20,000
//      addresses so the per-address limit does not refuse them, as real shoppers' would not be);
//   2. checkouts per second alone, and with beacons arriving alongside at a steady 500 a second
//      (a very busy shop) and flat out at 50 connections (a flood).
// Afterwards the Analytics API's page-view count is compared with the beacons answered 204, to
// show that an accepted beacon is a stored one. Figures, not assertions: the machine is shared.
import autocannon from "autocannon";
import { startProductionServer } from "./production-server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const admin = { email: "bench@example.com", password: "bench admin password" };
const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const shop = await startProductionServer(PORT, {
  // The address the bench signs in at must be the shop's own origin.
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  TRUST_PROXY: "true",
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const { base } = shop;

let shopper = 0;
const checkoutAddress = () => {
  shopper++;
  return `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`;
};
let visitor = 0;
const beaconAddress = () => {
  visitor = (visitor + 1) % 20_000;
  return `172.16.${visitor >> 8}.${visitor & 255}`;
};

async function signIn(): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(admin),
  });
  return login.headers.get("set-cookie")?.split(";")[0] ?? "";
}

const beaconOpts = (extra: Partial<autocannon.Options> = {}): autocannon.Options => ({
  url: `${base}/api/a`,
  method: "POST",
  headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER },
  body: JSON.stringify({ k: "v", p: "/products/dynamic-duo", r: "google.com", us: "bench", uc: "load" }),
  requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": beaconAddress() } }) }],
  ...extra,
});

const checkoutOpts = (): autocannon.Options => ({
  url: `${base}/api/checkout`,
  method: "POST",
  headers: { "content-type": "application/json", "user-agent": BROWSER },
  body: JSON.stringify({
    cart: [
      { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" },
      { id: "dynamic-duo", quantity: 2, flavor: "Lemon Squash, Orange Crush" },
    ],
  }),
  connections: 10,
  requests: [
    { setupRequest: (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": checkoutAddress() } }) },
  ],
});

let accepted = 0;
const run = async (opts: autocannon.Options, duration: number) => {
  const r = await autocannon({ ...opts, duration });
  if (opts.url.endsWith("/api/a")) accepted += r["2xx"];
  return r;
};

try {
  const today = async () => {
    const res = await fetch(`${base}/api/admin/analytics`, { headers: { cookie: await signIn() } });
    if (!res.ok) return `unknown (${res.status}: ${await res.text()})`;
    const r = (await res.json()) as { totals: { pageviews: number } };
    return r.totals.pageviews;
  };
  // Warm-up: JIT, the day's salt, connection pools.
  await run(beaconOpts({ connections: 10 }), 2);
  await run(checkoutOpts(), 2);

  const samples: Record<string, number[]> = {};
  const p99: Record<string, number[]> = {};
  const add = (name: string, r: autocannon.Result) => {
    (samples[name] ??= []).push(r.requests.average);
    (p99[name] ??= []).push(r.latency.p99);
    if (r.non2xx || r.errors) console.log(`  ${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  };
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`round ${round + 1} of ${ROUNDS}`);
    add("beacons, 50 connections", await run(beaconOpts({ connections: 50 }), SECONDS));
    add("checkout alone (10 connections)", await run(checkoutOpts(), SECONDS));
    const [steady, withSteady] = await Promise.all([
      run(beaconOpts({ connections: 10, overallRate: 500 }), SECONDS),
      run(checkoutOpts(), SECONDS),
    ]);
    add("checkout + 500 beacons/s alongside", withSteady);
    add("  (the 500/s beacons)", steady);
    const [flood, withFlood] = await Promise.all([
      run(beaconOpts({ connections: 50 }), SECONDS),
      run(checkoutOpts(), SECONDS),
    ]);
    add("checkout + beacons flat out at 50 connections", withFlood);
    add("  (the flat-out beacons)", flood);
  }
  const alone = median(samples["checkout alone (10 connections)"]!);
  console.log(
    `\n${ROUNDS} rounds × ${SECONDS} s, medians; database ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "SQLite"}\n`,
  );
  console.log("| run | req/s | p99 ms | vs checkout alone |\n|---|---:|---:|---:|");
  for (const [name, xs] of Object.entries(samples)) {
    const rps = median(xs);
    const ratio = name.startsWith("checkout") ? (rps / alone).toFixed(2) : "";
    console.log(`| ${name} | ${rps.toFixed(0)} | ${median(p99[name]!).toFixed(0)} | ${ratio} |`);
  }
  // Everything answered 204 is in the buffer; it is written within a second.
  await new Promise((r) => setTimeout(r, 1500));
  console.log(
    `\nbeacons answered 204: ${accepted} (those past BEACONS_PER_SECOND, ${process.env.BEACONS_PER_SECOND ?? 100} a second, are dropped unread); page views the Analytics API counts today: ${await today()}`,
  );
} finally {
  shop.stop();
}
