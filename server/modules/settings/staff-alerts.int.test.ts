// Settings → Notifications honoured where mail is queued: a turned-off shipping notice is not
// queued; new-order and low-stock alerts go once, in the change's own transaction, to the chosen
// addresses only. SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_NOTIFICATIONS } from "../../../core/notifications";
import { STAFF } from "../../../tests/support/staff";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { createTestContext, openPort, type TestContext } from "../../../tests/support/test-server";
import { createApp } from "../../app";

vi.setConfig({ testTimeout: 60_000 });

let ctx: TestContext;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const port = await openPort();
  url = port.url;
  ctx = await createTestContext({ env: { CHECKOUT_RATE_LIMIT: "0", PUBLIC_URL: url } });
  port.serve(createApp(ctx));
  const server = port.server;
  close = async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await ctx.dispose();
  };
});
afterAll(() => close());

const ONE = (flavor: string, quantity = 1) => ({ id: "one-and-done", quantity, flavor });
const choose = (staffAlerts: Record<string, string>, customerEmails: Record<string, boolean> = {}) =>
  ctx.services.settings.notifications.save(
    {
      customerEmails: { shippingNotice: true, subscriptionReminder: true, cartReminder: true, ...customerEmails },
      staffAlerts,
    },
    STAFF,
  );
const outbox = async (subject: string) =>
  (await ctx.db.selectFrom("mail_outbox").select(["to", "subject", "text", "html"]).execute()).filter((m) =>
    m.subject.startsWith(subject),
  );
const paidOrder = async (flavor = "Lemon Squash", quantity = 1) => {
  const sessionId = await startCheckout(url, [ONE(flavor, quantity)]);
  expect((await ctx.services.checkout.testPayments!.submitPayment(sessionId, GOOD_PAYMENT_FORM)).ok).toBe(true);
  return { ...(await ctx.services.orders.findOrderBySession(sessionId))!, sessionId };
};

beforeEach(async () => {
  await ctx.db.deleteFrom("stock_levels").execute();
});

describe("the shipping notice", () => {
  it("is not queued when the owner turned it off, and is when it is on", async () => {
    await choose({}, { shippingNotice: false });
    const quiet = await paidOrder();
    await ctx.services.orders.fulfilOrder(quiet.id, "TRK111", STAFF);
    expect(await outbox(`Your ${ctx.config.shopName} order ${quiet.number} has shipped`)).toHaveLength(0);

    await choose({}, { shippingNotice: true });
    const told = await paidOrder();
    await ctx.services.orders.fulfilOrder(told.id, "TRK222", STAFF);
    expect(await outbox(`Your ${ctx.config.shopName} order ${told.number} has shipped`)).toHaveLength(1);
  });
});

describe("the new-order alert", () => {
  it("goes once to each chosen address, with a button to the order and nothing of the payment", async () => {
    await choose({ newOrder: "orders@shop.com.au, boss@shop.com.au" });
    const order = await paidOrder();
    // The same payment reported again (a redelivered event, or another instance): no second alert.
    const again = await ctx.services.orders.confirmPayment({
      eventId: `evt_again_${order.number}`,
      provider: "stripe",
      type: "checkout.session.completed",
      sessionId: order.sessionId,
      email: "shopper@example.com",
      customerName: "Shopper",
      shippingAddress: null,
      paymentReference: "pi_again",
    });
    expect(again).not.toBe("applied");
    const alerts = await outbox(`New order ${order.number}`);
    expect(alerts.map((m) => m.to).sort()).toEqual(["boss@shop.com.au", "orders@shop.com.au"]);
    expect(alerts[0]!.html).toContain("View order");
    expect(alerts[0]!.text).toContain(`${url}/admin/orders/${order.number}`);
    expect(alerts[0]!.text).not.toMatch(/4242|token|\/pay\//i);
  });

  it("goes to nobody when its list is empty", async () => {
    await choose({ newOrder: "" });
    const order = await paidOrder();
    expect(await outbox(`New order ${order.number}`)).toHaveLength(0);
  });
});

describe("the low-stock alert", () => {
  it("goes once per crossing of the threshold, to the chosen addresses only", async () => {
    await choose({ lowStock: "stock@shop.com.au" });
    await ctx.services.stock.setStock("Orange Crush", { onHand: 6, threshold: 3 }, STAFF);
    await paidOrder("Orange Crush", 2);
    expect(await outbox("Low stock: Orange Crush")).toHaveLength(0);
    await Promise.all([paidOrder("Orange Crush", 1), paidOrder("Orange Crush", 1)]);
    const alerts = await outbox("Low stock: Orange Crush");
    expect(alerts.map((m) => m.to)).toEqual(["stock@shop.com.au"]);
    expect(alerts[0]!.html).toContain("View stock");
  });

  it("goes to the support address, as before, until the owner saves the section", async () => {
    // As a shop that never opened the section (the defaults, as stored before any save).
    await ctx.services.settings.writeQuietly("notifications", DEFAULT_NOTIFICATIONS);
    ctx.events.publish({ type: "settings.changed", key: "notifications" });
    await vi.waitFor(() => expect(ctx.services.settings.notifications.current().savedByOwner).toBe(false));
    await ctx.services.stock.setStock("Pineapple Punch", { onHand: 2, threshold: 1 }, STAFF);
    await paidOrder("Pineapple Punch", 1);
    expect((await outbox("Low stock: Pineapple Punch")).map((m) => m.to)).toEqual([ctx.config.mail.supportEmail]);
  });
});
