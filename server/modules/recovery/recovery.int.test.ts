// Abandoned checkout recovery end to end through the services: one reminder per checkout, an hour
// after the e-mail is given (or at the day's stage when the hour was missed), found in the outbox
// exactly once (also with two senders at once), none without consent confirmed by the address
// owner or after payment; the unsubscribe and restore links,
// forged and replayed; the Overview's recovered checkouts. Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startClockedServer } from "../../../tests/support/admin";
import { confirmationToken } from "../../../tests/support/consent";
import { STAFF } from "../../../tests/support/staff";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import type { TestServer } from "../../../tests/support/test-server";
import { createRecovery } from "../../context-recovery";
import { AppError } from "../../errors";
import { createLinkSigner } from "../../infra/signed-links";
import type { RecoveryService } from "./recovery.service";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer & { clock: { now: Date } };
let recovery: RecoveryService;
beforeAll(async () => {
  s = await startClockedServer();
  recovery = s.ctx.services.recovery;
});
afterAll(() => s.close());

const ONE = { id: "one-and-done", quantity: 2, flavor: "Orange Crush" };
const MIN = 60_000;
const advance = (ms: number) => (s.clock.now = new Date(s.clock.now.getTime() + ms));
const allMailTo = (to: string) =>
  s.ctx.db.selectFrom("mail_outbox").selectAll().where("to", "=", to).orderBy("created_at").execute();
/** What an address was sent apart from the confirmation of its consent. */
const mailTo = async (to: string) => (await allMailTo(to)).filter((m) => !m.subject.startsWith("Confirm e-mails from"));
const headersOf = (row: { headers: string | null }) => JSON.parse(row.headers ?? "{}") as Record<string, string>;
const linkIn = (text: string, path: string) => {
  const m = new RegExp(`https?://\\S+${path.replace("/", "\\/")}\\?t=[A-Za-z0-9_.-]+`).exec(text);
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return new URL(m[0]);
};
const consents = (email: string) =>
  s.ctx.db
    .selectFrom("marketing_consents")
    .select(["given", "source"])
    .where("email", "=", email)
    .orderBy("at")
    .execute();

const GUEST = { accountEmail: null, ip: "203.0.113.9" };

/**
 * A checkout whose guest shopper gave `email` on the payment page, ticking consent or not; a tick
 * is then confirmed from the e-mailed link, as the address owner would.
 */
async function abandoned(email: string, consent: boolean): Promise<string> {
  const sessionId = await startCheckout(s.url, [ONE]);
  expect(await recovery.recordContact(sessionId, { email, consent }, GUEST)).toEqual({ ok: true });
  const token = consent ? await confirmationToken(s.ctx.db, email.toLowerCase()) : null;
  if (token) await s.ctx.services.consent.confirm(token);
  return sessionId;
}

describe("checkout reminders", () => {
  it("reminds a consenting shopper once, after 1 hour, with the unsubscribe headers", async () => {
    await abandoned("Remind.Me@Example.com", true);
    const email = "remind.me@example.com";
    expect(await consents(email)).toEqual([{ given: 1, source: "checkout-confirmed" }]);
    advance(59 * MIN);
    await recovery.sendDueReminders();
    expect(await mailTo(email)).toEqual([]);
    advance(2 * MIN);
    await recovery.sendDueReminders();
    await recovery.sendDueReminders();
    const reminders = async () => (await mailTo(email)).filter((m) => m.subject.includes("cart"));
    let mails = await reminders();
    expect(mails.map((m) => m.subject)).toEqual(["You left something in your cart - Rebound"]);
    const h = headersOf(mails[0]!);
    const unsubscribe = linkIn(mails[0]!.text, "/unsubscribe");
    expect(h["List-Unsubscribe"]).toBe(
      `<${unsubscribe.href}>, <mailto:support@reboundrecovery.com.au?subject=unsubscribe>`,
    );
    expect(h["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mails[0]!.text).toContain("2 × Basic Recovery Pack (Orange Crush)");
    expect(mails[0]!.text).toMatch(/Sent by .+ \(ABN /);
    expect(mails[0]!.html).toContain(unsubscribe.href.replaceAll("&", "&#38;"));

    advance(23 * 60 * MIN);
    await recovery.sendDueReminders();
    advance(3 * 24 * 60 * MIN);
    await recovery.sendDueReminders();
    mails = await reminders();
    expect(mails.map((m) => m.subject)).toEqual(["You left something in your cart - Rebound"]);
  });

  it("sends the day's reminder instead when the hour's was missed, and only that one", async () => {
    await abandoned("late@example.com", true);
    advance(25 * 60 * MIN);
    await recovery.sendDueReminders();
    advance(60 * MIN);
    await recovery.sendDueReminders();
    const mails = (await mailTo("late@example.com")).filter((m) => m.subject.includes("cart"));
    expect(mails.map((m) => m.subject)).toEqual(["Your cart is still waiting - Rebound"]);
  });

  it("writes each reminder once when two senders run at the same moment", async () => {
    await abandoned("twice@example.com", true);
    const { recovery: other } = createRecovery({
      seller: s.ctx.services.settings.storeDetails.seller,
      db: s.ctx.db,
      logger: s.ctx.logger,
      clock: s.ctx.clock,
      mail: s.ctx.mail,
      config: s.ctx.config,
      catalogue: s.ctx.services.products.catalogue,
      rateLimiter: s.ctx.rateLimiter,
      signer: createLinkSigner(s.ctx.config.sessionSecret),
    });
    advance(61 * MIN);
    await Promise.all([recovery.sendDueReminders(), other.sendDueReminders(), recovery.sendDueReminders()]);
    const mails = await mailTo("twice@example.com");
    expect(mails.filter((m) => m.subject.includes("cart"))).toHaveLength(1);
  });

  it("sends nothing without the tick, or while the tick waits for its owner's confirmation", async () => {
    await abandoned("no-tick@example.com", false);
    const sessionId = await startCheckout(s.url, [ONE]);
    await recovery.recordContact(sessionId, { email: "unconfirmed@example.com", consent: true }, GUEST);
    advance(61 * MIN);
    await recovery.sendDueReminders();
    advance(24 * 60 * MIN);
    await recovery.sendDueReminders();
    expect(await mailTo("no-tick@example.com")).toEqual([]);
    const waiting = await allMailTo("unconfirmed@example.com");
    expect(waiting.map((m) => m.subject)).toEqual(["Confirm e-mails from Rebound"]);
  });

  it("sends nothing once the checkout is paid, or after another paid order", async () => {
    const paid = await abandoned("paid@example.com", true);
    await abandoned("paid-other@example.com", true);
    const second = await startCheckout(s.url, [ONE]);
    const pay = s.ctx.services.checkout.testPayments!;
    expect((await pay.submitPayment(paid, { ...GOOD_PAYMENT_FORM, email: "paid@example.com" })).ok).toBe(true);
    expect((await pay.submitPayment(second, { ...GOOD_PAYMENT_FORM, email: "Paid-Other@example.com" })).ok).toBe(true);
    advance(61 * MIN);
    await recovery.sendDueReminders();
    expect((await mailTo("paid@example.com")).filter((m) => m.subject.includes("cart"))).toEqual([]);
    expect((await mailTo("paid-other@example.com")).filter((m) => m.subject.includes("cart"))).toEqual([]);
  });

  it("reminds a person once for their newest checkout, not once per checkout", async () => {
    await abandoned("many@example.com", true);
    advance(5 * MIN);
    await abandoned("many@example.com", true);
    advance(61 * MIN);
    await recovery.sendDueReminders();
    expect(await mailTo("many@example.com")).toHaveLength(1);
  });
});

describe("the links in a reminder", () => {
  it("unsubscribes once, says so when used again, refuses a forged link, and stops the next reminder", async () => {
    await abandoned("leave-me@example.com", true);
    advance(61 * MIN);
    await recovery.sendDueReminders();
    const [mail] = await mailTo("leave-me@example.com");
    const token = linkIn(mail!.text, "/unsubscribe").searchParams.get("t")!;
    expect(await recovery.unsubscribeState(token)).toEqual({ email: "leave-me@example.com", subscribed: true });
    expect(await recovery.unsubscribe(token)).toEqual({ email: "leave-me@example.com", changed: true });
    expect(await recovery.unsubscribe(token)).toEqual({ email: "leave-me@example.com", changed: false });
    expect(await recovery.unsubscribeState(token)).toEqual({ email: "leave-me@example.com", subscribed: false });
    expect(await consents("leave-me@example.com")).toEqual([
      { given: 1, source: "checkout-confirmed" },
      { given: 0, source: "unsubscribe-link" },
    ]);
    const forged = `${Buffer.from("someone@example.com").toString("base64url")}.${token.split(".")[1]}`;
    await expect(recovery.unsubscribe(forged)).rejects.toThrow(AppError);
    await expect(recovery.unsubscribe("junk")).rejects.toMatchObject({ code: "bad_request" });
    advance(24 * 60 * MIN);
    await recovery.sendDueReminders();
    expect(await mailTo("leave-me@example.com")).toHaveLength(1);
  });

  it("restores the same lines at today's prices, and refuses a forged link", async () => {
    await abandoned("restore@example.com", true);
    advance(61 * MIN);
    await recovery.sendDueReminders();
    const [mail] = await mailTo("restore@example.com");
    const token = linkIn(mail!.text, "/cart/restore").searchParams.get("t")!;
    await s.ctx.db.updateTable("products").set({ unit_price: 4500 }).where("id", "=", "one-and-done").execute();
    s.ctx.services.products.catalogue.invalidate();
    const cart = await recovery.restoreCart(token);
    expect(cart.unavailable).toEqual([]);
    expect(cart.items.map((i) => [i.id, i.flavor, i.quantity, i.unitPrice])).toEqual([
      ["one-and-done", "Orange Crush", 2, 4500],
    ]);
    // The e-mail typed at that checkout comes back with it, to fill in again.
    expect(cart.email).toBe("restore@example.com");
    await expect(recovery.restoreCart(`${token}x`)).rejects.toMatchObject({ code: "bad_request" });
  });
});

describe("a restored subscription line", () => {
  it("comes back on its frequency at today's subscription price, or bought once when no longer offered", async () => {
    const sessionId = await abandoned("restore-sub@example.com", true);
    const order = await s.ctx.db
      .selectFrom("orders")
      .select("id")
      .where("provider_session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    await s.ctx.db
      .updateTable("order_lines")
      .set({ subscription_weeks: 4, subscription_discount: 10 })
      .where("order_id", "=", order.id)
      .execute();
    const offers = s.ctx.services.subscriptions.offers;
    await offers.saveOffer("one-and-done", { enabled: true, frequencies: [4, 8], discountPercent: 20 }, STAFF);
    advance(61 * MIN);
    await recovery.sendDueReminders();
    const [mail] = await mailTo("restore-sub@example.com");
    const token = linkIn(mail!.text, "/cart/restore").searchParams.get("t")!;
    const product = (await s.ctx.services.products.catalogue.snapshot()).products.find((p) => p.id === "one-and-done")!;
    const [line] = (await recovery.restoreCart(token)).items;
    expect(line).toMatchObject({
      id: "one-and-done",
      subscription: { frequencyWeeks: 4, discountPercent: 20 },
      unitPrice: product.unitPrice - Math.round(product.unitPrice * 0.2),
    });
    await offers.saveOffer("one-and-done", { enabled: false, frequencies: [4, 8], discountPercent: 20 }, STAFF);
    const [once] = (await recovery.restoreCart(token)).items;
    expect(once!.subscription).toBeUndefined();
    expect(once!.unitPrice).toBe(product.unitPrice);
  });
});

describe("recovered checkouts", () => {
  it("counts an order paid within 7 days after a reminder, with its revenue", async () => {
    const since = s.clock.now.toISOString();
    const before = await recovery.recovered(since);
    await abandoned("came-back@example.com", true);
    advance(61 * MIN);
    await recovery.sendDueReminders();
    advance(2 * 24 * 60 * MIN);
    const sessionId = await startCheckout(s.url, [ONE]);
    const pay = s.ctx.services.checkout.testPayments!;
    expect((await pay.submitPayment(sessionId, { ...GOOD_PAYMENT_FORM, email: "came-back@example.com" })).ok).toBe(
      true,
    );
    const total = (
      await s.ctx.db
        .selectFrom("orders")
        .select("total")
        .where("provider_session_id", "=", sessionId)
        .executeTakeFirstOrThrow()
    ).total;
    expect(await recovery.recovered(since)).toEqual({
      checkouts: before.checkouts + 1,
      revenue: before.revenue + total,
    });
  });
});

describe("erasing a person's data", () => {
  it("removes their checkout e-mails too, so nothing reminds them", async () => {
    await abandoned("forget-me@example.com", true);
    const customer = await s.ctx.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", "forget-me@example.com")
      .executeTakeFirstOrThrow();
    await s.ctx.services.accounts.data.eraseFor({
      customerId: customer.id,
      email: "",
      signedInAt: new Date().toISOString(),
    });
    expect(
      await s.ctx.db
        .selectFrom("checkout_contacts")
        .select("order_id")
        .where("email", "=", "forget-me@example.com")
        .execute(),
    ).toEqual([]);
    advance(61 * MIN);
    await recovery.sendDueReminders();
    expect(await mailTo("forget-me@example.com")).toEqual([]);
  });
});
