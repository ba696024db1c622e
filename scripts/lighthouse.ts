// `npm run lighthouse [-- /path]`: Lighthouse (mobile, simulated throttling) against a
// page of the production build, LIGHTHOUSE_RUNS times (default 3) because single runs on
// a busy machine vary by several points. Prints each run, the median, and the JavaScript
// the page downloads. Uses Debian's Chromium (CHROME_PATH).
//
// One Chromium serves every run (Lighthouse still loads the page cold: it clears the
// cache and storage first). A Chromium launched per run often produces no frame for
// its first one or two seconds on this 2-core machine while its compositor starts,
// whatever the page; Lighthouse then reads that stall as the page's first paint.
// LIGHTHOUSE_REPORT=path keeps the last run's full JSON report for a closer look.
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";
import { startProductionServer } from "./production-server";

type NetworkRequest = { url: string; resourceType: string; transferSize: number };
type Report = {
  categories: Record<string, { title: string; score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
};

const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  SI: "speed-index",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
} as const;

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3191);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const buildDir = process.env.BUILD_DIR ?? "build";
const { base, stop } = await startProductionServer(PORT);
const url = `${base}${process.argv[2] ?? "/"}`;
const outDir = mkdtempSync(path.join(tmpdir(), "shop-lh-"));
const DEBUG_PORT = PORT + 1000;
const chrome = spawn(
  CHROMIUM_PATH,
  [
    "--headless=new",
    "--no-sandbox",
    ...CHROMIUM_ARGS,
    `--remote-debugging-port=${DEBUG_PORT}`,
    `--user-data-dir=${path.join(outDir, "profile")}`,
    "about:blank",
  ],
  { stdio: "ignore" },
);

async function chromeReady() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("Chromium did not start");
}

function runOnce(out: string): Report {
  execFileSync(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--port=${DEBUG_PORT}`,
    ],
    { stdio: "inherit" },
  );
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => (n / 1024).toFixed(1);

try {
  await chromeReady();
  const reports: Report[] = [];
  const out = path.join(outDir, "report.json");
  console.log(`Lighthouse (mobile) for ${url}, ${RUNS} run(s)`);
  const titles = ["performance", "accessibility", "best-practices", "seo"];
  const row = (r: Report) =>
    [
      ...titles.map((t) => `${String(Math.round(r.categories[t]!.score * 100)).padStart(3)}`),
      ...Object.entries(METRICS).map(([k, id]) => {
        const v = r.audits[id]?.numericValue ?? 0;
        return `${k} ${k === "CLS" ? v.toFixed(2) : `${Math.round(v)} ms`}`;
      }),
    ].join("  ");
  console.log(`  run  perf a11y  bp seo`);
  for (let i = 0; i < RUNS; i++) {
    const r = runOnce(out);
    reports.push(r);
    console.log(`  ${String(i + 1).padStart(3)}  ${row(r)}`);
  }
  if (process.env.LIGHTHOUSE_REPORT) copyFileSync(out, process.env.LIGHTHOUSE_REPORT);
  const medianReport = [...reports].sort((a, b) => a.categories.performance!.score - b.categories.performance!.score)[
    Math.floor(reports.length / 2)
  ]!;
  console.log(
    `  median: ${titles.map((t) => `${t} ${median(reports.map((r) => Math.round(r.categories[t]!.score * 100)))}`).join(", ")}`,
  );
  for (const [k, id] of Object.entries(METRICS)) {
    console.log(
      `    ${k.padEnd(4)} ${Math.round(median(reports.map((r) => r.audits[id]?.numericValue ?? 0)) * 100) / 100}`,
    );
  }

  // What a shopper downloads for the page: every script the page fetched, by its
  // gzip size (level 6, as the server sends it) and on the wire with headers.
  const requests = medianReport.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  let gzipTotal = 0;
  let wireTotal = 0;
  console.log(`  JavaScript for ${new URL(url).pathname}:`);
  for (const r of scripts) {
    const file = path.join(buildDir, "client", new URL(r.url).pathname);
    const gz = gzipSync(readFileSync(file)).length;
    gzipTotal += gz;
    wireTotal += r.transferSize;
    console.log(`    ${kb(gz).padStart(6)} KB gzip  ${new URL(r.url).pathname}`);
  }
  console.log(
    `    ${kb(gzipTotal).padStart(6)} KB gzip in ${scripts.length} files (${kb(wireTotal)} KB on the wire with headers)`,
  );
} finally {
  chrome.kill();
  stop();
  rmSync(outDir, { recursive: true, force: true });
}
