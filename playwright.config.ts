import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";

// One production server over a fresh data directory for the whole run.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
const PORT = Number(process.env.E2E_PORT ?? 3107);

const chromium = {
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: "off" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, ...chromium } },
    { name: "phone", use: { ...devices["Pixel 5"], viewport: { width: 360, height: 780 }, ...chromium } },
  ],
  webServer: {
    command: `node ${process.env.BUILD_DIR ?? "build"}/app/main.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Every spec shops from 127.0.0.1: the whole suite is one address, and its paid-order steps
      // passed the default 30 checkouts per 10 minutes. The limit itself is tested in
      // server/modules/checkout/checkout-rate-limit.int.test.ts.
      CHECKOUT_RATE_LIMIT: "1000",
      // The first start creates this admin (tests/e2e/admin-helpers.ts signs in with it).
      ADMIN_EMAIL: "e2e-admin@example.com",
      ADMIN_PASSWORD: "e2e admin password 2026",
    },
  },
});
