// Passkeys over HTTP on SQLite and PostgreSQL, with a software authenticator: add one
// when signed in, sign in with it, list and remove; a response for another challenge, a replayed
// challenge, another origin and someone else's passkey are refused and change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSoftAuthenticator } from "../../../tests/support/soft-authenticator";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { hashSessionId } from "../auth/auth.service";
import { PASSKEY_FAILED, PASSKEY_NEEDS_RECENT_SIGN_IN } from "./passkey.service";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(() => s.close());

type Options = { challengeId: string; options: { challenge: string; user: { id: string } } };

/** A customer session made through the e-mailed code (the service: the pages are tested elsewhere). */
async function signedIn(email: string): Promise<string> {
  await s.ctx.services.accounts.signIn.sendCode({ email, ip: "192.0.2.9" });
  const mail = await s.ctx.db
    .selectFrom("mail_outbox")
    .select("text")
    .where("to", "=", email)
    .executeTakeFirstOrThrow();
  const { setCookie } = await s.ctx.services.accounts.signIn.verifyCode({
    email,
    code: /is (\d{6})/.exec(mail.text)![1]!,
  });
  return setCookie.split(";")[0]!;
}

const api = (path: string, body: unknown = {}, cookie?: string) =>
  fetch(`${s.url}/api/account/passkeys${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: s.ctx.config.publicUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const json = async <T>(res: Response) => (await res.json()) as T;
const passkeyRows = () => s.ctx.db.selectFrom("customer_passkeys").selectAll().execute();

async function addPasskey(cookie: string, authenticator = createSoftAuthenticator(s.ctx.config.publicUrl)) {
  const { challengeId, options } = await json<Options>(await api("/register/options", {}, cookie));
  const res = await api("/register", { challengeId, response: authenticator.register(options), name: "Phone" }, cookie);
  expect(res.status).toBe(200);
  return authenticator;
}

describe("passkeys", () => {
  it("adds one when signed in, and signs in with it into a new session", async () => {
    const cookie = await signedIn("passkey@example.com");
    const authenticator = await addPasskey(cookie);
    const customerId = (await s.ctx.services.accounts.sessions.get(cookie.split("=")[1]))!.customerId;
    expect(await s.ctx.services.accounts.passkeys.list(customerId)).toMatchObject([
      { id: authenticator.id, name: "Phone" },
    ]);

    const { challengeId, options } = await json<Options>(await api("/sign-in/options"));
    const res = await api("/sign-in", { challengeId, response: authenticator.authenticate(options) });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie()[0]!;
    expect(session).toMatch(/^shop_customer_session=[\w-]{43};.*HttpOnly; SameSite=Lax$/);
    expect(await s.ctx.services.accounts.sessions.get(session.split(";")[0]!.split("=")[1])).toMatchObject({
      email: "passkey@example.com",
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("needs a sign-in within the last 10 minutes to add one, and adds none otherwise", async () => {
    const cookie = await signedIn("stale@example.com");
    // Options taken while the sign-in was fresh, the ceremony finished after it went stale.
    const authenticator = createSoftAuthenticator(s.ctx.config.publicUrl);
    const { challengeId, options } = await json<Options>(await api("/register/options", {}, cookie));
    await s.ctx.db
      .updateTable("customer_sessions")
      .set({ created_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
      .where("id_hash", "=", hashSessionId(cookie.split("=")[1]!))
      .execute();
    const late = await api("/register", { challengeId, response: authenticator.register(options) }, cookie);
    expect(late.status).toBe(403);
    expect(await json(late)).toEqual({ error: PASSKEY_NEEDS_RECENT_SIGN_IN });
    const again = await api("/register/options", {}, cookie);
    expect(again.status).toBe(403);
    expect(await json(again)).toEqual({ error: PASSKEY_NEEDS_RECENT_SIGN_IN });
    const customerId = (await s.ctx.services.accounts.sessions.get(cookie.split("=")[1]))!.customerId;
    expect(await s.ctx.services.accounts.passkeys.list(customerId)).toEqual([]);
  });

  it("e-mails the customer when a passkey is added", async () => {
    const email = "told@example.com";
    const cookie = await signedIn(email);
    await addPasskey(cookie);
    const mails = await s.ctx.db
      .selectFrom("mail_outbox")
      .select(["subject", "text"])
      .where("to", "=", email)
      .where("subject", "not like", "%sign-in code%")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("A passkey was added to your Rebound account");
    expect(mails[0]!.text).toContain("'Phone'");
    expect(mails[0]!.text).toContain("If this wasn't you");
  });

  it("refuses to add one without a session", async () => {
    expect((await api("/register/options")).status).toBe(401);
    expect((await api("/register", { challengeId: "x", response: {} })).status).toBe(401);
  });

  it("refuses a response made for another challenge, a replayed challenge and another origin", async () => {
    const cookie = await signedIn("careful@example.com");
    const authenticator = await addPasskey(cookie);
    const before = await passkeyRows();

    const first = await json<Options>(await api("/sign-in/options"));
    const second = await json<Options>(await api("/sign-in/options"));
    const forFirst = authenticator.authenticate(first.options);
    const swapped = await api("/sign-in", { challengeId: second.challengeId, response: forFirst });
    expect(swapped.status).toBe(400);
    expect(await json(swapped)).toEqual({ error: PASSKEY_FAILED });
    expect(swapped.headers.getSetCookie()).toEqual([]);

    // The first challenge was not spent by the refusal above, but is spent by its own use.
    expect((await api("/sign-in", { challengeId: first.challengeId, response: forFirst })).status).toBe(200);
    const replay = await api("/sign-in", { challengeId: first.challengeId, response: forFirst });
    expect(replay.status).toBe(400);

    // A registration made for another origin.
    const other = createSoftAuthenticator(s.ctx.config.publicUrl);
    const reg = await json<Options>(await api("/register/options", {}, cookie));
    const foreign = other.register(reg.options, { origin: "https://evil.example" });
    expect((await api("/register", { challengeId: reg.challengeId, response: foreign }, cookie)).status).toBe(400);
    expect((await passkeyRows()).map((r) => r.id)).toEqual(before.map((r) => r.id));
  });

  it("refuses a registration challenge used to sign in, and one account's challenge used by another", async () => {
    const alice = await signedIn("alice@example.com");
    const bob = await signedIn("bob@example.com");
    const authenticator = createSoftAuthenticator(s.ctx.config.publicUrl);
    const reg = await json<Options>(await api("/register/options", {}, alice));
    const response = authenticator.register(reg.options);
    expect((await api("/register", { challengeId: reg.challengeId, response }, bob)).status).toBe(400);
    expect((await api("/sign-in", { challengeId: reg.challengeId, response })).status).toBe(400);
  });

  it("removes a passkey only from its own account; a removed passkey signs in no more", async () => {
    const owner = await signedIn("owner@example.com");
    const stranger = await signedIn("stranger@example.com");
    const authenticator = await addPasskey(owner);
    const ownerId = (await s.ctx.services.accounts.sessions.get(owner.split("=")[1]))!.customerId;
    const strangerId = (await s.ctx.services.accounts.sessions.get(stranger.split("=")[1]))!.customerId;
    await expect(s.ctx.services.accounts.passkeys.remove(strangerId, authenticator.id)).rejects.toThrow(
      "not on your account",
    );
    await s.ctx.services.accounts.passkeys.remove(ownerId, authenticator.id);
    const { challengeId, options } = await json<Options>(await api("/sign-in/options"));
    expect((await api("/sign-in", { challengeId, response: authenticator.authenticate(options) })).status).toBe(400);
  });

  it("refuses malformed and oversized bodies with a clear message", async () => {
    for (const body of [
      "nope",
      JSON.stringify({ challengeId: 1 }),
      JSON.stringify({ challengeId: "x", response: { a: "x".repeat(40_000) } }),
    ]) {
      const res = await fetch(`${s.url}/api/account/passkeys/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect([400, 413]).toContain(res.status);
      expect(((await res.json()) as { error: string }).error).toMatch(/passkey|malformed|JSON|large/i);
    }
  });
});
