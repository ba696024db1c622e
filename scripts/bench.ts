// `npm run bench`: the production server and a bare node:http baseline, each in its own process,
// measured by autocannon from this (third) process. For every GET target the bare server answers
// the very bytes and content headers the shop sent (so a page is compared with a page, not with
// the 2 KB product list). Each target gets a warm-up, the targets are alternated over BENCH_ROUNDS
// rounds, and the table prints each target's median req/s and p99 and its ratio to the bare
// server answering the same bytes, at 10 and 50 connections. Figures, not assertions: this
// machine is shared and noisy, so run it twice to see the noise.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import sharp from "sharp";
import { countStock, median, startBare } from "./support/bench-tools";
import { uploadAll } from "./support/tus-client";
import { startProductionServer } from "./production-server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTION_LEVELS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const admin = { email: "bench@example.com", password: "bench admin password" };

type Target = {
  name: string;
  opts: Omit<autocannon.Options, "connections" | "duration">;
  /** The path whose bytes the bare server answers, for GETs. */
  barePath?: string;
};
type Sample = { rps: number; p99: number; errors: number; non2xx: number };

async function run(target: Target, connections: number, duration: number): Promise<Sample> {
  const r = await autocannon({ ...target.opts, connections, duration });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

// Behind a "proxy" so each checkout comes from its own address (X-Forwarded-For): real checkout
// traffic comes from many shoppers, and one address would soon meet the checkout rate limit.
const shop = await startProductionServer(PORT, {
  // The shop refuses a change whose Origin is not its own address: the bench's must be it.
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  TRUST_PROXY: "true",
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${shop.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
let shopper = 0;
const nextAddress = () => {
  shopper++;
  return `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`;
};

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(admin),
  });
  return login.headers.get("set-cookie")?.split(";")[0] ?? "";
}

/** A product image stored through the admin's uploader, for GET /media/…. */
async function storedImageUrl(base: string, cookie: string): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
  const res = await uploadAll(base, { cookie, origin: base }, png, {
    filename: "bench.png",
    filetype: "image/png",
    purpose: "image",
  });
  const body = (await res.json()) as { media?: { url: string } };
  if (!body.media) throw new Error(`the image upload answered ${res.status}: ${JSON.stringify(body)}`);
  const { media } = body as { media: { url: string } };
  return media.url;
}

let bare: { url: string; stop(): void } | undefined;
try {
  const { base } = shop;
  const cookie = await signIn(base);
  const imageUrl = await storedImageUrl(base, cookie);
  await countStock(base, cookie);
  const getPaths = ["/api/products", "/api/products/dynamic-duo", "/", "/faqs", imageUrl];
  bare = await startBare(base, getPaths);
  const checkoutBody = JSON.stringify({
    cart: [
      { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" },
      { id: "dynamic-duo", quantity: 2, flavor: "Lemon Squash, Orange Crush" },
    ],
  });
  // Like a browser: every GET says which encodings it takes (the bare server ignores it).
  const browser = { headers: { "accept-encoding": "br, gzip" } };
  const targets: Target[] = [
    { name: "GET /api/products", barePath: "/api/products", opts: { ...browser, url: `${base}/api/products` } },
    {
      name: "GET /api/products/dynamic-duo",
      barePath: "/api/products/dynamic-duo",
      opts: { ...browser, url: `${base}/api/products/dynamic-duo` },
    },
    { name: "GET / (cached page)", barePath: "/", opts: { ...browser, url: `${base}/` } },
    { name: "GET /faqs (cached page)", barePath: "/faqs", opts: { ...browser, url: `${base}/faqs` } },
    { name: `GET ${imageUrl} (stored image)`, barePath: imageUrl, opts: { ...browser, url: `${base}${imageUrl}` } },
    {
      // Counts against its address's rate limit, prices the cart, reserves its tubs, commits a pending order and a session.
      name: "POST /api/checkout (2 lines, stock reserved)",
      opts: {
        url: `${base}/api/checkout`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: checkoutBody,
        requests: [
          { setupRequest: (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": nextAddress() } }) },
        ],
      },
    },
  ];

  // BENCH_TARGETS=checkout (any part of a target's name) measures only what matches.
  const only = process.env.BENCH_TARGETS?.split(",").filter(Boolean);
  if (only) targets.splice(0, targets.length, ...targets.filter((t) => only.some((o) => t.name.includes(o))));
  const rssBefore = rssMb();
  console.log(
    `autocannon from its own process; ${ROUNDS} rounds × ${SECONDS} s per target, targets alternated; ` +
      `connections ${CONNECTION_LEVELS.join(" and ")}; shop RSS ${rssBefore.toFixed(0)} MB before\n`,
  );
  // The bare server answering each GET target's bytes, measured alongside it.
  const bareTwin = (t: Target): Target | null =>
    t.barePath ? { name: `bare ${t.name}`, opts: { ...browser, url: `${bare!.url}${t.barePath}` } } : null;
  const runs = targets.flatMap((t) => [t, ...(bareTwin(t) ? [bareTwin(t)!] : [])]);
  for (const t of runs) await run(t, 10, 2); // warm-up: JIT, caches, connection pools
  const samples = new Map<string, Sample[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const connections of CONNECTION_LEVELS) {
      for (const t of runs) {
        const key = `${connections}|${t.name}`;
        samples.set(key, [...(samples.get(key) ?? []), await run(t, connections, SECONDS)]);
      }
    }
  }
  for (const connections of CONNECTION_LEVELS) {
    console.log(`\n${connections} connections (medians of ${ROUNDS})\n`);
    console.log(
      "| target | req/s | p99 ms | bare, same bytes req/s | vs bare | errors/non-2xx |\n|---|---:|---:|---:|---:|---:|",
    );
    const rpsOf = (name: string) => median(samples.get(`${connections}|${name}`)!.map((s) => s.rps));
    for (const t of targets) {
      const ss = samples.get(`${connections}|${t.name}`)!;
      const rps = rpsOf(t.name);
      const twin = bareTwin(t);
      const ceiling = twin ? rpsOf(twin.name) : null;
      const bad = `${ss.reduce((a, s) => a + s.errors, 0)}/${ss.reduce((a, s) => a + s.non2xx, 0)}`;
      console.log(
        `| ${t.name} | ${rps.toFixed(0)} | ${median(ss.map((s) => s.p99))} | ${ceiling?.toFixed(0) ?? "–"} | ${ceiling ? (rps / ceiling).toFixed(2) : "–"} | ${bad} |`,
      );
    }
  }
  console.log(`\nshop RSS: ${rssBefore.toFixed(0)} MB before, ${rssMb().toFixed(0)} MB after`);
} finally {
  bare?.stop();
  shop.stop();
}
