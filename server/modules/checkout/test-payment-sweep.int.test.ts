import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startClockedServer } from "../../../tests/support/admin";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import type { TestServer } from "../../../tests/support/test-server";
import type { TestPaymentService } from "./test-payment.service";

// A server of its own: the test moves the clock a day on, which would reorder other files' orders.
let s: TestServer & { clock: { now: Date } };
let pay: TestPaymentService;
beforeAll(async () => {
  s = await startClockedServer();
  pay = s.ctx.services.testPayments!;
});
afterAll(() => s.close());

const ONE = { id: "one-and-done", quantity: 1, flavor: "Orange Crush" };
const DUO = { id: "dynamic-duo", quantity: 2, flavor: "Lemon Squash, Pineapple Punch" };
const GOOD = GOOD_PAYMENT_FORM;

const checkout = (cart: unknown[]) => startCheckout(s.url, cart);

describe("expireOverdueSessions", () => {
  it("the hourly sweep expires timed-out pages and their orders without anyone opening them", async () => {
    const overdue = await checkout([ONE]);
    const start = s.clock.now;
    s.clock.now = new Date(start.getTime() + 12 * 3600_000);
    const fresh = await checkout([DUO]);
    const paid = await checkout([ONE]);
    expect(await pay.submitPayment(paid, GOOD)).toMatchObject({ ok: true });
    try {
      expect(await pay.expireOverdueSessions()).toBe(0);
      s.clock.now = new Date(start.getTime() + 24 * 3600_000 + 1000);
      expect(await pay.expireOverdueSessions()).toBeGreaterThanOrEqual(1);
      const status = async (id: string) => (await s.ctx.services.orders.findOrderBySession(id))!.status;
      expect(await status(overdue)).toBe("expired");
      expect(await status(fresh)).toBe("pending");
      expect(await status(paid)).toBe("paid");
      const order = (await s.ctx.services.orders.findOrderBySession(overdue))!;
      const detail = await s.ctx.services.orders.getOrderDetail(order.id);
      expect(detail.events.filter((e) => e.type === "expired")).toHaveLength(1);
      expect(await pay.expireOverdueSessions()).toBe(0);
      expect((await s.ctx.services.testPayments!.getPaymentPage(overdue))!.state).toBe("expired");
    } finally {
      s.clock.now = start;
    }
  });
});
