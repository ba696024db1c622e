// The Overview reads "today" from the shop's clock, the same clock that stamps orders, so with the
// owner's test clock moved on (or any clock but the machine's) an order paid today is in Today.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { placePaidOrder } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

// 1 pm in Sydney on a day years from the machine's own.
const SHOP_NOW = new Date("2029-03-10T02:00:00.000Z");
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), clock: () => SHOP_NOW });
});
afterAll(() => s.close());

it("counts an order paid by the shop's clock today under Today", async () => {
  const { number } = await placePaidOrder(s, { email: "overview-clock@example.com" });
  const order = await s.ctx.db
    .selectFrom("orders")
    .select(["total", "paid_at"])
    .where("number", "=", number)
    .executeTakeFirstOrThrow();
  expect(order.paid_at).toBe(SHOP_NOW.toISOString());
  const admin = await signInAdmin(s);
  const html = (await (await fetch(`${s.url}/admin`, { headers: admin })).text()).replaceAll("<!-- -->", "");
  const today = /data-testid="takings-today"[^>]*>([^<]+)</.exec(html)?.[1];
  expect(today).toBe(`$${(order.total / 100).toFixed(2)}`);
});
