// `npm run bench:compare -- <git ref>`: is the working tree slower than <ref>? Builds <ref> in a
// temporary worktree and this checkout as it is, starts both production builds (each its own
// process over its own fresh data folder, seeded the same) and the bare node:http server
// answering the same bytes, then measures each path with autocannon, alternating the two builds
// path by path in every round (A B, then B A in the next round, so drift on a shared machine falls
// on both). Prints each path's median req/s on each side, working÷ref (median of the rounds' ratios,
// min–max) and, for GETs, each side's ratio to bare.
//   BENCH_SECONDS (5), BENCH_ROUNDS (4), BENCH_CONNECTIONS (10), BENCH_PORT (3190, uses 3 ports),
//   BENCH_FAIL_BELOW (off): exit 1 when a path's median ratio is below it.
// `--ci` (or BENCH_CI=true): 3 rounds of 2 s and fail below 0.7, unless those are set; with
// `--no-build` (BENCH_SKIP_BUILD=true) the working tree's existing build is used (CI built it).
// `--ci` leaves out the bare server (its ratios gate nothing; a fifth of the run) unless BENCH_BARE=true.
import autocannon from "autocannon";
import { startProductionServer } from "./production-server";
import {
  BENCH_ADMIN,
  CHECKOUT_BODY,
  countStock,
  median,
  rawGet,
  shopperAddresses,
  signIn,
  startBare,
} from "./support/bench-tools";
import { build, buildRef } from "./support/ref-build";

const args = process.argv.slice(2);
const ci = args.includes("--ci") || process.env.BENCH_CI === "true";
const skipBuild = args.includes("--no-build") || process.env.BENCH_SKIP_BUILD === "true";
const ref = args.find((a) => !a.startsWith("--"));
if (!ref) {
  console.error("Usage: npm run bench:compare -- [--ci] [--no-build] <git ref>");
  process.exit(2);
}
const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const withBare = !ci || process.env.BENCH_BARE === "true";
const SECONDS = num("BENCH_SECONDS", ci ? 2 : 5);
const ROUNDS = num("BENCH_ROUNDS", ci ? 3 : 4);
const CONNECTIONS = num("BENCH_CONNECTIONS", 10);
const FAIL_BELOW = num("BENCH_FAIL_BELOW", ci ? 0.7 : 0);
const PORT = num("BENCH_PORT", 3190);

type Side = "ref" | "working";
type Path = { name: string; get?: string; opts: (base: string, cookie: string) => autocannon.Options };

const browser = { "accept-encoding": "br" };
const nextAddress = shopperAddresses();
const PATHS: Path[] = [
  { name: "GET /api/products", get: "/api/products", opts: (b) => ({ url: `${b}/api/products`, headers: browser }) },
  { name: "GET / (cached home)", get: "/", opts: (b) => ({ url: `${b}/`, headers: browser }) },
  {
    name: "GET /products/dynamic-duo",
    get: "/products/dynamic-duo",
    opts: (b) => ({ url: `${b}/products/dynamic-duo`, headers: browser }),
  },
  {
    name: "POST /api/checkout",
    opts: (b) => ({
      url: `${b}/api/checkout`,
      method: "POST",
      headers: { "content-type": "application/json", origin: b },
      body: CHECKOUT_BODY,
      requests: [
        { setupRequest: (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": nextAddress() } }) },
      ],
    }),
  },
  {
    name: "GET /api/admin/orders (admin)",
    opts: (b, cookie) => ({ url: `${b}/api/admin/orders`, headers: { ...browser, cookie } }),
  },
];

// Each shop on SQLite in its own fresh data folder, never a database this shell points at.
delete process.env.DATABASE_URL;

const cleanups: (() => void)[] = [];
let exitCode = 0;
try {
  const started = Date.now();
  const refBuild = buildRef(ref);
  cleanups.push(refBuild.remove);
  if (skipBuild) console.log("working tree: its existing build");
  else build(".", "the working tree");
  const start = async (side: Side, port: number) => {
    const base = `http://127.0.0.1:${port}`;
    const shop = await startProductionServer(
      port,
      {
        PUBLIC_URL: base,
        TRUST_PROXY: "true",
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
      },
      side === "ref" ? refBuild.buildDir : undefined,
    );
    cleanups.push(shop.stop);
    const cookie = await signIn(base);
    await countStock(base, cookie);
    for (const p of PATHS) {
      // Each path must answer 2xx before it is measured, or the comparison says nothing.
      const o = p.opts(base, cookie);
      const res = await fetch(o.url, {
        method: o.method ?? "GET",
        headers: { ...(o.headers as Record<string, string>), "x-forwarded-for": nextAddress() },
        body: o.body as string | undefined,
      });
      if (!res.ok) throw new Error(`${side}: ${p.name} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    }
    return { base, cookie };
  };
  const shops = { ref: await start("ref", PORT), working: await start("working", PORT + 1) };
  // The bare server answers the working tree's bytes for each GET.
  const bare = withBare
    ? await startBare(
        shops.working.base,
        PATHS.flatMap((p) => (p.get ? [p.get] : [])),
      )
    : null;
  if (bare) cleanups.push(bare.stop);
  for (const p of PATHS.filter((p) => p.get)) {
    const [a, b] = await Promise.all(
      (["ref", "working"] as const).map((s) => rawGet(`${shops[s].base}${p.get}`, browser)),
    );
    if (a!.body.length !== b!.body.length) {
      console.log(`note: ${p.name} is ${a!.body.length} bytes on ref, ${b!.body.length} on the working tree`);
    }
  }

  const measure = async (opts: autocannon.Options, duration = SECONDS) =>
    (await autocannon({ ...opts, connections: CONNECTIONS, duration })).requests.average;
  // Warm-up: JIT, caches, connection pools, on both sides.
  for (const p of PATHS)
    for (const s of ["ref", "working"] as const) await measure(p.opts(shops[s].base, shops[s].cookie), 1);

  const rps: Record<string, Record<Side | "bare", number[]>> = {};
  for (let round = 0; round < ROUNDS; round++) {
    const order: Side[] = round % 2 === 0 ? ["ref", "working"] : ["working", "ref"];
    for (const p of PATHS) {
      const r = (rps[p.name] ??= { ref: [], working: [], bare: [] });
      for (const s of order) r[s].push(await measure(p.opts(shops[s].base, shops[s].cookie)));
      if (p.get && bare) r.bare.push(await measure({ url: `${bare.url}${p.get}`, headers: browser }));
    }
    process.stdout.write(`round ${round + 1} of ${ROUNDS} done\n`);
  }

  console.log(
    `\n${ref} (${refBuild.commit.slice(0, 9)}) against the working tree: ${ROUNDS} rounds × ${SECONDS} s, ` +
      `${CONNECTIONS} connections, builds alternated; ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`,
  );
  console.log("| path | ref req/s | working req/s | working÷ref (min–max) | ref÷bare | working÷bare |");
  console.log("|---|---:|---:|---:|---:|---:|");
  const failing: string[] = [];
  for (const p of PATHS) {
    const r = rps[p.name]!;
    const ratios = r.working.map((w, i) => w / r.ref[i]!);
    const ratio = median(ratios);
    const toBare = (s: Side) => (p.get && bare ? (median(r[s]) / median(r.bare)).toFixed(2) : "–");
    console.log(
      `| ${p.name} | ${median(r.ref).toFixed(0)} | ${median(r.working).toFixed(0)} | ` +
        `${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) | ` +
        `${toBare("ref")} | ${toBare("working")} |`,
    );
    if (FAIL_BELOW > 0 && ratio < FAIL_BELOW) failing.push(`${p.name} (${ratio.toFixed(2)})`);
  }
  if (failing.length > 0) {
    console.log(`\nslower than ${ref} by more than allowed (below ${FAIL_BELOW}): ${failing.join(", ")}`);
    exitCode = 1;
  } else if (FAIL_BELOW > 0) {
    console.log(`\nevery path at least ${FAIL_BELOW} of ${ref}'s rate`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  exitCode = 2;
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch {
      // A process already gone or a folder already removed: nothing left to clean.
    }
  }
}
process.exit(exitCode);
