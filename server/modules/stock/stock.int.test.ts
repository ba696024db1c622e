// Stock reservations end to end: checkout reserves, payment commits, expiry and
// cancellation release, a refund restocks only when asked, and concurrent checkouts never
// oversell. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { createTestContext, openPort, type TestContext } from "../../../tests/support/test-server";
import { createApp } from "../../app";
import { STAFF } from "../../../tests/support/staff";

vi.setConfig({ testTimeout: 60_000 });

let ctx: TestContext;
let url: string;
let close: () => Promise<void>;
const clock = { now: new Date("2026-05-01T00:00:00.000Z") };

beforeAll(async () => {
  const port = await openPort();
  url = port.url;
  ctx = await createTestContext({ clock: () => clock.now, env: { CHECKOUT_RATE_LIMIT: "0", PUBLIC_URL: url } });
  port.serve(createApp(ctx));
  const server = port.server;
  close = async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await ctx.dispose();
  };
});
afterAll(() => close());

const services = () => ctx.services;
const level = async (flavor: string) => {
  const line = (await services().stock.listStock()).find((l) => l.flavor === flavor)!;
  return { onHand: line.onHand, reserved: line.reserved, available: line.available };
};
const set = (flavor: string, onHand: number, threshold = 0) =>
  services().stock.setStock(flavor, { onHand, threshold }, STAFF);
const post = (cart: unknown[]) =>
  fetch(`${url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart }),
  });
const pay = (sessionId: string) => services().checkout.testPayments!.submitPayment(sessionId, GOOD_PAYMENT_FORM);
const orderOf = async (sessionId: string) => (await services().orders.findOrderBySession(sessionId))!;

const ONE = (flavor: string, quantity = 1) => ({ id: "one-and-done", quantity, flavor });
const TRIPLE = { id: "triple-threat", quantity: 2, flavor: "Lemon Squash, Lemon Squash, Orange Crush" };

// Each test starts from its own stock; pending orders from earlier tests are expired first.
beforeEach(async () => {
  clock.now = new Date(clock.now.getTime() + 48 * 3600_000);
  await services().checkout.testPayments!.expireOverdueSessions();
  await ctx.db.deleteFrom("stock_levels").execute();
});

describe("stock per flavour", () => {
  it("sells a flavour nobody has counted without limit", async () => {
    const sessionId = await startCheckout(url, [ONE("Pineapple Punch", 5)]);
    expect((await pay(sessionId)).ok).toBe(true);
    expect((await services().stock.listStock()).find((l) => l.flavor === "Pineapple Punch")).toMatchObject({
      counted: false,
    });
  });

  it("reserves a pack's tubs per flavour at checkout and takes them off the shelf when paid", async () => {
    await set("Lemon Squash", 10);
    await set("Orange Crush", 10);
    const sessionId = await startCheckout(url, [TRIPLE]);
    expect(await level("Lemon Squash")).toEqual({ onHand: 10, reserved: 4, available: 6 });
    expect(await level("Orange Crush")).toEqual({ onHand: 10, reserved: 2, available: 8 });
    expect((await pay(sessionId)).ok).toBe(true);
    expect(await level("Lemon Squash")).toEqual({ onHand: 6, reserved: 0, available: 6 });
    expect(await level("Orange Crush")).toEqual({ onHand: 8, reserved: 0, available: 8 });
    // A repeated confirmation takes nothing more.
    expect((await pay(sessionId)).ok).toBe(true);
    expect(await level("Lemon Squash")).toEqual({ onHand: 6, reserved: 0, available: 6 });
  });

  it("refuses what it cannot fill with 409 'Only N left in {flavour}' and writes no order", async () => {
    await set("Orange Crush", 3);
    const before = await ctx.db.selectFrom("orders").select("id").execute();
    const res = await post([ONE("Orange Crush", 2), TRIPLE]);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe("Only 3 left in Orange Crush");
    expect(await ctx.db.selectFrom("orders").select("id").execute()).toHaveLength(before.length);
    expect(await level("Orange Crush")).toEqual({ onHand: 3, reserved: 0, available: 3 });
  });

  it("releases the tubs when the payment page expires (the hourly sweep)", async () => {
    await set("Lemon Squash", 5);
    await startCheckout(url, [ONE("Lemon Squash", 4)]);
    expect(await level("Lemon Squash")).toMatchObject({ reserved: 4, available: 1 });
    clock.now = new Date(clock.now.getTime() + 25 * 3600_000);
    expect(await services().checkout.testPayments!.expireOverdueSessions()).toBe(1);
    expect(await level("Lemon Squash")).toEqual({ onHand: 5, reserved: 0, available: 5 });
  });

  it("releases the tubs when the payment fails for good, once however often it is reported", async () => {
    await set("Lemon Squash", 5);
    const sessionId = await startCheckout(url, [ONE("Lemon Squash", 2)]);
    const { id } = await orderOf(sessionId);
    for (const eventId of ["evt_fail_1", "evt_fail_2"]) {
      await services().orders.cancelOrder({
        eventId,
        provider: "stripe",
        type: "failed",
        orderId: id,
        reason: "Failed",
      });
    }
    expect(await level("Lemon Squash")).toEqual({ onHand: 5, reserved: 0, available: 5 });
  });

  it("does not restock a refund unless staff choose 'restock'", async () => {
    await set("Orange Crush", 10);
    const kept = await startCheckout(url, [ONE("Orange Crush", 2)]);
    const back = await startCheckout(url, [ONE("Orange Crush", 3)]);
    await pay(kept);
    await pay(back);
    expect(await level("Orange Crush")).toMatchObject({ onHand: 5 });
    await services().orders.refundOrder((await orderOf(kept)).id, "Damaged", STAFF);
    expect(await level("Orange Crush")).toMatchObject({ onHand: 5 });
    const refunded = await services().orders.refundOrder((await orderOf(back)).id, "", STAFF, { restock: true });
    expect(await level("Orange Crush")).toMatchObject({ onHand: 8, reserved: 0 });
    expect(refunded.events.map((e) => e.message)).toContain("Restocked 3 Orange Crush");
  });

  it("honours a payment that arrives after its reservation expired, and flags it oversold when short", async () => {
    await set("Lemon Squash", 2);
    const late = await startCheckout(url, [ONE("Lemon Squash", 2)]);
    clock.now = new Date(clock.now.getTime() + 25 * 3600_000);
    await services().checkout.testPayments!.expireOverdueSessions();
    const other = await startCheckout(url, [ONE("Lemon Squash", 1)]);
    await pay(other);
    const outcome = await services().orders.confirmPayment({
      eventId: "evt_late_paid",
      provider: "stripe",
      type: "checkout.session.completed",
      sessionId: late,
      email: "late@example.com",
      customerName: "Late Payer",
      shippingAddress: null,
      paymentReference: "pi_late",
    });
    expect(outcome).toBe("applied");
    const order = await services().orders.getOrderDetail((await orderOf(late)).id);
    expect(order).toMatchObject({ status: "paid", oversold: true });
    expect(order.events.find((e) => e.type === "oversold")?.message).toMatch(/^Oversold: .*1 Lemon Squash/);
    expect(await level("Lemon Squash")).toEqual({ onHand: -1, reserved: 0, available: -1 });
  });

  it("e-mails staff once when a payment takes a flavour to its low-stock threshold", async () => {
    await set("Pineapple Punch", 6, 3);
    const lowMails = async () =>
      (await ctx.db.selectFrom("mail_outbox").select("subject").execute()).filter((m) =>
        m.subject.startsWith("Low stock: Pineapple Punch"),
      ).length;
    const first = await startCheckout(url, [ONE("Pineapple Punch", 2)]);
    await pay(first);
    expect(await lowMails()).toBe(0);
    await pay(await startCheckout(url, [ONE("Pineapple Punch", 1)]));
    expect(await lowMails()).toBe(1);
    await pay(await startCheckout(url, [ONE("Pineapple Punch", 1)]));
    expect(await lowMails()).toBe(1);
    // A delivery re-arms it; the next crossing is e-mailed again.
    await services().stock.adjustStock("pineapple punch", { delta: 10 }, STAFF);
    await pay(await startCheckout(url, [ONE("Pineapple Punch", 5)]));
    expect(await lowMails()).toBe(1);
    await pay(await startCheckout(url, [ONE("Pineapple Punch", 5)]));
    expect(await lowMails()).toBe(2);
  });
});

describe("concurrent checkouts", () => {
  it("with 10 tubs left, exactly 10 of 50 checkouts succeed and 40 get 409", async () => {
    await set("Lemon Squash", 10);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post([ONE("Lemon Squash")])));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const refused = await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.json()));
    expect(new Set(refused.map((b) => (b as { error: string }).error))).toEqual(
      new Set(["Only 0 left in Lemon Squash"]),
    );
    await Promise.all(answers.filter((r) => r.status === 200).map((r) => r.body?.cancel()));
    expect(await level("Lemon Squash")).toEqual({ onHand: 10, reserved: 10, available: 0 });
  });

  it("packs of two counted flavours, chosen in either order, all go through and each holds its tubs", async () => {
    await set("Lemon Squash", 100);
    await set("Orange Crush", 100);
    const duo = (flavor: string) => ({ id: "dynamic-duo", quantity: 1, flavor });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post([duo(i % 2 ? "Lemon Squash, Orange Crush" : "Orange Crush, Lemon Squash")]),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
    await Promise.all(answers.map((r) => r.body?.cancel()));
    expect(await level("Lemon Squash")).toEqual({ onHand: 100, reserved: 40, available: 60 });
    expect(await level("Orange Crush")).toEqual({ onHand: 100, reserved: 40, available: 60 });
  });
});

describe("staff setting stock", () => {
  it("refuses a negative figure, and on hand below what is reserved, changing nothing", async () => {
    await set("Orange Crush", 4);
    await startCheckout(url, [ONE("Orange Crush", 3)]);
    await expect(set("Orange Crush", -1)).rejects.toThrow("On hand cannot be negative");
    await expect(set("Orange Crush", 2)).rejects.toThrow(
      "On hand cannot be less than the 3 tubs reserved for orders awaiting payment",
    );
    await expect(services().stock.adjustStock("orange crush", { delta: -5 }, STAFF)).rejects.toThrow(
      "Stock cannot go below zero: Orange Crush has 4 on hand",
    );
    expect(await level("Orange Crush")).toEqual({ onHand: 4, reserved: 3, available: 1 });
  });

  it("answers the JSON API with each field's message", async () => {
    const headers = { ...(await signInAdmin({ url, ctx })), "content-type": "application/json" };
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${url}/api/admin/stock${path}`, { method, headers, body: JSON.stringify(body) });
    const bad = await call("PUT", "/lemon%20squash", { onHand: -2, threshold: 1 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "On hand cannot be negative",
      details: { onHand: "On hand cannot be negative" },
    });
    const ok = await call("PUT", "/lemon%20squash", { onHand: 12, threshold: 3 });
    expect(await ok.json()).toMatchObject({ line: { flavor: "Lemon Squash", onHand: 12, available: 12, low: false } });
    const adjusted = await call("POST", "/lemon%20squash/adjust", { delta: -10 });
    expect(await adjusted.json()).toMatchObject({ line: { onHand: 2, low: true } });
    expect((await call("POST", "/no%20such%20flavour/adjust", { delta: 1 })).status).toBe(404);
    const list = (await (await fetch(`${url}/api/admin/stock`, { headers })).json()) as { stock: { flavor: string }[] };
    expect(list.stock.map((l) => l.flavor)).toEqual(["Lemon Squash", "Orange Crush", "Pineapple Punch"]);
  });

  it("shows the storefront the change at once (catalogue and cached page dropped)", async () => {
    const shown = async () => {
      const body = (await (await fetch(`${url}/api/products`)).json()) as {
        products: { id: string; stock?: object }[];
      };
      return body.products.find((p) => p.id === "one-and-done")!.stock;
    };
    expect(await shown()).toBeUndefined();
    await set("Lemon Squash", 0);
    expect(await shown()).toEqual({ "lemon squash": 0 });
    await services().stock.adjustStock("lemon squash", { delta: 7 }, STAFF);
    expect(await shown()).toEqual({ "lemon squash": 7 });
  });
});
