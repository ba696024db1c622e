// A PostgreSQL restart under load, against the production server in its own process and a
// PostgreSQL of this test's own (stopped in immediate mode, like a crash, then started again):
// the shop stays up, answers 503 with Retry-After while the database is away (never 500, never a
// reset), serves again soon after it is back, and loses no checkout it acknowledged.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  attempt,
  freePort,
  startShopProcess,
  type Outcome,
  type ShopProcess,
} from "../../../scripts/support/shop-process";
import { createDb } from "./client";

const PG = path.resolve("scripts/pg-throwaway.sh");
const pg = (...args: string[]) =>
  execFileSync(PG, args, { encoding: "utf8", env: { ...process.env, PG_DURABLE: "1" } }).trim();

let shop: ShopProcess | undefined;
let pgDir: string | undefined;
afterAll(async () => {
  await shop?.stop();
  if (pgDir) pg("stop", pgDir);
});

const CART = JSON.stringify({ cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }] });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(inject("dialect") === "postgres")("a PostgreSQL restart under load", () => {
  it("is ridden out: 503 with Retry-After while it is down, serving again within 5 s, nothing lost", async () => {
    pgDir = mkdtempSync(path.join(tmpdir(), "shop-outage-pg-"));
    const port = String(await freePort());
    const url = pg("start", pgDir, port);
    shop = await startShopProcess({ DATABASE_URL: url, CHECKOUT_RATE_LIMIT: "0" });
    const base = shop.url;

    type Tagged = Outcome & { kind: string; orderUrl?: string };
    const outcomes: Tagged[] = [];
    let stop = false;
    const targets: [string, () => Promise<Tagged>][] = [
      [
        "checkout",
        async () => {
          const init = { method: "POST", headers: { "Content-Type": "application/json" }, body: CART };
          try {
            const res = await fetch(`${base}/api/checkout`, init);
            const body = (await res.json()) as { url?: string };
            const o = { status: res.status, retryAfter: res.headers.get("retry-after"), at: Date.now() };
            return { ...o, kind: "checkout", ...(body.url ? { orderUrl: body.url } : {}) };
          } catch (err) {
            const code = (err as { cause?: { code?: string } }).cause?.code ?? String(err);
            return { error: code, at: Date.now(), kind: "checkout" };
          }
        },
      ],
      ["products", async () => ({ ...(await attempt(`${base}/api/products`)), kind: "products" })],
      ["videos", async () => ({ ...(await attempt(`${base}/api/videos`)), kind: "videos" })],
      ["home", async () => ({ ...(await attempt(`${base}/`)), kind: "home" })],
      ["faqs", async () => ({ ...(await attempt(`${base}/faqs?fresh=1`)), kind: "faqs" })],
    ];
    const worker = async (i: number) => {
      for (let n = i; !stop; n++) {
        // Every other request is a checkout.
        outcomes.push(await targets[n % 2 === 0 ? 0 : n % targets.length]![1]());
        await sleep(2);
      }
    };
    // Many checkouts at once: a connection caught between two statements of a transaction when
    // the server goes away is the one that once crashed the process.
    const workers = Array.from({ length: 16 }, (_, i) => worker(i));

    await sleep(1000);
    const downAt = Date.now();
    pg("halt", pgDir);
    await sleep(3000);
    expect(shop.child.exitCode, "the shop is still running").toBeNull();
    pg("resume", pgDir, port);
    const upAt = Date.now();
    await sleep(6000);
    stop = true;
    await Promise.all(workers);
    expect(shop.child.exitCode, "the shop is still running").toBeNull();

    const resets = outcomes.filter((o) => "error" in o);
    expect(resets, "connections cut off").toEqual([]);
    const answers = outcomes.filter((o): o is Tagged & { status: number; retryAfter: string | null } => "status" in o);
    const failures = answers.filter((o) => o.status >= 500);
    expect(failures.length, "some answers came while the database was down").toBeGreaterThan(0);
    for (const o of failures) {
      expect(o.status, `${o.kind} at +${o.at - downAt} ms`).toBe(503);
      expect(o.retryAfter, `${o.kind} Retry-After`).toMatch(/^\d+$/);
    }
    expect(answers.filter((o) => o.status !== 503).every((o) => o.status === 200)).toBe(true);
    // Serving again: from some moment within 5 s of the restart, every kind of request succeeds.
    const lastFailure = Math.max(...failures.map((o) => o.at));
    if (process.env.REPORT_FIGURES) {
      console.warn({
        answers: answers.length,
        unavailable503: failures.length,
        resets: resets.length,
        servingAgainMsAfterRestart: lastFailure - upAt,
        acknowledgedCheckouts: answers.filter((o) => o.kind === "checkout" && o.status === 200).length,
      });
    }
    expect(lastFailure - upAt, "serving again within 5 s of the database being back").toBeLessThan(5000);
    for (const kind of targets.map(([k]) => k)) {
      expect(
        answers.some((o) => o.kind === kind && o.status === 200 && o.at > lastFailure),
        kind,
      ).toBe(true);
    }
    // Every checkout answered 200 is in the database, with its payment page.
    const acknowledged = answers.filter((o) => o.kind === "checkout" && o.status === 200).map((o) => o.orderUrl!);
    const db = createDb({ dialect: "postgres", url });
    const sessions = await db.selectFrom("payment_sessions").select("id").execute();
    await db.destroy();
    const stored = new Set(sessions.map((r) => `/pay/${r.id}`));
    expect(acknowledged.filter((u) => !stored.has(u))).toEqual([]);
    // An outage is expected: one warn line per refused request, no error with a stack trace.
    const errorLines = shop.output.filter((l) => /"level":(50|60)/.test(l) || l.includes('"stack"'));
    expect(errorLines, "errors logged").toEqual([]);
  }, 90_000);
});
