// An account with years of orders reads its list a page at a time, and every one of its
// orders (not only the newest 200) opens by number.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_NUMBER_ALPHABET } from "../../../core/order";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";

let ctx: TestContext;
const CUSTOMER = "cus_keyset";
const numbers: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db
    .insertInto("customers")
    .values({
      id: CUSTOMER,
      email: "loyal@example.com",
      marketing_consent: 0,
      marketing_consent_at: null,
      created_at: "2024-01-01T00:00:00.000Z",
      last_sign_in_at: null,
    })
    .execute();
  const rows = Array.from({ length: 230 }, (_, i) => {
    const number = `RR-${Array.from({ length: 6 }, (_, d) => ORDER_NUMBER_ALPHABET[Math.floor(i / 32 ** (5 - d)) % 32]).join("")}`;
    numbers.push(number);
    // Two orders share each minute; half by e-mail as a guest (any case), half signed in.
    const at = new Date(Date.parse("2024-02-01T00:00:00Z") + Math.floor(i / 2) * 60_000).toISOString();
    return {
      id: `ord_${i.toString(16).padStart(24, "0")}`,
      number,
      status: i % 3 === 0 ? "fulfilled" : "paid",
      currency: "AUD",
      subtotal: 4999,
      shipping: 0,
      total: 4999,
      gst: 454,
      provider: "test",
      provider_session_id: null,
      payment_reference: null,
      email: i % 2 ? "Loyal@Example.com" : null,
      customer_name: "Lou Loyal",
      shipping_address: null,
      tracking_number: null,
      created_at: at,
      updated_at: at,
      paid_at: at,
      fulfilled_at: null,
      refund_reference: null,
      refunded_at: null,
      account_id: i % 2 ? null : CUSTOMER,
      promo_code: null,
    };
  });
  for (let i = 0; i < rows.length; i += 100)
    await ctx.db
      .insertInto("orders")
      .values(rows.slice(i, i + 100))
      .execute();
});
afterAll(() => ctx.dispose());

describe("an account's orders, a page at a time", () => {
  it("pages through every order once, newest first, and back", async () => {
    const accounts = ctx.services.accounts;
    const seen: string[] = [];
    let page = await accounts.listOrders(CUSTOMER);
    seen.push(...page.orders.map((o) => o.number));
    while (page.next) {
      page = await accounts.listOrders(CUSTOMER, { after: page.next });
      seen.push(...page.orders.map((o) => o.number));
    }
    expect(seen).toEqual([...numbers].reverse());
    const back = page.orders.map((o) => o.number);
    while (page.prev) {
      page = await accounts.listOrders(CUSTOMER, { before: page.prev });
      back.unshift(...page.orders.map((o) => o.number));
    }
    expect(back).toEqual(seen);
  });

  it("opens the oldest order and its invoice by number", async () => {
    expect((await ctx.services.accounts.findOrder(CUSTOMER, numbers[0]!))?.number).toBe(numbers[0]);
    expect((await ctx.services.accounts.invoice(CUSTOMER, numbers[1]!.toLowerCase()))?.order.number).toBe(numbers[1]);
  });

  it("refuses a damaged cursor with a 400", async () => {
    await expect(ctx.services.accounts.listOrders(CUSTOMER, { after: "broken!" })).rejects.toMatchObject({
      status: 400,
    });
  });
});
