// Customer sign-in through the real pages: sign-in by code and by link, the customer cookie, 429 with
// Retry-After, and a customer session that never opens the admin.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "../../../app/routes";
import { FORM, form, postSignIn, readSignInMail, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { createCustomerSessions } from "./customer-session";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { TRUST_PROXY: "true" } });
});
afterAll(() => s.close());

let n = 0;
const ip = () => `192.0.2.${++n}`;
const customers = () => s.ctx.db.selectFrom("customers").select("email").execute();

function pagePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const here = e.path === undefined ? parent : `${parent}/${e.path}`.replace(/\/+/g, "/");
    return [...(e.path !== undefined ? [here || "/"] : []), ...pagePaths(e.children ?? [], here)];
  });
}

describe("/account/sign-in", () => {
  it("gives the same page to a known and an unknown e-mail", async () => {
    await signInCustomer(s, "known@example.com", ip());
    const page = async (email: string) => {
      const res = await postSignIn(s, { intent: "send", email }, { "x-forwarded-for": ip() });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      // The page differs only by the e-mail and its per-response CSP nonce.
      return (await res.text()).replaceAll(email, "EMAIL").replace(/nonce="[^"]*"/g, "");
    };
    const known = await page("known@example.com");
    const unknown = await page("stranger@example.com");
    expect(known).toContain("We&#x27;ve e-mailed a 6-digit code");
    expect(unknown).toBe(known);
    expect((await customers()).map((c) => c.email)).not.toContain("stranger@example.com");
  });

  it("signs in by code: a 302 to /account with an HttpOnly, SameSite=Lax cookie; the account page opens", async () => {
    const email = "code@example.com";
    await postSignIn(s, { intent: "send", email }, { "x-forwarded-for": ip() });
    const { code } = await readSignInMail(s, email);
    const res = await postSignIn(s, { intent: "verify", email, code });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account");
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^shop_customer_session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const account = await fetch(`${s.url}/account`, { headers: { cookie: cookie!.split(";")[0]! } });
    expect(account.status).toBe(200);
    expect((await account.text()).replaceAll("<!-- -->", "")).toContain(`Signed in as ${email}`);
  });

  it("answers a wrong code with its message and 400, and no cookie", async () => {
    const email = "wrong@example.com";
    await postSignIn(s, { intent: "send", email }, { "x-forwarded-for": ip() });
    const { code } = await readSignInMail(s, email);
    const res = await postSignIn(s, { intent: "verify", email, code: code === "999999" ? "000000" : "999999" });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toContain("That code is not right. 4 tries left.");
  });

  it("answers too many sends with 429 and Retry-After", async () => {
    const email = "flood@example.com";
    for (let i = 0; i < 3; i++) await postSignIn(s, { intent: "send", email }, { "x-forwarded-for": ip() });
    const res = await postSignIn(s, { intent: "send", email }, { "x-forwarded-for": ip() });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.text()).toContain("Too many sign-in codes were sent to that address.");
  });

  it("sends a signed-in shopper on to /account", async () => {
    const cookie = await signInCustomer(s, "already@example.com", ip());
    const res = await fetch(`${s.url}/account/sign-in`, { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account");
  });
});

describe("the one-click link", () => {
  it("signs in nothing when opened; one press signs in this browser, once", async () => {
    const email = "link@example.com";
    await postSignIn(s, { intent: "send", email }, { "x-forwarded-for": ip() });
    const { token } = await readSignInMail(s, email);
    const opened = await fetch(`${s.url}/account/sign-in/link?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.getSetCookie()).toEqual([]);
    expect(await opened.text()).toContain(`Sign in as <strong>${email}</strong>`);
    // Another browser: no cookie of any kind, only the link.
    const press = () =>
      fetch(`${s.url}/account/sign-in/link`, {
        method: "POST",
        redirect: "manual",
        headers: { ...FORM, origin: s.url },
        body: form({ token }),
      });
    const first = await press();
    expect(first.status).toBe(302);
    expect(first.headers.getSetCookie()[0]).toMatch(/^shop_customer_session=/);
    const again = await press();
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This sign-in link has expired or has already been used.");
    const reopened = await fetch(`${s.url}/account/sign-in/link?token=${token}`);
    expect(await reopened.text()).toContain("This link no longer works");
  });
});

describe("a customer session", () => {
  it("never opens an admin page or the admin API", async () => {
    const cookie = await signInCustomer(s, "notstaff@example.com", ip());
    const value = cookie.split("=")[1]!;
    for (const c of [cookie, `shop_admin_session=${value}`, `${cookie}; shop_admin_session=${value}`]) {
      const page = await fetch(`${s.url}/admin/dashboard`, { headers: { cookie: c }, redirect: "manual" });
      expect(page.status, c).toBe(302);
      expect(page.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fdashboard");
      const api = await fetch(`${s.url}/api/admin/products`, { headers: { cookie: c } });
      expect(api.status, c).toBe(401);
    }
  });

  it("has a Secure cookie when the shop is served over https", async () => {
    const sessions = createCustomerSessions({ db: s.ctx.db, clock: () => new Date(), secureCookies: true });
    const { customerId } = await s.ctx.db.selectFrom("customers").select("id as customerId").executeTakeFirstOrThrow();
    expect((await sessions.start(customerId)).setCookie).toMatch(/; Secure/);
  });
});

describe("every account page", () => {
  const registered = pagePaths(routeConfig).filter((p) => p.startsWith("/account"));
  // Deleting an account ends its session, and then lands on /account/deleted.
  const open = ["/account/sign-in", "/account/sign-in/link", "/account/deleted"];

  it("sends a visitor without a session (or with a forged one) to /account/sign-in", async () => {
    expect(registered).toEqual(
      expect.arrayContaining(["/account", "/account/addresses", "/account/settings", ...open]),
    );
    for (const path of registered.filter((p) => !open.includes(p))) {
      const url = `${s.url}${path.replace(":number", "RR-ABCDEF")}`;
      for (const cookie of [undefined, "shop_customer_session=forged", `shop_customer_session=${"x".repeat(300)}`]) {
        const res = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
        expect(res.status, path).toBe(302);
        expect(res.headers.get("location"), path).toBe("/account/sign-in");
      }
    }
  });
});
