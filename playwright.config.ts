import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/support/chromium";

// One production server per project, each over a fresh data directory of its own, so no project
// sees another's orders, stock or sign-ins, and the projects run side by side (one worker each).
// Specs reach their server's database through tests/e2e/info-db.ts.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
const PORT = Number(process.env.E2E_PORT ?? 3107);
// Two workers share four projects (each width's spec files in two halves), one file at a time each,
// so both cores stay busy to the end (ADR 0051). E2E_WORKERS=1 runs them one after the other.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const chromium = {
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

// Each width's spec files, halved by turns in name order: each half has a server of its own, so the
// halves run at once without one counting the other's orders. A new file joins a half by its name.
const specs = readdirSync(path.join(import.meta.dirname, "tests/e2e"))
  .filter((f) => f.endsWith(".spec.ts"))
  .sort();
const half = (n: number) => specs.filter((_, i) => i % 2 === n);

// E2E_PORT + 2 and + 3 are the Stripe recovery spec's own shops (checkout-recovery-stripe.spec.ts).
const PROJECTS = [
  { name: "desktop", port: PORT, files: half(0) },
  { name: "desktop-2", port: PORT + 4, files: half(1) },
  { name: "phone", port: PORT + 1, files: half(0) },
  { name: "phone-2", port: PORT + 5, files: half(1) },
].map((p) => ({ ...p, dataDir: path.join(process.env.E2E_DATA_DIR!, p.name) }));

const widths = {
  desktop: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
  // Tests tagged ONE_WIDTH (tests/e2e/fixtures.ts) answer the same at any width: desktop only.
  phone: { ...devices["Pixel 5"], viewport: { width: 360, height: 780 } },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  timeout: 30_000,
  // Reduced motion: the storefront's benefits strip scrolls for ever otherwise, and Chromium redraws
  // every page that shows it 60 times a second for the whole test. The shop honours the setting
  // (app/app.css), so what a spec sees is what such a shopper sees.
  use: { trace: "off", reducedMotion: "reduce" },
  projects: PROJECTS.map(({ name, port, files, dataDir }) => ({
    name,
    workers: 1,
    testMatch: files,
    ...(name.startsWith("phone") ? { grepInvert: /@one-width/ } : {}),
    metadata: { dataDir },
    use: {
      ...widths[name.startsWith("phone") ? "phone" : "desktop"],
      baseURL: `http://127.0.0.1:${port}`,
      ...chromium,
    },
  })),
  webServer: PROJECTS.map(({ port, dataDir }) => ({
    command: `node ${process.env.BUILD_DIR ?? "build"}/app/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // As an operator stops it: the server finishes what it holds and closes its database.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Each server its own, not one shared folder beside both data folders (the default).
      BACKUP_DIR: path.join(dataDir, "backups"),
      LOG_LEVEL: "warn",
      // PUBLIC_URL stays http://localhost:<port> (WebAuthn refuses an IP address as the relying
      // party, so the passkey spec opens localhost); every other spec opens 127.0.0.1.
      EXTRA_ORIGINS: `http://127.0.0.1:${port}`,
      // Every spec shops from 127.0.0.1: the whole suite is one address, and its paid-order steps
      // passed the default 30 checkouts per 10 minutes. The limit itself is tested in
      // server/modules/checkout/checkout-rate-limit.int.test.ts.
      CHECKOUT_RATE_LIMIT: "1000",
      // Likewise the sign-in codes the account and subscription specs ask for (10 an hour per address).
      SIGN_IN_RATE_LIMIT: "1000",
      // And the different e-mail addresses named on payment pages (10 an hour per address): the
      // whole suite pays from here with a fresh address each time.
      CONTACT_RATE_LIMIT: "1000",
      // The first start creates this admin (tests/e2e/admin-helpers.ts signs in with it).
      ADMIN_EMAIL: "e2e-admin@example.com",
      ADMIN_PASSWORD: "e2e admin password 2026",
    },
  })),
});
