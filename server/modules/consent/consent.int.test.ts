// Marketing consent only its address owner can give, through the real server and build: a tick on
// the payment page or in POST /api/checkout by anyone but the signed-in owner of that address asks
// by e-mail and gives nothing until the owner confirms; it never overrides a withdrawal; an
// unticked box withdraws nothing; one checkout and one connection can name only so many
// addresses; the confirmation link works once, for 7 days, and cannot be forged. Runs on SQLite,
// and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { confirmationsSent, confirmationToken } from "../../../tests/support/consent";
import { pageRequests, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startCheckout } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { CONTACT_ADDRESSES_REFUSED } from "../../../core/marketing-consent";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { TRUST_PROXY: "true" } });
});
afterAll(() => s.close());

const ONE = { id: "one-and-done", quantity: 1, flavor: "Orange Crush" };
let ipSeq = 0;
/** Each test from its own connection, so the per-connection limit is only met where it is meant. */
const freshIp = () => `198.51.100.${++ipSeq}`;

const consentOf = async (email: string) =>
  (await s.ctx.db.selectFrom("customers").select("marketing_consent").where("email", "=", email).executeTakeFirst())
    ?.marketing_consent ?? 0;
const history = (email: string) =>
  s.ctx.db
    .selectFrom("marketing_consents")
    .select(["given", "source"])
    .where("email", "=", email)
    .orderBy("at")
    .orderBy("id")
    .execute();

/** The payment page's own save of the e-mail and tick, as its script (or anyone) posts it. */
function postContact(sessionId: string, fields: Record<string, string>, opts: { ip: string; cookie?: string }) {
  return fetch(`${s.url}/pay/${sessionId}.data`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: s.url,
      "x-forwarded-for": opts.ip,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: new URLSearchParams({ intent: "contact", ...fields }).toString(),
  });
}

const giveConsent = (email: string) =>
  s.ctx.db.transaction().execute((trx) => s.ctx.services.consent.setByOwner(trx, email, true, "account-settings"));
const withdraw = (email: string) =>
  s.ctx.db.transaction().execute((trx) => s.ctx.services.consent.setByOwner(trx, email, false, "account-settings"));

describe("a tick for an address nobody has proven", () => {
  it("asks the address owner by e-mail and gives no consent until they confirm", async () => {
    const ip = freshIp();
    const sessionId = await startCheckout(s.url, [ONE]);
    const res = await postContact(sessionId, { email: "Stranger@Example.com", marketingConsent: "on" }, { ip });
    expect(res.status).toBe(200);
    expect(await consentOf("stranger@example.com")).toBe(0);
    expect(await history("stranger@example.com")).toEqual([]);
    expect(await confirmationsSent(s.ctx.db, "stranger@example.com")).toBe(1);

    // Named again (another checkout, the same day): no second e-mail.
    const again = await startCheckout(s.url, [ONE]);
    await postContact(again, { email: "stranger@example.com", marketingConsent: "on" }, { ip });
    expect(await confirmationsSent(s.ctx.db, "stranger@example.com")).toBe(1);

    // The owner's click on the link's page: GET asks, POST confirms, a second POST changes nothing.
    const token = (await confirmationToken(s.ctx.db, "stranger@example.com"))!;
    const page = pageRequests(s);
    const ask = await page.get(`/consent/confirm?t=${token}`);
    expect(ask.status).toBe(200);
    expect(await page.text(ask)).toContain(
      "Send news and offers from Rebound to <strong>stranger@example.com</strong>?",
    );
    expect(await consentOf("stranger@example.com")).toBe(0);
    const yes = await page.post(`/consent/confirm?t=${token}`, "", {});
    expect(await page.text(yes)).toContain("Thanks, that&#x27;s confirmed.");
    expect(await consentOf("stranger@example.com")).toBe(1);
    const twice = await page.post(`/consent/confirm?t=${token}`, "", {});
    expect(await page.text(twice)).toContain("has already confirmed, so nothing has changed.");
    expect(await history("stranger@example.com")).toEqual([{ given: 1, source: "checkout-confirmed" }]);
  });

  it("does the same through POST /api/checkout with an e-mail and marketingConsent", async () => {
    const res = await fetch(`${s.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ cart: [ONE], email: "api-victim@example.com", marketingConsent: true }),
    });
    expect(res.status).toBe(200);
    expect(await consentOf("api-victim@example.com")).toBe(0);
    expect(await history("api-victim@example.com")).toEqual([]);
    expect(await confirmationsSent(s.ctx.db, "api-victim@example.com")).toBe(1);
  });

  it("never puts back a consent its owner withdrew, and an unticked box never withdraws", async () => {
    await giveConsent("withdrew@example.com");
    await withdraw("withdrew@example.com");
    await giveConsent("keeps@example.com");
    const ip = freshIp();
    const first = await startCheckout(s.url, [ONE]);
    await postContact(first, { email: "withdrew@example.com", marketingConsent: "on" }, { ip });
    const second = await startCheckout(s.url, [ONE]);
    await postContact(second, { email: "keeps@example.com" }, { ip });

    expect(await consentOf("withdrew@example.com")).toBe(0);
    expect(await consentOf("keeps@example.com")).toBe(1);
    expect(await history("keeps@example.com")).toEqual([{ given: 1, source: "account-settings" }]);
  });

  it("refuses a forged, broken or expired confirmation link and changes nothing", async () => {
    const sessionId = await startCheckout(s.url, [ONE]);
    await postContact(sessionId, { email: "late@example.com", marketingConsent: "on" }, { ip: freshIp() });
    const token = (await confirmationToken(s.ctx.db, "late@example.com"))!;
    const page = pageRequests(s);
    for (const t of [`${token}x`, "junk", ""]) {
      const res = await page.post(`/consent/confirm?t=${encodeURIComponent(t)}`, "", {});
      expect(res.status).toBe(400);
      expect(await page.text(res)).toContain("This confirmation link is not valid.");
    }
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
    await s.ctx.db
      .updateTable("consent_requests")
      .set({ requested_at: eightDaysAgo })
      .where("email", "=", "late@example.com")
      .execute();
    const expired = await page.post(`/consent/confirm?t=${token}`, "", {});
    expect(expired.status).toBe(400);
    expect(await page.text(expired)).toContain("This confirmation link has expired.");
    expect(await consentOf("late@example.com")).toBe(0);
  });
});

describe("a tick by the signed-in owner of the address", () => {
  it("is consent at once, with no confirmation e-mail; for another address it only asks", async () => {
    const cookie = await signInCustomer(s, "member@example.com", freshIp());
    const ip = freshIp();
    const own = await startCheckout(s.url, [ONE]);
    await postContact(own, { email: "Member@Example.com", marketingConsent: "on" }, { ip, cookie });
    expect(await consentOf("member@example.com")).toBe(1);
    expect(await history("member@example.com")).toEqual([{ given: 1, source: "checkout" }]);
    expect(await confirmationsSent(s.ctx.db, "member@example.com")).toBe(0);

    const other = await startCheckout(s.url, [ONE]);
    await postContact(other, { email: "members-friend@example.com", marketingConsent: "on" }, { ip, cookie });
    expect(await consentOf("members-friend@example.com")).toBe(0);
    expect(await confirmationsSent(s.ctx.db, "members-friend@example.com")).toBe(1);
  });
});

describe("how many addresses can be named", () => {
  it("lets one checkout name 3 addresses an hour; the 4th is refused and nothing is asked", async () => {
    const sessionId = await startCheckout(s.url, [ONE]);
    const ip = freshIp();
    for (const n of [1, 2, 3]) {
      const ok = await postContact(sessionId, { email: `spray-${n}@example.com`, marketingConsent: "on" }, { ip });
      expect(await ok.text()).not.toContain(CONTACT_ADDRESSES_REFUSED);
    }
    // The same address again is no new address.
    await postContact(sessionId, { email: "spray-3@example.com", marketingConsent: "on" }, { ip });
    const refused = await postContact(sessionId, { email: "spray-4@example.com", marketingConsent: "on" }, { ip });
    expect(await refused.text()).toContain(CONTACT_ADDRESSES_REFUSED);
    expect(await confirmationsSent(s.ctx.db, "spray-4@example.com")).toBe(0);
    const contact = await s.ctx.db
      .selectFrom("checkout_contacts as c")
      .innerJoin("orders as o", "o.id", "c.order_id")
      .select("c.email")
      .where("o.provider_session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    expect(contact.email).toBe("spray-3@example.com");
  });

  it("lets one connection name 10 addresses an hour across checkouts", async () => {
    const ip = freshIp();
    for (let n = 1; n <= 10; n++) {
      const sessionId = await startCheckout(s.url, [ONE]);
      const ok = await postContact(sessionId, { email: `wide-${n}@example.com`, marketingConsent: "on" }, { ip });
      expect(await ok.text()).not.toContain(CONTACT_ADDRESSES_REFUSED);
    }
    const sessionId = await startCheckout(s.url, [ONE]);
    const refused = await postContact(sessionId, { email: "wide-11@example.com", marketingConsent: "on" }, { ip });
    expect(await refused.text()).toContain(CONTACT_ADDRESSES_REFUSED);
    expect(await confirmationsSent(s.ctx.db, "wide-11@example.com")).toBe(0);
  });
});

describe("CONTACT_RATE_LIMIT", () => {
  it("sets how many addresses one connection may name an hour", async () => {
    const two = await startTestServer({
      app: await pageAppOptions(),
      env: { TRUST_PROXY: "true", CONTACT_RATE_LIMIT: "2" },
    });
    try {
      const post = async (n: number) => {
        const sessionId = await startCheckout(two.url, [ONE]);
        const res = await fetch(`${two.url}/pay/${sessionId}.data`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: two.url,
            "x-forwarded-for": "203.0.113.9",
          },
          body: new URLSearchParams({ intent: "contact", email: `few-${n}@example.com` }).toString(),
        });
        return res.text();
      };
      expect(await post(1)).not.toContain(CONTACT_ADDRESSES_REFUSED);
      expect(await post(2)).not.toContain(CONTACT_ADDRESSES_REFUSED);
      expect(await post(3)).toContain(CONTACT_ADDRESSES_REFUSED);
    } finally {
      await two.close();
    }
  });
});
