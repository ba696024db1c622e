// `npm run lighthouse`: Lighthouse (mobile) against / on the production build,
// printing the four category scores. Uses Debian's Chromium (CHROME_PATH).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startProductionServer } from "./production-server";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3191);
const { base, stop } = await startProductionServer(PORT);
const url = `${base}${process.argv[2] ?? "/"}`;
const outDir = mkdtempSync(path.join(tmpdir(), "shop-lh-"));

try {
  const out = path.join(outDir, "report.json");
  const flags =
    "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
  execFileSync(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${flags}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: "inherit" },
  );
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    categories: Record<string, { title: string; score: number }>;
    audits: Record<string, { displayValue?: string }>;
  };
  console.log(`Lighthouse (mobile) for ${url}`);
  for (const c of Object.values(report.categories)) console.log(`  ${c.title.padEnd(16)} ${Math.round(c.score * 100)}`);
  for (const a of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
  ]) {
    console.log(`  ${a.padEnd(26)} ${report.audits[a]?.displayValue ?? ""}`);
  }
} finally {
  stop();
  rmSync(outDir, { recursive: true, force: true });
}
