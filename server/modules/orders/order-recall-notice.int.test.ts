// The recall notice: each customer who received a lot gets one e-mail per lot, even when Send is
// pressed twice or runs twice at once; marketing consent does not matter; erased customers are
// not e-mailed; a lot that shipped nowhere sends nothing and says so; every step is audited with
// counts and no address. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lotFixtures } from "../../../tests/support/lot-fixtures";
import { STAFF } from "../../../tests/support/staff";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { createTestContext, openPort, type TestContext } from "../../../tests/support/test-server";
import { createApp } from "../../app";

vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
let close: () => Promise<void>;
let url: string;
const now = new Date("2026-05-01T00:00:00.000Z");
let f: ReturnType<typeof lotFixtures>;
const numbers: Record<string, string> = {};
const TEXT = {
  message: "A supplier found a fault in this batch.",
  action: "Stop using the tubs and reply for a refund.",
};

async function paidOrder(email: string, tubs: number, key: string) {
  const sessionId = await startCheckout(url, [{ id: "one-and-done", quantity: tubs, flavor: "Orange Crush" }]);
  expect(
    await ctx.services.checkout.testPayments!.submitPayment(sessionId, { ...GOOD_PAYMENT_FORM, email }),
  ).toMatchObject({
    ok: true,
  });
  const order = (await ctx.services.orders.findOrderBySession(sessionId))!;
  numbers[key] = order.number;
  await f.fulfil(order.id);
}

beforeAll(async () => {
  const port = await openPort();
  url = port.url;
  ctx = await createTestContext({ clock: () => now, env: { CHECKOUT_RATE_LIMIT: "0", PUBLIC_URL: port.url } });
  port.serve(createApp(ctx));
  const server = port.server;
  close = async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await ctx.dispose();
  };
  f = lotFixtures(ctx, port.url, () => now);
  await f.receive("Orange Crush", "NA-1", 100, 6);
  await f.receive("Orange Crush", "NA-2", 200, 100);
  // Never reached: NA-2 has tubs enough and goes first.
  await f.receive("Orange Crush", "NA-3", 300, 10);
  // NA-1: Ann twice (2 + 2 tubs) and Bob (2); NA-2: Cat and Dee (erased below).
  await paidOrder("ann@example.com", 2, "ann1");
  await paidOrder("bob@example.com", 2, "bob");
  await paidOrder("Ann@Example.com", 2, "ann2");
  await paidOrder("cat@example.com", 2, "cat");
  await paidOrder("dee@example.com", 2, "dee");
  // Bob said no to marketing: a recall is a service message and reaches him anyway.
  await ctx.db
    .insertInto("marketing_consents")
    .values({
      id: "mc_bob",
      customer_id: "cus_bob",
      email: "bob@example.com",
      given: 0,
      source: "test",
      at: now.toISOString(),
    })
    .execute();
  await ctx.services.accounts.data.eraseByStaff("dee@example.com", STAFF);
});
afterAll(() => close());

const notices = () => ctx.services.orders.recallNotices;
const lot = (lotNumber: string) => ({ kind: "lot" as const, lotNumber });
const recallMail = (to: string) =>
  ctx.db
    .selectFrom("mail_outbox")
    .select(["to", "subject", "text", "html"])
    .where("to", "like", to)
    .where("subject", "like", "Recall of %")
    .execute();
const auditOf = (action: string) =>
  ctx.db.selectFrom("audit_log").select("summary").where("action", "=", action).orderBy("at").orderBy("id").execute();

describe("the recall notice", () => {
  it("previews the e-mail and how many customers it will go to, and audits the preview", async () => {
    const p = await notices().preview(lot("na-1"), TEXT, STAFF);
    expect(p).toMatchObject({ lots: 1, customers: 2, emails: 2, alreadySent: 0, erasedOrders: 0, shippedTo: 3 });
    expect(p.sample!.subject).toBe("Recall of Basic Recovery Pack (Orange Crush), lot NA-1 - Rebound");
    const text = p.sample!.text;
    expect(text).toContain("lot NA-1, best before 9 August 2026");
    // Ann comes first and both her orders are named.
    expect(text).toContain(`Your orders: ${numbers.ann1} (2 tubs), ${numbers.ann2} (2 tubs)`);
    expect(text).toContain(TEXT.message);
    expect(text).toContain(TEXT.action);
    expect(text).toContain("Questions? Reply to this e-mail, or e-mail ");
    expect(text).toMatch(/You can also write to us on our contact page: http:\/\/127\.0\.0\.1:\d+\/contact/);
    expect(await recallMail("%")).toEqual([]);
    const audit = await auditOf("stock.recall_notice_preview");
    expect(audit.map((a) => a.summary)).toEqual([
      "Previewed the recall notice of Lot NA-1: it would go to 2 customers (0 notices sent before)",
    ]);
  });

  it("e-mails each customer once per lot, even when sent twice at once and again, whatever their consent", async () => {
    await ctx.services.settings.notifications.save(
      {
        customerEmails: { shippingNotice: true, subscriptionReminder: true, cartReminder: true },
        staffAlerts: { recallSent: "recalls@example.com" },
      },
      STAFF,
    );
    const [a, b] = await Promise.all([
      notices().send(lot("NA-1"), TEXT, STAFF),
      notices().send(lot("NA-1"), TEXT, STAFF),
    ]);
    expect(a.sent + b.sent).toBe(2);
    const c = await notices().send(lot("NA-1"), TEXT, STAFF);
    expect(c).toMatchObject({ sent: 0, alreadySent: 2 });
    expect(await recallMail("ann@example.com")).toHaveLength(1);
    expect(await recallMail("bob@example.com")).toHaveLength(1);
    expect(await recallMail("%")).toHaveLength(2);
    expect(await ctx.db.selectFrom("recall_notices").select("email").orderBy("email").execute()).toEqual([
      { email: "ann@example.com" },
      { email: "bob@example.com" },
    ]);
    const audit = (await auditOf("stock.recall_notice")).map((x) => x.summary);
    expect(audit).toHaveLength(3);
    expect(audit).toContain(
      "Sent the recall notice of lot NA-1 to 0 customers; 2 customers had it already; 0 orders of erased customers not e-mailed",
    );
    // The two sends at once shared the two customers between them, however they interleaved.
    const counted = audit.map((x) => Number(/ to (\d+) customers?;/.exec(x)![1]));
    expect(counted.reduce((n, x) => n + x, 0)).toBe(2);
    // The staff alert goes with each send that e-mailed someone, to the chosen address only: it
    // counts the two customers once between them, and the third press (nobody new) adds none.
    const alerts = await ctx.db
      .selectFrom("mail_outbox")
      .select(["to", "text"])
      .where("subject", "like", "Recall notice sent: lot NA-1%")
      .execute();
    expect(alerts.length).toBeGreaterThan(0);
    expect(new Set(alerts.map((m) => m.to))).toEqual(new Set(["recalls@example.com"]));
    const alerted = alerts.map((m) => Number(/e-mailed to (\d+) customers?/.exec(m.text)![1]));
    expect(alerted.reduce((n, x) => n + x, 0)).toBe(2);
    expect(alerts[0]!.text).toContain("/admin/recall?lot=NA-1");
  });

  it("does not e-mail an erased customer, and counts them", async () => {
    const sent = await notices().send(lot("NA-2"), TEXT, STAFF);
    expect(sent).toMatchObject({ sent: 1, erasedOrders: 1, shippedTo: 2 });
    expect(await recallMail("cat@example.com")).toHaveLength(1);
    expect(await recallMail("dee@example.com")).toEqual([]);
    expect((await auditOf("stock.recall_notice")).filter((a) => a.summary.includes("NA-2"))).toEqual([
      {
        summary:
          "Sent the recall notice of lot NA-2 to 1 customer; 0 customers had it already; 1 order of erased customers not e-mailed",
      },
    ]);
  });

  it("says so and sends nothing for a lot that shipped nowhere", async () => {
    const p = await notices().preview(lot("NA-3"), TEXT, STAFF);
    expect(p).toMatchObject({ customers: 0, shippedTo: 0, sample: null });
    expect(await notices().send(lot("NA-3"), TEXT, STAFF)).toMatchObject({ sent: 0, shippedTo: 0 });
    expect((await auditOf("stock.recall_notice")).filter((a) => a.summary.includes("NA-3"))).toEqual([
      { summary: "Recall notice of lot NA-3: no order shipped tubs of it, so nothing was sent" },
    ]);
    expect(await recallMail("%")).toHaveLength(3);
  });

  it("sends a range's lots only to whom has not had each, and audits no address at all", async () => {
    const range = { kind: "range" as const, flavour: "Orange Crush", from: f.day(0), to: f.day(400) };
    expect(await notices().send(range, TEXT, STAFF)).toMatchObject({ lots: 3, sent: 0, alreadySent: 3 });
    const all = await ctx.db
      .selectFrom("audit_log")
      .select("summary")
      .where("action", "like", "stock.recall%")
      .execute();
    expect(all.length).toBeGreaterThan(0);
    for (const a of all) expect(a.summary).not.toContain("@");
  });

  it("refuses an empty notice in words and sends nothing", async () => {
    const before = (await auditOf("stock.recall_notice")).length;
    await expect(notices().send(lot("NA-1"), { message: " ", action: "x" }, STAFF)).rejects.toThrow(
      "Write the notice: why the lot is recalled",
    );
    await expect(notices().send(lot("NA-1"), { message: "x", action: "" }, STAFF)).rejects.toThrow(
      "Say what customers should do with the tubs",
    );
    expect(await auditOf("stock.recall_notice")).toHaveLength(before);
  });
});
