// A state-changing request authenticated by a session cookie must say where it comes from (Origin
// or Sec-Fetch-Site): SameSite=Lax alone is not enough. Requests that prove themselves otherwise
// (the signed Stripe webhook, the one-click unsubscribe) and cookieless API calls still pass.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { FORM, form, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { NO_ORIGIN_REFUSED } from "./admin-guard";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());

const customers = (email: string) => s.ctx.db.selectFrom("customers").select("id").where("email", "=", email).execute();

describe("a cookie-authenticated change without Origin or Sec-Fetch-Site", () => {
  it("does not delete the account: refused with one sentence, nothing changed", async () => {
    const email = "no.origin@example.com";
    const cookie = await signInCustomer(s, email);
    const res = await fetch(`${s.url}/account/settings`, {
      method: "POST",
      redirect: "manual",
      headers: { ...FORM, cookie },
      body: form({ intent: "delete", confirm: "yes" }),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(NO_ORIGIN_REFUSED);
    expect(await customers(email)).toHaveLength(1);
  });

  it("does not change a product with the admin's cookie either", async () => {
    const cookie = (await signInAdmin(s)).cookie!;
    const before = await s.ctx.services.products.listAllProducts();
    const res = await fetch(`${s.url}/api/admin/products/one-and-done`, { method: "DELETE", headers: { cookie } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: NO_ORIGIN_REFUSED });
    expect(await s.ctx.services.products.listAllProducts()).toEqual(before);
  });

  it("passes with Sec-Fetch-Site: same-origin, and refuses a same-site page", async () => {
    const email = "fetch.site@example.com";
    const cookie = await signInCustomer(s, email);
    const post = (site: string) =>
      fetch(`${s.url}/account/settings`, {
        method: "POST",
        redirect: "manual",
        headers: { ...FORM, cookie, "sec-fetch-site": site },
        body: form({ intent: "consent", marketing: "yes" }),
      });
    expect((await post("same-site")).status).toBe(403);
    expect((await post("same-origin")).status).toBe(200);
  });

  it("still lets through a cookieless call, the signed webhook's path and the one-click unsubscribe", async () => {
    const contact = await fetch(`${s.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Curl", email: "curl@example.com", subject: "Hi", message: "From a script" }),
    });
    expect(contact.status).toBe(201);
    const cookie = await signInCustomer(s, "webhook.cookie@example.com");
    // Not refused by the origin check: the webhook answers its own signature error instead.
    const hook = await fetch(`${s.url}/api/webhooks/stripe`, { method: "POST", headers: { cookie }, body: "{}" });
    expect(hook.status).not.toBe(403);
    const unsubscribe = await fetch(`${s.url}/unsubscribe?t=unknown`, {
      method: "POST",
      redirect: "manual",
      headers: { ...FORM, cookie },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribe.status).not.toBe(403);
  });
});
