// The drawer's quote is no oracle for guessing codes. Wrong codes are counted per client
// address; past the limit every quote with a code from there is refused (429, Retry-After, a
// message the drawer shows) until the window ends. Right codes and plain quotes are not counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
beforeAll(async () => {
  // Behind a proxy, so each test can speak from an address of its own.
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0", TRUST_PROXY: "true", PROMO_GUESS_LIMIT: "10" } });
  const admin = { ...(await signInAdmin(s)), "content-type": "application/json" };
  const res = await fetch(`${s.url}/api/admin/promotions`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({ code: "REAL10", kind: "percent", value: 10 }),
  });
  expect(res.status).toBe(201);
});
afterAll(() => s.close());

const CART = [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }];
const quote = (ip: string, promoCode?: string) =>
  fetch(`${s.url}/api/cart/quote`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ cart: CART, ...(promoCode === undefined ? {} : { promoCode }) }),
  });

describe("wrong promo codes per address", () => {
  it("answers each of the first 10 wrong codes, then 429 with Retry-After, even for a right code", async () => {
    const ip = "203.0.113.10";
    for (let i = 0; i < 10; i++) {
      const res = await quote(ip, `GUESS${i}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(`We don't recognise the code GUESS${i}`);
    }
    const refused = await quote(ip, "GUESS10");
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many wrong promo codes from your connection\. Please try again in \d+ minutes?\.$/,
    );
    // A right code cannot be told from a wrong one while the address is refused.
    expect((await quote(ip, "REAL10")).status).toBe(429);
    // Another address is not affected.
    expect((await quote("203.0.113.11", "REAL10")).status).toBe(200);
  });

  it("does not count right codes", async () => {
    const ip = "203.0.113.20";
    for (let i = 0; i < 9; i++) expect((await quote(ip, `NOPE${i}`)).status).toBe(400);
    for (let i = 0; i < 15; i++) expect((await quote(ip, "real10")).status).toBe(200);
    expect((await quote(ip, "NOPE9")).status).toBe(400);
    expect((await quote(ip, "NOPE10")).status).toBe(429);
  });
});

describe("PROMO_GUESS_LIMIT=0", () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0", PROMO_GUESS_LIMIT: "0" } });
  });
  afterAll(() => off.close());

  it("turns the limit off", async () => {
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${off.url}/api/cart/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ cart: CART, promoCode: `MISS${i}` }),
      });
      expect(res.status).toBe(400);
    }
  });
});
