// How the test and measuring scripts start Debian's Chromium: no GPU, no background traffic
// (this machine has no internet), nothing that would add noise to a timing.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
