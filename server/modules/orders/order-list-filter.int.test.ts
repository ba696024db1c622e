// Unpaid checkouts (awaiting payment, expired, cancelled) stay out of the default Orders
// list and its CSV; a filter shows them, and one shows everything.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, startClockedServer } from "../../../tests/support/admin";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import type { TestServer } from "../../../tests/support/test-server";

let s: TestServer & { clock: { now: Date } };
let admin: Record<string, string>;
const numbers: Record<"paid" | "pending" | "expired" | "cancelled", string> = {
  paid: "",
  pending: "",
  expired: "",
  cancelled: "",
};
const ONE = { id: "one-and-done", quantity: 1, flavor: "Orange Crush" };

beforeAll(async () => {
  s = await startClockedServer();
  const orders = s.ctx.services.orders;
  const pay = s.ctx.services.checkout.testPayments!;
  const number = async (sessionId: string) => (await orders.findOrderBySession(sessionId))!.number;

  const expiring = await startCheckout(s.url, [ONE]);
  const start = s.clock.now;
  s.clock.now = new Date(start.getTime() + 25 * 3600_000);
  await pay.getPaymentPage(expiring);
  numbers.expired = await number(expiring);

  const cancelled = await startCheckout(s.url, [ONE]);
  await orders.abandonOrder((await orders.findOrderBySession(cancelled))!.id, "No payment page");
  numbers.cancelled = await number(cancelled);

  numbers.pending = await number(await startCheckout(s.url, [ONE]));
  const paid = await startCheckout(s.url, [ONE]);
  await pay.submitPayment(paid, GOOD_PAYMENT_FORM);
  numbers.paid = await number(paid);
  // After the clock's jump, which would have ended an earlier session.
  admin = await signInAdmin(s);
});
afterAll(() => s.close());

async function listed(qs: string): Promise<string[]> {
  const res = await fetch(`${s.url}/api/admin/orders${qs}`, { headers: admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as { orders: { number: string }[] }).orders.map((o) => o.number);
}

async function exported(qs: string): Promise<string> {
  const res = await fetch(`${s.url}/api/admin/orders/export.csv${qs}`, { headers: admin });
  expect(res.status).toBe(200);
  return res.text();
}

describe("the Orders list and unpaid checkouts", () => {
  it("leaves unpaid checkouts out of the default list and its CSV", async () => {
    expect(await listed("")).toEqual([numbers.paid]);
    const csv = await exported("");
    expect(csv).toContain(numbers.paid);
    for (const n of [numbers.pending, numbers.expired, numbers.cancelled]) expect(csv).not.toContain(n);
  });

  it("shows them with the unpaid filter, and everything with 'any'", async () => {
    expect((await listed("?status=unpaid")).sort()).toEqual(
      [numbers.pending, numbers.expired, numbers.cancelled].sort(),
    );
    expect((await listed("?status=any")).sort()).toEqual(Object.values(numbers).sort());
    const csv = await exported("?status=unpaid");
    expect(csv).not.toContain(numbers.paid);
    for (const n of [numbers.pending, numbers.expired, numbers.cancelled]) expect(csv).toContain(n);
  });

  it("still filters by one status, and refuses an unknown one", async () => {
    expect(await listed("?status=expired")).toEqual([numbers.expired]);
    expect(await listed("?status=pending")).toEqual([numbers.pending]);
    const res = await fetch(`${s.url}/api/admin/orders?status=abandoned`, { headers: admin });
    expect(res.status).toBe(400);
  });
});
