import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { CHECKOUT_ALIAS_PATH } from "./checkout.api";

// The server prices and names the line itself: id, quantity and flavour are all it needs.
const LINE = { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" };

const post = (s: TestServer, path = "/api/checkout") =>
  fetch(`${s.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart: [LINE] }),
  });

async function countOrders(s: TestServer): Promise<number> {
  const r = await s.ctx.db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe("checkout rate limit (CHECKOUT_RATE_LIMIT per IP per 10 minutes)", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "3" } });
  });
  afterAll(() => s.close());

  it("lets an address start the limit's number of checkouts, on either path, then answers 429 and writes nothing", async () => {
    expect((await post(s)).status).toBe(200);
    expect((await post(s, CHECKOUT_ALIAS_PATH)).status).toBe(200);
    expect((await post(s)).status).toBe(200);
    expect(await countOrders(s)).toBe(3);

    for (const path of ["/api/checkout", CHECKOUT_ALIAS_PATH]) {
      const refused = await post(s, path);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(600);
      const body = (await refused.json()) as { error: string };
      expect(body.error).toMatch(
        /^Too many checkout attempts from your connection\. Please try again in \d+ minutes?\.$/,
      );
    }
    expect(await countOrders(s)).toBe(3);
  });
});

describe("CHECKOUT_RATE_LIMIT=0", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
  });
  afterAll(() => s.close());

  it("turns the limit off", async () => {
    for (let i = 0; i < 5; i++) expect((await post(s)).status).toBe(200);
    expect(await countOrders(s)).toBe(5);
  });
});
