// The test page's ways to pay that confirm later: the order waits pending with its stock held and
// no e-mail, then the page's own delayed events pay it (confirmation e-mail) or cancel it (stock
// back, the shopper told), each once. SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import type { TestPaymentService } from "./test-payment.service";

let s: TestServer;
let pay: TestPaymentService;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
  pay = s.ctx.services.checkout.testPayments!;
  await s.ctx.services.stock.setStock("Orange Crush", { onHand: 40, threshold: 0 }, STAFF);
});
afterAll(() => s.close());

const ONE = { id: "one-and-done", quantity: 2, flavor: "Orange Crush" };
const reserved = async () =>
  (await s.ctx.services.stock.listStock()).find((l) => l.flavor === "Orange Crush")!.reserved;
const mailsTo = (to: string) => s.ctx.db.selectFrom("mail_outbox").selectAll().where("to", "=", to).execute();
const orderOf = async (sessionId: string) => (await s.ctx.services.orders.findOrderBySession(sessionId))!;

describe("a test payment that confirms later", () => {
  it("leaves the order pending with its stock held and no e-mail, then pays it once", async () => {
    const sessionId = await startCheckout(s.url, [ONE]);
    const before = await reserved();
    const form = { ...GOOD_PAYMENT_FORM, email: "later@example.com", method: "confirms_later" };
    expect(await pay.submitPayment(sessionId, form)).toEqual({
      ok: true,
      redirectTo: `/success?session_id=${sessionId}`,
    });
    expect((await orderOf(sessionId)).status).toBe("pending");
    expect(await reserved()).toBe(before);
    expect(await mailsTo("later@example.com")).toHaveLength(0);

    expect(await pay.settleDelayed(sessionId)).toBe("applied");
    expect(await pay.settleDelayed(sessionId)).toBe("duplicate");
    const paid = await orderOf(sessionId);
    expect(paid.status).toBe("paid");
    expect(paid.email).toBe("later@example.com");
    expect(await mailsTo("later@example.com")).toHaveLength(1);
  });
});

describe("a test payment that fails later", () => {
  it("cancels the order, releases its stock and tells the shopper once", async () => {
    const sessionId = await startCheckout(s.url, [ONE]);
    const form = { ...GOOD_PAYMENT_FORM, email: "fails@example.com", method: "fails_later" };
    expect((await pay.submitPayment(sessionId, form)).ok).toBe(true);
    const held = await reserved();
    expect(await pay.settleDelayed(sessionId)).toBe("applied");
    expect(await pay.settleDelayed(sessionId)).toBe("duplicate");
    expect((await orderOf(sessionId)).status).toBe("cancelled");
    expect(await reserved()).toBe(held - 2);
    const mails = await mailsTo("fails@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("did not go through");
  });

  it("answers nothing for a session paid by card", async () => {
    const sessionId = await startCheckout(s.url, [ONE]);
    expect((await pay.submitPayment(sessionId, GOOD_PAYMENT_FORM)).ok).toBe(true);
    expect(await pay.settleDelayed(sessionId)).toBeNull();
    expect((await orderOf(sessionId)).status).toBe("paid");
  });
});
