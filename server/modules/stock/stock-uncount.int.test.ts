// Staff can stop counting a flavour: it is unlimited again, as before its stock was first
// set. Refused, changing nothing, while checkouts awaiting payment hold some of its tubs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { createTestContext, openPort, type TestContext } from "../../../tests/support/test-server";
import { createApp } from "../../app";
import { STAFF } from "../../../tests/support/staff";

let ctx: TestContext;
let url: string;
let admin: Record<string, string>;
let close: () => Promise<void>;

beforeAll(async () => {
  const port = await openPort();
  url = port.url;
  ctx = await createTestContext({ env: { CHECKOUT_RATE_LIMIT: "0", PUBLIC_URL: url } });
  port.serve(createApp(ctx));
  const server = port.server;
  admin = await signInAdmin({ url, ctx });
  close = async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await ctx.dispose();
  };
});
afterAll(() => close());

const line = async (flavor: string) => (await ctx.services.stock.listStock()).find((l) => l.flavor === flavor)!;
const stopCounting = (flavour: string) =>
  fetch(`${url}/api/admin/stock/${encodeURIComponent(flavour)}`, { method: "DELETE", headers: admin });

describe("DELETE /api/admin/stock/{flavour}", () => {
  it("makes a counted flavour uncounted (unlimited) again, and the shop sells past the old figure", async () => {
    await ctx.services.stock.setStock("Orange Crush", { onHand: 1, threshold: 0 }, STAFF);
    expect(await line("Orange Crush")).toMatchObject({ counted: true, onHand: 1 });

    const res = await stopCounting("orange crush");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { line: unknown }).line).toMatchObject({ flavor: "Orange Crush", counted: false });
    expect(await line("Orange Crush")).toMatchObject({ counted: false });
    expect((await ctx.services.stock.shownStock())["orange crush"]).toBeUndefined();

    const sessionId = await startCheckout(url, [{ id: "one-and-done", quantity: 5, flavor: "Orange Crush" }]);
    expect((await ctx.services.checkout.testPayments!.submitPayment(sessionId, GOOD_PAYMENT_FORM)).ok).toBe(true);
    // Asked again, nothing changes.
    expect((await stopCounting("Orange Crush")).status).toBe(200);
  });

  it("is refused while checkouts awaiting payment hold some of its tubs, and changes nothing", async () => {
    await ctx.services.stock.setStock("Lemon Squash", { onHand: 10, threshold: 2 }, STAFF);
    await startCheckout(url, [{ id: "one-and-done", quantity: 2, flavor: "Lemon Squash" }]);
    const res = await stopCounting("Lemon Squash");
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(
      "2 tubs of Lemon Squash are held by checkouts awaiting payment. Try again once they are paid or have expired.",
    );
    expect(await line("Lemon Squash")).toMatchObject({ counted: true, onHand: 10, reserved: 2, threshold: 2 });
  });

  it("answers 404 for a flavour nobody sells, and 401 without a session", async () => {
    expect((await stopCounting("Dragonfruit")).status).toBe(404);
    expect((await fetch(`${url}/api/admin/stock/Orange%20Crush`, { method: "DELETE" })).status).toBe(401);
  });
});

describe("the audit log", () => {
  it("records who stopped counting a flavour, with the figures it had", async () => {
    const { auditEntries } = await import("../../../tests/support/audit");
    await ctx.services.stock.setStock("Pineapple Punch", { onHand: 7, threshold: 1 }, STAFF);
    await ctx.services.stock.stopCounting("pineapple punch", STAFF);
    const [entry] = await auditEntries(ctx, "stock.uncount");
    expect(entry).toMatchObject({ entityId: "Pineapple Punch", actorEmail: STAFF.email });
    expect(entry!.changes.onHand).toEqual({ before: 7, after: null });
  });
});
