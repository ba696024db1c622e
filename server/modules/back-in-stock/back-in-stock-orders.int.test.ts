// Back-in-stock alerts when tubs come back without staff: a checkout that held the
// last tubs expires unpaid, or staff refund a paid order with 'restock'; each confirmed address
// gets its one e-mail in that transaction. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { alertConfirmToken } from "../../../tests/support/consent";
import { postJson } from "../../../tests/support/customer-forms";
import { STAFF } from "../../../tests/support/staff";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { createTestContext, openPort, type TestContext } from "../../../tests/support/test-server";
import { createApp } from "../../app";

vi.setConfig({ testTimeout: 60_000 });

let ctx: TestContext;
let url: string;
let close: () => Promise<void>;
const clock = { now: new Date("2026-05-01T00:00:00.000Z") };

beforeAll(async () => {
  const port = await openPort();
  url = port.url;
  ctx = await createTestContext({
    clock: () => clock.now,
    env: { CHECKOUT_RATE_LIMIT: "0", PUBLIC_URL: url, TRUST_PROXY: "true" },
  });
  port.serve(createApp(ctx));
  close = async () => {
    await new Promise<void>((r) => port.server.close(() => r()));
    await ctx.dispose();
  };
});
afterAll(() => close());

beforeEach(async () => {
  clock.now = new Date(clock.now.getTime() + 48 * 3600_000);
  await ctx.services.checkout.testPayments!.expireOverdueSessions();
  await ctx.db.deleteFrom("stock_levels").execute();
  await ctx.db.deleteFrom("back_in_stock_requests").execute();
});

const mailTo = (to: string) =>
  ctx.db
    .selectFrom("mail_outbox")
    .select("subject")
    .where("to", "=", to)
    .where("subject", "not like", "Confirm your%")
    .execute();
const confirm = async (email: string) => ctx.services.backInStock.confirm(await alertConfirmToken(ctx.db, email));

describe("stock that comes back from an order", () => {
  it("e-mails the waiting address once when a checkout holding the last tubs expires", async () => {
    await ctx.services.stock.setStock("Pineapple Punch", { onHand: 2, threshold: 0 }, STAFF);
    await startCheckout(url, [{ id: "one-and-done", quantity: 2, flavor: "Pineapple Punch" }]);
    const res = await postJson(`${url}/api/back-in-stock`, { flavour: "Pineapple Punch", email: "exp@example.com" });
    expect(res.status).toBe(201);
    await confirm("exp@example.com");

    clock.now = new Date(clock.now.getTime() + 48 * 3600_000);
    expect(await ctx.services.checkout.testPayments!.expireOverdueSessions()).toBe(1);
    expect(await mailTo("exp@example.com")).toEqual([{ subject: "Pineapple Punch is back in stock - Rebound" }]);
    expect(await ctx.db.selectFrom("back_in_stock_requests").selectAll().execute()).toEqual([]);
    await ctx.services.checkout.testPayments!.expireOverdueSessions();
    expect(await mailTo("exp@example.com")).toHaveLength(1);
  });

  it("e-mails the waiting address once when staff refund the last tubs with 'restock'", async () => {
    await ctx.services.stock.setStock("Orange Crush", { onHand: 1, threshold: 0 }, STAFF);
    const sessionId = await startCheckout(url, [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }]);
    expect((await ctx.services.checkout.testPayments!.submitPayment(sessionId, GOOD_PAYMENT_FORM)).ok).toBe(true);
    const res = await postJson(`${url}/api/back-in-stock`, { flavour: "Orange Crush", email: "refund@example.com" });
    expect(res.status).toBe(201);
    await confirm("refund@example.com");

    const order = (await ctx.services.orders.findOrderBySession(sessionId))!;
    await ctx.services.orders.refundOrder(order.id, "", STAFF, { restock: true });
    expect(await mailTo("refund@example.com")).toEqual([{ subject: "Orange Crush is back in stock - Rebound" }]);
    expect(await ctx.db.selectFrom("back_in_stock_requests").selectAll().execute()).toEqual([]);
  });
});
