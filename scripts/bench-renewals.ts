// `npm run bench:renewals`: how long one run of the renewal job takes for N due
// renewals on the built-in test provider (BENCH_RENEWALS, default 10,000). A fresh SQLite file in a
// temporary DATA_DIR unless DATABASE_URL names a database (use an empty one: it is filled here).
// Each renewal is a real order priced from the catalogue, its stock reserved, a charge at the test
// provider, the order paid with its tax invoice in the outbox, and the subscription moved on.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../server/config";
import { createContext } from "../server/context";
import { createLogger } from "../server/logger";
import { insertSubscriptions } from "./support/renewal-rows";

const N = Number(process.env.BENCH_RENEWALS ?? 10_000);
const dir = mkdtempSync(path.join(tmpdir(), "bench-renewals-"));
const config = loadConfig({
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  DATA_DIR: dir,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  SESSION_SECRET: "b".repeat(40),
  PUBLIC_URL: "https://shop.test",
});
// 9:30 am in the shop's zone on the day they are due.
const at = new Date("2026-03-02T09:30:00+11:00");
const ctx = await createContext({ config, logger: createLogger("warn"), clock: () => at });
try {
  let t = Date.now();
  await insertSubscriptions(ctx, N, { nextChargeOn: "2026-03-02" });
  console.log(`${N} due subscriptions inserted in ${Date.now() - t} ms (${config.database.dialect})`);
  t = Date.now();
  const report = await ctx.services.subscriptions.renewals.runDue();
  const ms = Date.now() - t;
  console.log(JSON.stringify(report));
  console.log(
    `renewal job: ${N} renewals in ${(ms / 1000).toFixed(1)} s (${((N / ms) * 1000).toFixed(0)} per second, ${(ms / N).toFixed(2)} ms each)`,
  );
  if (report.paid !== N) process.exitCode = 1;
} finally {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
}
