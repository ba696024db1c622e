// Federated sign-in against a real OpenID Provider started here (oidc-provider), on
// SQLite and PostgreSQL: code + PKCE, state and nonce; linking by verified e-mail only; a wrong
// state, a callback in another browser, a replayed code and an unverified e-mail are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowser, OIDC_CLIENT, startOidcProvider } from "../../../tests/support/oidc-provider";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

// The shop's public address (what the provider redirects to); requests go to the test port.
const PUBLIC_URL = "http://shop.test";
const CALLBACK = `${PUBLIC_URL}/api/account/oidc/test/callback`;

let op: Awaited<ReturnType<typeof startOidcProvider>>;
let s: TestServer;
beforeAll(async () => {
  op = await startOidcProvider(CALLBACK);
  s = await startTestServer({
    seed: false,
    env: {
      PUBLIC_URL,
      OIDC_TEST_ISSUER: op.issuer,
      OIDC_TEST_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_TEST_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_TEST_LABEL: "Test ID",
    },
  });
});
afterAll(async () => {
  await s.close();
  await op.close();
});

const local = (url: string) => url.replace(PUBLIC_URL, s.url);

/** Starts at the shop and walks the provider's redirects; answers the callback URL (not yet opened). */
async function toCallback(browser: ReturnType<typeof createBrowser>): Promise<string> {
  let res = await browser.get(`${s.url}/api/account/oidc/test/start`);
  expect(res.status).toBe(302);
  let location = res.headers.get("location")!;
  expect(location).toMatch(new RegExp(`^${op.issuer}/auth\\?`));
  const auth = new URL(location).searchParams;
  expect(auth.get("code_challenge_method")).toBe("S256");
  expect(auth.get("state")).toBeTruthy();
  expect(auth.get("nonce")).toBeTruthy();
  for (let hops = 0; !location.startsWith(CALLBACK); hops++) {
    if (hops > 10) throw new Error(`no callback after 10 redirects (at ${location})`);
    res = await browser.get(new URL(location, op.issuer).href);
    location = res.headers.get("location") ?? "";
  }
  return local(location);
}

const customer = (email: string) =>
  s.ctx.db.selectFrom("customers").selectAll().where("email", "=", email).executeTakeFirst();
const sessionOf = (browser: ReturnType<typeof createBrowser>) => browser.cookies(s.url).get("shop_customer_session");

describe("federated sign-in", () => {
  it("offers a 'Continue with …' button per configured provider", () => {
    expect(s.ctx.services.accounts.oidc.list()).toEqual([{ id: "test", label: "Test ID" }]);
  });

  it("signs in with a verified e-mail, linking to the account that e-mail already has", async () => {
    await s.ctx.services.accounts.signIn.sendCode({ email: "linked@example.com", ip: "192.0.2.1" });
    const mail = await s.ctx.db.selectFrom("mail_outbox").select("text").executeTakeFirstOrThrow();
    await s.ctx.services.accounts.signIn.verifyCode({
      email: "linked@example.com",
      code: /is (\d{6})/.exec(mail.text)![1]!,
    });
    const before = await customer("linked@example.com");

    op.signInAs("user-1", { email: "Linked@Example.com", email_verified: true });
    const browser = createBrowser();
    const res = await browser.get(await toCallback(browser));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account");
    const session = sessionOf(browser)!;
    expect(await s.ctx.services.accounts.sessions.get(session)).toMatchObject({
      customerId: before!.id,
      email: "linked@example.com",
    });
    expect(browser.cookies(s.url).has("shop_oidc")).toBe(false);
  });

  it("creates the account at the first federated sign-in", async () => {
    op.signInAs("user-2", { email: "fresh@example.com", email_verified: true });
    const browser = createBrowser();
    await browser.get(await toCallback(browser));
    expect(await customer("fresh@example.com")).toBeDefined();
    expect(sessionOf(browser)).toBeDefined();
  });

  it("refuses an unverified e-mail and creates nothing", async () => {
    op.signInAs("user-3", { email: "unverified@example.com", email_verified: false });
    const browser = createBrowser();
    const res = await browser.get(await toCallback(browser));
    expect(res.headers.get("location")).toBe("/account/sign-in?oidc=unverified&provider=test");
    expect(sessionOf(browser)).toBeUndefined();
    expect(await customer("unverified@example.com")).toBeUndefined();
  });

  it("refuses a wrong state, and a callback opened in another browser", async () => {
    op.signInAs("user-4", { email: "state@example.com", email_verified: true });
    const browser = createBrowser();
    const callback = new URL(await toCallback(browser));
    const stranger = createBrowser();
    const elsewhere = await stranger.get(callback.href);
    expect(elsewhere.headers.get("location")).toBe("/account/sign-in?oidc=expired&provider=test");
    callback.searchParams.set("state", "not-the-state");
    const wrong = await browser.get(callback.href);
    expect(wrong.headers.get("location")).toBe("/account/sign-in?oidc=expired&provider=test");
    expect(sessionOf(browser) ?? sessionOf(stranger)).toBeUndefined();
    expect(await customer("state@example.com")).toBeUndefined();
  });

  it("refuses a replayed code", async () => {
    op.signInAs("user-5", { email: "replay@example.com", email_verified: true });
    const browser = createBrowser();
    const callback = await toCallback(browser);
    const flow = browser.cookies(s.url).get("shop_oidc")!;
    expect((await browser.get(callback)).headers.get("location")).toBe("/account");

    // Same callback, same flow cookie put back: the provider refuses the used code.
    const attacker = createBrowser();
    attacker.cookies(s.url).set("shop_oidc", flow);
    const again = await attacker.get(callback);
    expect(again.headers.get("location")).toBe("/account/sign-in?oidc=failed&provider=test");
    expect(sessionOf(attacker)).toBeUndefined();
  });

  it("refuses a tampered flow cookie and an unknown provider", async () => {
    op.signInAs("user-6", { email: "tamper@example.com", email_verified: true });
    const browser = createBrowser();
    const callback = await toCallback(browser);
    const [body, sig] = browser.cookies(s.url).get("shop_oidc")!.split(".");
    const flow = JSON.parse(Buffer.from(body!, "base64url").toString()) as Record<string, unknown>;
    browser
      .cookies(s.url)
      .set("shop_oidc", `${Buffer.from(JSON.stringify({ ...flow, exp: 9e15 })).toString("base64url")}.${sig}`);
    expect((await browser.get(callback)).headers.get("location")).toBe("/account/sign-in?oidc=expired&provider=test");
    const unknown = await browser.get(`${s.url}/api/account/oidc/nobody/start`);
    expect(unknown.headers.get("location")).toBe("/account/sign-in");
  });

  it("answers a flow cookie whose 43-character signature holds non-ASCII characters with 'expired', not a 500", async () => {
    const body = Buffer.from(JSON.stringify({ p: "test", s: "x", n: "y", v: "z", exp: 9e15 })).toString("base64url");
    // 43 characters (the length of a real signature) but more than 43 bytes.
    for (const sig of ["é".repeat(43), `€${"A".repeat(42)}`, `${"A".repeat(42)}\u00ff`]) {
      const res = await fetch(`${s.url}/api/account/oidc/test/callback?code=c&state=x`, {
        headers: { cookie: `shop_oidc=${body}.${encodeURIComponent(sig)}` },
        redirect: "manual",
      });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/account/sign-in?oidc=expired&provider=test");
    }
  });
});
