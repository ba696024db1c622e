// `npm run soak:wal`: a saturation soak of the production server on SQLite (its own process),
// measuring what ADR 0017's amendment (a bounded log) asks of the write-ahead log: its peak size while SOAK_SECONDS
// (default 90) of load run and after the load stops, and checkout's p99 under that load.
// 20 connections from autocannon in this process: SOAK_CHECKOUT_CONNECTIONS (default 10) send
// checkouts (so checkout's latency is measured on its own), the rest cycle the product list, the
// home page and a product page. SOAK_BACKUPS=1 takes backups (`npm run backup`, its own process)
// one after another for the whole soak, to see what a backup does to checkout's p99; SOAK_DB
// starts the shop on a copy of that database file (a big one, say).
import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startProductionServer } from "./production-server";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 90);
const PORT = Number(process.env.SOAK_PORT ?? 3192);
const CHECKOUT_CONNECTIONS = Number(process.env.SOAK_CHECKOUT_CONNECTIONS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), "soak-wal-"));
const walFile = path.join(dataDir, "shop.db-wal");
const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

if (process.env.SOAK_DB) copyFileSync(process.env.SOAK_DB, path.join(dataDir, "shop.db"));
const shop = await startProductionServer(PORT, {
  DATA_DIR: dataDir,
  CHECKOUT_RATE_LIMIT: "0",
  // Backups only when asked for (SOAK_BACKUPS), from outside, as `npm run backup` takes them.
  BACKUP_INTERVAL: "off",
});
try {
  const { base } = shop;
  const browser = { "accept-encoding": "br, gzip" };
  const checkoutBody = JSON.stringify({
    cart: [
      { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" },
      { id: "dynamic-duo", quantity: 2, flavor: "Lemon Squash, Orange Crush" },
    ],
  });
  const backups = process.env.SOAK_BACKUPS === "1" ? backUpUntil(Date.now() + SECONDS * 1000) : null;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, sizeOf(walFile))), 100);
  const [reads, checkouts] = await Promise.all([
    autocannon({
      url: base,
      connections: 20 - CHECKOUT_CONNECTIONS,
      duration: SECONDS,
      requests: [
        { method: "GET", path: "/api/products", headers: browser },
        { method: "GET", path: "/", headers: browser },
        { method: "GET", path: "/products/dynamic-duo", headers: browser },
      ],
    }),
    autocannon({
      url: `${base}/api/checkout`,
      connections: CHECKOUT_CONNECTIONS,
      duration: SECONDS,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: checkoutBody,
    }),
  ]);
  clearInterval(sampler);
  const taken = await backups;
  await new Promise((r) => setTimeout(r, 3000));
  const after = sizeOf(walFile);
  const total = reads.requests.total + checkouts.requests.total;
  console.log(
    `soak: ${SECONDS} s, 20 connections (${20 - CHECKOUT_CONNECTIONS} reads, ${CHECKOUT_CONNECTIONS} checkouts)`,
  );
  console.log(
    `requests ${total} (${Math.round(total / SECONDS)}/s), errors ${reads.errors + checkouts.errors}, ` +
      `non-2xx ${reads.non2xx + checkouts.non2xx}`,
  );
  console.log(
    `checkouts ${checkouts.requests.total} (${Math.round(checkouts.requests.total / SECONDS)}/s): ` +
      `p50 ${checkouts.latency.p50} ms, p99 ${checkouts.latency.p99} ms, max ${checkouts.latency.max} ms`,
  );
  console.log(`reads p99 ${reads.latency.p99} ms`);
  if (taken) {
    const ms = taken.map((t) => t.ms).sort((a, b) => a - b);
    console.log(
      `backups during the soak: ${taken.length} (${taken.filter((t) => !t.ok).length} failed), ` +
        `each ${ms[0]}–${ms.at(-1)} ms`,
    );
  }
  console.log(
    `WAL peak ${mb(peak)} MB, 3 s after the load ${mb(after)} MB; database ${mb(sizeOf(path.join(dataDir, "shop.db")))} MB`,
  );
} finally {
  shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Backups back to back until `until`, each as `npm run backup` does it, in its own process. */
async function backUpUntil(until: number): Promise<{ ms: number; ok: boolean }[]> {
  const backupDir = mkdtempSync(path.join(tmpdir(), "soak-backups-"));
  const taken: { ms: number; ok: boolean }[] = [];
  try {
    while (Date.now() < until) {
      const started = Date.now();
      const code = await new Promise<number | null>((resolve) => {
        const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/backup.ts"], {
          env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupDir, LOG_LEVEL: "silent" },
          stdio: "ignore",
        });
        child.on("exit", resolve);
      });
      taken.push({ ms: Date.now() - started, ok: code === 0 });
    }
  } finally {
    rmSync(backupDir, { recursive: true, force: true });
  }
  return taken;
}
