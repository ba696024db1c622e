// What the benchmark scripts share: the bare node:http server answering a shop's exact bytes,
// a raw GET (undecoded), the median, and the admin's sign-in and stock counts that a bench needs
// before it can post checkouts. Every request that changes something carries the shop's Origin:
// the shop refuses a cookie-authenticated change without it.
import { spawn } from "node:child_process";
import { get, type IncomingHttpHeaders } from "node:http";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

/** Fetches what the shop answers for each path (as a browser asks) and starts the bare server with it. */
export async function startBare(base: string, paths: string[]): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-"));
  const manifest: Record<string, { file: string; headers: Record<string, string> }> = {};
  for (const [i, p] of paths.entries()) {
    // Undecoded bytes: node's fetch would decompress them, so use a raw HTTP GET.
    const { headers, body } = await rawGet(`${base}${p}`, { "accept-encoding": "br, gzip" });
    const file = path.join(dir, `body-${i}`);
    writeFileSync(file, body);
    const keep = ["content-type", "content-encoding", "etag", "vary", "cache-control"];
    manifest[p] = {
      file,
      headers: Object.fromEntries(keep.filter((k) => headers[k]).map((k) => [k, String(headers[k])])),
    };
  }
  const manifestFile = path.join(dir, "manifest.json");
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "..", "bench-bare.mjs"), manifestFile], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const port = String((await lines.next()).value);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

export const BENCH_ADMIN = { email: "bench@example.com", password: "bench admin password" };

/** The admin's session cookie (ADMIN_EMAIL/ADMIN_PASSWORD were BENCH_ADMIN at the shop's start). */
export async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  if (!cookie) throw new Error(`signing in at ${base} answered ${login.status}: ${await login.text()}`);
  return cookie;
}

/** The flavours the bench's cart buys, counted with a million tubs each, so every checkout reserves. */
export async function countStock(base: string, cookie: string): Promise<void> {
  for (const flavour of ["Lemon Squash", "Orange Crush"]) {
    const res = await fetch(`${base}/api/admin/stock/${encodeURIComponent(flavour)}`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({ onHand: 1_000_000, threshold: 0 }),
    });
    if (!res.ok) throw new Error(`setting stock of ${flavour}: ${res.status} ${await res.text()}`);
  }
}

export const CHECKOUT_BODY = JSON.stringify({
  cart: [
    { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" },
    { id: "dynamic-duo", quantity: 2, flavor: "Lemon Squash, Orange Crush" },
  ],
});

/** A different shopper's address for each request (behind TRUST_PROXY), so no per-address limit is met. */
export function shopperAddresses(): () => string {
  let n = 0;
  return () => {
    n++;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}
