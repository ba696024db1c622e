import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/support/chromium";

// One production server per project (desktop, phone), each over a fresh data directory of its own,
// so neither project sees the other's orders, stock or sign-ins, and the two can run side by side
// (one worker each). Specs reach their server's database through tests/e2e/info-db.ts.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
const PORT = Number(process.env.E2E_PORT ?? 3107);
// E2E_WORKERS=2 runs the two projects side by side, as `TEST_SIDE_BY_SIDE=1 npm test` does beside
// Vitest (ADR 0053); by default one worker runs one project after the other.
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);

const chromium = {
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

const servers = {
  desktop: { port: PORT, dataDir: path.join(process.env.E2E_DATA_DIR, "desktop") },
  phone: { port: PORT + 1, dataDir: path.join(process.env.E2E_DATA_DIR, "phone") },
};
const baseURL = (name: keyof typeof servers) => `http://127.0.0.1:${servers[name].port}`;

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
  projects: [
    {
      name: "desktop",
      workers: 1,
      metadata: { dataDir: servers.desktop.dataDir },
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        baseURL: baseURL("desktop"),
        ...chromium,
      },
    },
    {
      name: "phone",
      workers: 1,
      // Tests tagged ONE_WIDTH (tests/e2e/fixtures.ts) answer the same at any width.
      grepInvert: /@one-width/,
      metadata: { dataDir: servers.phone.dataDir },
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 780 }, baseURL: baseURL("phone"), ...chromium },
    },
  ],
  webServer: Object.values(servers).map(({ port, dataDir }) => ({
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
