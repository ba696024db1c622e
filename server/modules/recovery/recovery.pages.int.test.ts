// The pages of abandoned checkout recovery through the real server and build: the
// payment page's e-mail and marketing tick, saved before paying; the unsubscribe page by GET
// (confirms, changes nothing) and POST (its button, and a mail client's one-click POST without
// cookies or Origin, RFC 8058), forged and replayed; the restore page; the Overview's figure.
// Needs the production build (npm run build). Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { confirmationsSent } from "../../../tests/support/consent";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startCheckout } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { createLinkSigner } from "../../infra/signed-links";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());

const ONE = { id: "one-and-done", quantity: 3, flavor: "Orange Crush" };
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
const signer = () => createLinkSigner(s.ctx.config.sessionSecret);
const consent = async (email: string) =>
  (await s.ctx.db.selectFrom("customers").select("marketing_consent").where("email", "=", email).executeTakeFirst())
    ?.marketing_consent;
const history = (email: string) =>
  s.ctx.db
    .selectFrom("marketing_consents")
    .select(["given", "source"])
    .where("email", "=", email)
    .orderBy("at")
    .execute();
/** Consent given by the address owner (as if signed in with it), recorded as at checkout. */
const giveConsent = (email: string) =>
  s.ctx.db.transaction().execute((trx) => s.ctx.services.consent.setByOwner(trx, email, true, "checkout"));
const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${s.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body).toString(),
    redirect: "manual",
  });

describe("the payment page", () => {
  it("offers the marketing tick unticked under the e-mail, and saves both before the card is paid", async () => {
    const sessionId = await startCheckout(s.url, [ONE]);
    const html = await (await fetch(`${s.url}/pay/${sessionId}`)).text();
    const tick = /<input[^>]*name="marketingConsent"[^>]*>/.exec(html)?.[0];
    expect(tick).toBeDefined();
    expect(tick).not.toContain("checked");
    expect(html.indexOf('name="email"')).toBeLessThan(html.indexOf('name="marketingConsent"'));
    expect(html.indexOf('name="marketingConsent"')).toBeLessThan(html.indexOf('name="cardNumber"'));

    const origin = { origin: s.url };
    const res = await post(
      `/pay/${sessionId}.data`,
      { intent: "contact", email: "Early@Example.com", marketingConsent: "on" },
      origin,
    );
    expect(res.status).toBe(200);
    const order = await s.ctx.db
      .selectFrom("orders")
      .select("id")
      .where("provider_session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    expect(
      await s.ctx.db
        .selectFrom("checkout_contacts")
        .select(["email", "consent"])
        .where("order_id", "=", order.id)
        .execute(),
    ).toEqual([{ email: "early@example.com", consent: 1 }]);
    // A guest's tick only asks: the address owner confirms from the e-mail before it is consent.
    expect(await history("early@example.com")).toEqual([]);
    expect(await consent("early@example.com")).not.toBe(1);
    expect(await confirmationsSent(s.ctx.db, "early@example.com")).toBe(1);
  });

  it("saves the e-mail without consent when the tick is left alone", async () => {
    const sessionId = await startCheckout(s.url, [ONE]);
    await post(`/pay/${sessionId}.data`, { intent: "contact", email: "quiet@example.com" }, { origin: s.url });
    expect(await consent("quiet@example.com")).toBeUndefined();
    expect(await history("quiet@example.com")).toEqual([]);
  });
});

describe("/unsubscribe", () => {
  it("confirms by GET without changing anything, unsubscribes by the page's POST, and says so when used again", async () => {
    await giveConsent("page@example.com");
    const link = `/unsubscribe?t=${signer().sign("unsubscribe", "page@example.com")}`;

    const page = await fetch(`${s.url}${link}`);
    expect(page.status).toBe(200);
    expect(text(await page.text())).toMatch(/Stop marketing e-mails from Rebound to page@example\.com \?/);
    expect(await consent("page@example.com")).toBe(1);

    const done = await post(link, {}, { origin: s.url });
    expect(done.status).toBe(200);
    expect(text(await done.text())).toContain("You're unsubscribed. page@example.com won't get marketing e-mails");
    expect(await consent("page@example.com")).toBe(0);

    const again = await post(link, {}, { origin: s.url });
    expect(text(await again.text())).toContain("page@example.com is already unsubscribed, so nothing has changed.");
    expect(text(await (await fetch(`${s.url}${link}`)).text())).toContain("is already unsubscribed");
    expect(await history("page@example.com")).toEqual([
      { given: 1, source: "checkout" },
      { given: 0, source: "unsubscribe-link" },
    ]);
  });

  it("unsubscribes by a mail client's one-click POST, with no cookie and no Origin", async () => {
    await giveConsent("oneclick@example.com");
    const res = await post(`/unsubscribe?t=${signer().sign("unsubscribe", "oneclick@example.com")}`, {
      "List-Unsubscribe": "One-Click",
    });
    expect(res.status).toBe(200);
    expect(await consent("oneclick@example.com")).toBe(0);
    expect(await history("oneclick@example.com")).toEqual([
      { given: 1, source: "checkout" },
      { given: 0, source: "unsubscribe-link" },
    ]);
  });

  it("refuses a forged or broken link by GET and POST, and changes nothing", async () => {
    await giveConsent("victim@example.com");
    const other = signer().sign("unsubscribe", "someone@example.com");
    const forged = `${Buffer.from("victim@example.com").toString("base64url")}.${other.split(".")[1]}`;
    const wrongKey = createLinkSigner("z".repeat(40)).sign("unsubscribe", "victim@example.com");
    for (const t of [forged, wrongKey, "", "not-a-token"]) {
      const get = await fetch(`${s.url}/unsubscribe?t=${encodeURIComponent(t)}`);
      expect(get.status).toBe(400);
      expect(text(await get.text())).toContain("This link is not valid.");
      const p = await post(`/unsubscribe?t=${encodeURIComponent(t)}`, { "List-Unsubscribe": "One-Click" });
      expect(p.status).toBe(400);
    }
    expect(await consent("victim@example.com")).toBe(1);
  });
});

describe("/cart/restore", () => {
  it("shows the checkout's lines at today's prices, and refuses a forged link", async () => {
    const sessionId = await startCheckout(s.url, [ONE]);
    const order = await s.ctx.db
      .selectFrom("orders")
      .select("id")
      .where("provider_session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    const res = await fetch(`${s.url}/cart/restore?t=${signer().sign("restore", order.id)}`);
    expect(res.status).toBe(200);
    const body = text(await res.text());
    expect(body).toContain("Your cart is back");
    expect(body).toContain("3 × Basic Recovery Pack (Orange Crush)");
    const forged = await fetch(`${s.url}/cart/restore?t=${signer().sign("unsubscribe", order.id)}`);
    expect(forged.status).toBe(400);
  });
});

describe("the Overview", () => {
  it("shows recovered checkouts and their revenue", async () => {
    const session = await signInAdmin(s);
    const html = text(await (await fetch(`${s.url}/admin`, { headers: session })).text());
    expect(html).toContain("Recovered checkouts, last 30 days");
    expect(html).toContain("Orders paid within 7 days of a cart reminder to the same e-mail.");
  });
});
