// Adding a passkey needs a recent sign-in, through the real account page: a shopper whose sign-in is more than 10
// minutes old is asked to confirm it's them with a fresh e-mailed code before adding a passkey;
// the code starts a new session (the old one ends) and brings them back to the passkeys page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRequests, readSignInMail, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { hashSessionId } from "../auth/auth.service";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), seed: false, env: { TRUST_PROXY: "true" } });
});
afterAll(() => s.close());

const page = () => pageRequests(s);
const html = async (res: Response) => (await page().text(res)).replaceAll("&#x27;", "'");
const sessionId = (cookie: string) => cookie.split("=")[1]!;
const age = (cookie: string, minutes: number) =>
  s.ctx.db
    .updateTable("customer_sessions")
    .set({ created_at: new Date(Date.now() - minutes * 60 * 1000).toISOString() })
    .where("id_hash", "=", hashSessionId(sessionId(cookie)))
    .execute();

describe("adding a passkey after an older sign-in", () => {
  it("offers the add form within 10 minutes of signing in, and no confirmation step", async () => {
    const cookie = await signInCustomer(s, "fresh-page@example.com", "198.51.100.61");
    const fresh = await html(await page().get("/account/passkeys", cookie));
    expect(fresh).toContain('data-recent-sign-in="true"');
    expect(fresh).not.toContain("Confirm it's you");
  });

  it("asks for a fresh e-mailed code, then lets the new session add one", async () => {
    const email = "older-page@example.com";
    const old = await signInCustomer(s, email, "198.51.100.62");
    await age(old, 11);

    const before = await html(await page().get("/account/passkeys", old));
    expect(before).toContain("Confirm it's you");
    expect(before).toContain('data-recent-sign-in="false"');

    const sent = await page().post("/account/passkeys", old, { intent: "send-code" });
    expect(sent.status).toBe(200);
    expect(await html(sent)).toContain(`We've e-mailed a 6-digit code to <strong>${email}</strong>`);
    const { code } = await readSignInMail(s, email);

    const wrong = await page().post("/account/passkeys", old, { intent: "verify-code", code: "000000" });
    expect(wrong.status).toBe(400);

    const ok = await page().post("/account/passkeys", old, { intent: "verify-code", code });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/account/passkeys");
    const fresh = ok.headers.getSetCookie()[0]!.split(";")[0]!;
    expect(sessionId(fresh)).not.toBe(sessionId(old));
    expect(await s.ctx.services.accounts.sessions.get(sessionId(old))).toBeNull();
    const now = await s.ctx.services.accounts.sessions.get(sessionId(fresh));
    expect(now?.email).toBe(email);

    const after = await html(await page().get("/account/passkeys", fresh));
    expect(after).toContain('data-recent-sign-in="true"');
    const options = await fetch(`${s.url}/api/account/passkeys/register/options`, {
      method: "POST",
      headers: { cookie: fresh, "content-type": "application/json", origin: s.url },
      body: "{}",
    });
    expect(options.status).toBe(200);
  });
});
