// Lines that start or renew a subscription say so, through the real server: on the test
// payment page's order summary, in the admin's order view and in the tax invoice e-mail. The pay
// link's page also says plainly, before paying, that the card paid with is kept for later deliveries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { signInCustomerByApi } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { insertSubscriptions } from "../../../tests/support/renewal-fixtures";
import { STAFF } from "../../../tests/support/staff";
import { GOOD_PAYMENT_FORM } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { TEST_CARD_DECLINE } from "../../infra/payments/test-cards";

const clock = { now: new Date("2026-03-02T09:05:00+11:00") };
let s: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), clock: () => clock.now, env: { CHECKOUT_RATE_LIMIT: "0" } });
  admin = await signInAdmin(s);
  await s.ctx.services.subscriptions.offers.saveOffer(
    "one-and-done",
    { enabled: true, frequencies: [4, 8], discountPercent: 10 },
    STAFF,
  );
});
afterAll(() => s.close());

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const page = async (path: string, headers: Record<string, string> = {}) =>
  text(await fetch(`${s.url}${path}`, { headers, redirect: "manual" }));

describe("subscription lines are marked", () => {
  it("a sign-up line: on the payment page, in the admin's order view and on the tax invoice", async () => {
    const cookie = await signInCustomerByApi(s, "marked@example.com");
    const res = await fetch(`${s.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.ctx.config.publicUrl, cookie },
      body: JSON.stringify({
        cart: [
          { id: "one-and-done", quantity: 1, flavor: "Lemon Squash", subscription: { frequencyWeeks: 8 } },
          { id: "one-and-done", quantity: 1, flavor: "Orange Crush" },
        ],
      }),
    });
    expect(res.status).toBe(200);
    const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
    const pay = await page(`/pay/${sessionId}`);
    expect(pay.match(/Subscription · every 8 weeks/g)).toHaveLength(1);

    await s.ctx.services.checkout.testPayments!.submitPayment(sessionId, {
      ...GOOD_PAYMENT_FORM,
      email: "marked@example.com",
    });
    const order = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    const view = await page(`/admin/orders/${order.number}`, admin);
    expect(view.match(/Subscription · every 8 weeks/g)).toHaveLength(1);
    const mail = await s.ctx.db
      .selectFrom("mail_outbox")
      .select(["text", "html"])
      .where("to", "=", "marked@example.com")
      .where("subject", "like", "%(tax invoice)")
      .executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/1 x Basic Recovery Pack \(Lemon Squash\) · Subscription · every 8 weeks @/);
    expect(mail.text).toMatch(/1 x Basic Recovery Pack \(Orange Crush\) @/);
    expect(mail.html).toContain("Subscription · every 8 weeks");
  });

  it("a renewal's pay link page marks its lines and tells the subscriber the card is kept, anyone else that it is not", async () => {
    const email = "marked-renewal@example.com";
    const [id] = await insertSubscriptions(s.ctx, 1, { nextChargeOn: "2026-03-02", card: TEST_CARD_DECLINE, email });
    expect(await s.ctx.services.subscriptions.renewals.runDue()).toMatchObject({ declined: 1 });
    const mail = await s.ctx.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("to", "=", email)
      .executeTakeFirstOrThrow();
    const token = /subscriptions\/link\/([\w-]{43})/.exec(mail.text)![1]!;
    const used = (await s.ctx.services.subscriptions.links.use(token))!;
    // The link signed the subscriber in.
    const pay = await page(used.redirectTo, { cookie: used.setCookie.split(";")[0]! });
    expect(pay).toContain("Subscription · renewal 1");
    expect(pay).toContain("The card you pay with here will be used for your future deliveries");
    // The same /pay address without that session: it pays this delivery only.
    const bearer = await page(used.redirectTo);
    expect(bearer).toContain("This pays for one subscription delivery, sent to the address on the subscription.");
    expect(bearer).not.toContain("will be used for your future deliveries");
    const order = await s.ctx.db
      .selectFrom("orders")
      .select("number")
      .where("subscription_id", "=", id!)
      .executeTakeFirstOrThrow();
    expect(await page(`/admin/orders/${order.number}`, admin)).toContain("Subscription · renewal 1");
  });
});
