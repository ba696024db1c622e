// Helpers for customer-account tests: signing in through the real pages by the code from the
// outbox, and placing a paid order through the test payment page.
import { expect } from "vitest";
import type { TestServer } from "./test-server";
import { GOOD_PAYMENT_FORM } from "./test-checkout";

export const FORM = { "content-type": "application/x-www-form-urlencoded" };
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Plain requests to the server's pages, as a browser without script would make them. */
export function pageRequests(s: TestServer) {
  return {
    /** A page's HTML with React's text separators taken out, so a test can look for a sentence. */
    text: async (res: Response) => (await res.text()).replaceAll("<!-- -->", ""),
    get: (path: string, cookie?: string) =>
      fetch(`${s.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" }),
    /** A form post (an action), from the shop's own origin. */
    post: (path: string, cookie: string, fields: Record<string, string>) =>
      fetch(`${s.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { ...FORM, cookie, origin: s.url },
        body: form(fields),
      }),
  };
}

/** The code and link token in the newest sign-in e-mail to `to`. */
export async function readSignInMail(s: TestServer, to: string) {
  const row = await s.ctx.db
    .selectFrom("mail_outbox")
    .select(["text", "subject"])
    .where("to", "=", to)
    .where("subject", "like", "%sign-in code%")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return { code: /sign-in code is (\d{6})/.exec(row.text)![1]!, token: /token=([\w-]+)/.exec(row.text)![1]! };
}

export function postSignIn(s: TestServer, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${s.url}/account/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { ...FORM, origin: s.url, ...headers },
    body: form(fields),
  });
}

/** Signs in through the pages; answers the `cookie` header of the new session. */
export async function signInCustomer(s: TestServer, email: string, ip = "198.51.100.1"): Promise<string> {
  const sent = await postSignIn(s, { intent: "send", email }, { "x-forwarded-for": ip });
  expect(sent.status).toBe(200);
  const { code } = await readSignInMail(s, email);
  const res = await postSignIn(s, { intent: "verify", email, code });
  expect(res.status).toBe(302);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** Checks out `cart` (with a cookie, or as a guest) and pays on the test page; answers the order number. */
export async function placePaidOrder(
  s: TestServer,
  opts: { cookie?: string; email: string; cart?: unknown[] },
): Promise<{ number: string; sessionId: string }> {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: s.url, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    body: JSON.stringify({ cart: opts.cart ?? [{ id: "one-and-done", quantity: 2, flavor: "Orange Crush" }] }),
  });
  expect(res.status).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
  const paid = await fetch(`${s.url}/pay/${sessionId}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...FORM, origin: s.url },
    body: form({ ...GOOD_PAYMENT_FORM, email: opts.email }),
  });
  expect(paid.status).toBe(302);
  const order = await s.ctx.services.orders.findOrderBySession(sessionId);
  return { number: order!.number, sessionId };
}

/** Signs in by the e-mailed code through the JSON API the checkout uses; answers the `cookie` header. */
export async function signInCustomerByApi(s: TestServer, email: string): Promise<string> {
  const json = { "content-type": "application/json", origin: s.ctx.config.publicUrl };
  const sent = await fetch(`${s.url}/api/account/sign-in/code`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email }),
  });
  expect(sent.status).toBe(200);
  const { code } = await readSignInMail(s, email);
  const res = await fetch(`${s.url}/api/account/sign-in/verify`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, code }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}
