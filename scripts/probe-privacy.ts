// `npm run probe:privacy`: replays, over real HTTP against the production build in its own
// process (a fresh data folder, SQLite), the attacks on customers' privacy the shop is built to
// stop, and checks each outcome by the shop's answers and by its database file (read-only):
//   - marketing consent only its address owner can give (a tick on the pay page or in the API
//     asks by e-mail; one pay session may name only 3 addresses);
//   - a pay link's token and a payment session never reach analytics;
//   - a renewal's pay link in someone else's hands pays that delivery only;
//   - a signed-in change without Origin is refused;
//   - an announcement cannot link off the shop;
//   - the order confirmation page masks the e-mail.
// One line per check ("ok  …" or "FAIL …: why"), then "N passed, M failed"; exits 1 on any failure.
// PROBE_PORT moves the shop (default 3171).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  announcementLinksStayInTheShop,
  consentNobodyCanForge,
  noChangeWithoutOrigin,
  secretsKeptOutOfAnalytics,
  successPageMasks,
  type Check,
} from "./support/probe-checks";
import { payLinkPaysOnly } from "./support/probe-paylink";
import { openShopDb, type ProbeShop } from "./support/probe-shop";
import { startShopProcess, type ShopProcess } from "./support/shop-process";

const port = Number(process.env.PROBE_PORT ?? 3171);
const owner = { email: "probe-owner@example.com", password: "probe owner password 2026" };

const attacks: [string, (shop: ProbeShop, check: Check) => Promise<void>][] = [
  ["consent nobody can forge", consentNobodyCanForge],
  ["secrets kept out of analytics", secretsKeptOutOfAnalytics],
  ["no change without Origin", noChangeWithoutOrigin],
  ["announcement links", announcementLinksStayInTheShop],
  ["the success page masks", successPageMasks],
  // Last: it moves the shop's clock days ahead.
  ["a pay link pays only", payLinkPaysOnly],
];

let passed = 0;
let failed = 0;
const check: Check = (what, ok, why) => {
  if (ok) passed++;
  else failed++;
  console.log(ok ? `ok  ${what}` : `FAIL ${what}: ${why}`);
};

const dataDir = mkdtempSync(path.join(tmpdir(), "probe-privacy-"));
let server: ShopProcess | null = null;
let shop: ProbeShop | null = null;
try {
  server = await startShopProcess(
    {
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      TEST_CLOCK: "true",
      TRUST_PROXY: "true",
      CHECKOUT_RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
    },
    { port },
  );
  shop = { url: server.url, dataDir, db: openShopDb(dataDir), owner };
  for (const [name, attack] of attacks) {
    try {
      await attack(shop, check);
    } catch (err) {
      // An attack that could not be carried out proves nothing: a failure, and on to the next.
      check(name, false, err instanceof Error ? err.message : String(err));
    }
  }
} catch (err) {
  check("the shop starts", false, err instanceof Error ? err.message : String(err));
} finally {
  shop?.db.close();
  await server?.stop();
  if (failed > 0 && server) console.log(`\nthe shop's last log lines:\n${server.output.slice(-20).join("\n")}\n`);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
