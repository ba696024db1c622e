// How the test and measuring scripts start Debian's Chromium: no GPU, no background traffic
// (this machine has no internet), nothing that would add noise to a timing.
import { existsSync } from "node:fs";

/** Full Chromium, for what measures a page as a shopper's browser draws it (Lighthouse). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser suite's Chromium: Debian's headless shell (package chromium-headless-shell) when it
 * is installed. It is the same engine without the desktop browser around it, and the suite took
 * 17 minutes with it against 35 with full Chromium on this 2-core machine (ADR 0050). CHROME_PATH
 * still chooses one browser for everything.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
