// Passwordless sign-in: codes and links through the outbox, hashed, single-use,
// 10 minutes, 5 wrong tries, send limits, no account enumeration; on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { hashSessionId } from "../auth/auth.service";
import { SIGN_IN_MESSAGES } from "./sign-in.service";
import { failure } from "../../../tests/support/app-error";

const clock = { now: new Date("2026-05-01T00:00:00.000Z") };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock.now, seed: false });
});
afterAll(() => ctx.dispose());

const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

/** The code and link token of the newest sign-in e-mail to `to`. */
async function lastMail(to: string) {
  const row = await ctx.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to", "=", to)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  const code = /sign-in code is (\d{6})/.exec(row.text)![1]!;
  const token = /token=([A-Za-z0-9_-]+)/.exec(row.text)![1]!;
  return { row, code, token };
}

const customers = () => ctx.db.selectFrom("customers").selectAll().execute();

describe("sending a code", () => {
  it("sends one e-mail with a 6-digit code and a link, and stores only their hashes", async () => {
    const email = "first@example.com";
    const r = await ctx.services.accounts.signIn.sendCode({ email: " First@Example.com ", ip: freshIp() });
    expect(r).toEqual({ email });
    const { row, code, token } = await lastMail(email);
    expect(row.subject).toBe(`${code} is your Rebound sign-in code`);
    expect(row.text).toContain(`/account/sign-in/link?token=${token}`);
    const stored = await ctx.db.selectFrom("sign_in_codes").selectAll().where("email", "=", email).execute();
    expect(stored).toHaveLength(1);
    const text = JSON.stringify(stored);
    expect(text).not.toContain(code);
    expect(text).not.toContain(token);
    expect(stored[0]!.expires_at).toBe(new Date(clock.now.getTime() + 10 * 60_000).toISOString());
  });

  it("answers a known and an unknown e-mail alike, and creates no account by sending", async () => {
    await ctx.services.accounts.signIn.verifyCode({
      email: "first@example.com",
      code: (await lastMail("first@example.com")).code,
    });
    const before = await customers();
    const known = await ctx.services.accounts.signIn.sendCode({ email: "first@example.com", ip: freshIp() });
    const unknown = await ctx.services.accounts.signIn.sendCode({ email: "nobody@example.com", ip: freshIp() });
    expect(Object.keys(known)).toEqual(Object.keys(unknown));
    expect((await lastMail("first@example.com")).row.subject.replace(/\d{6}/, "")).toBe(
      (await lastMail("nobody@example.com")).row.subject.replace(/\d{6}/, ""),
    );
    expect(await customers()).toEqual(before);
  });

  it("refuses a bad e-mail with a clear message and sends nothing", async () => {
    const count = async () => (await ctx.db.selectFrom("mail_outbox").select("id").execute()).length;
    const n = await count();
    for (const email of ["", "not-an-email", "a".repeat(300) + "@x.co", 42]) {
      const err = await failure(ctx.services.accounts.signIn.sendCode({ email, ip: freshIp() }));
      expect(err.status).toBe(400);
    }
    expect(await count()).toBe(n);
  });

  it("limits sends per e-mail and per IP with 429 and a retry time", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      await ctx.services.accounts.signIn.sendCode({ email: "busy@example.com", ip: freshIp() });
    const perEmail = await failure(ctx.services.accounts.signIn.sendCode({ email: "busy@example.com", ip: freshIp() }));
    expect(perEmail.status).toBe(429);
    expect((perEmail.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // Every send came from its own address: the limit is the e-mail address's, and says so.
    expect(perEmail.message).toMatch(
      /^Too many sign-in codes were sent to that address\. Please try again in \d+ minutes?\.$/,
    );

    for (let i = 0; i < 10; i++) await ctx.services.accounts.signIn.sendCode({ email: `ip${i}@example.com`, ip });
    const perIp = await failure(ctx.services.accounts.signIn.sendCode({ email: "another@example.com", ip }));
    expect(perIp.status).toBe(429);
    expect(perIp.message).toMatch(
      /^Too many sign-in e-mails from your connection\. Please try again in \d+ minutes?\.$/,
    );
  });
});

describe("signing in with the code", () => {
  it("creates the account at the first sign-in and starts a session (cookie id hashed in the table)", async () => {
    const email = "new@example.com";
    await ctx.services.accounts.signIn.sendCode({ email, ip: freshIp() });
    const { code } = await lastMail(email);
    const r = await ctx.services.accounts.signIn.verifyCode({ email, code });
    expect(r.setCookie).toMatch(/^shop_customer_session=[A-Za-z0-9_-]{43};/);
    expect(r.setCookie).toMatch(/HttpOnly/);
    expect(r.setCookie).toMatch(/SameSite=Lax/);
    expect(r.setCookie).not.toMatch(/Secure/);
    const id = /=([^;]+);/.exec(r.setCookie)![1]!;
    const sessions = await ctx.db.selectFrom("customer_sessions").selectAll().execute();
    expect(sessions.map((s) => s.id_hash)).toContain(hashSessionId(id));
    expect(JSON.stringify(sessions)).not.toContain(id);
    expect((await customers()).filter((c) => c.email === email)).toHaveLength(1);
    expect(await ctx.services.accounts.sessions.get(id)).toMatchObject({ email });
  });

  it("accepts a code once only", async () => {
    const email = "once@example.com";
    await ctx.services.accounts.signIn.sendCode({ email, ip: freshIp() });
    const { code } = await lastMail(email);
    await ctx.services.accounts.signIn.verifyCode({ email, code });
    const err = await failure(ctx.services.accounts.signIn.verifyCode({ email, code }));
    expect(err.message).toBe(SIGN_IN_MESSAGES.codeEnded);
  });

  it("refuses a code after 10 minutes", async () => {
    const email = "late@example.com";
    await ctx.services.accounts.signIn.sendCode({ email, ip: freshIp() });
    const { code } = await lastMail(email);
    advance(10 * 60_000 + 1);
    const err = await failure(ctx.services.accounts.signIn.verifyCode({ email, code }));
    expect(err.message).toBe(SIGN_IN_MESSAGES.codeEnded);
    expect((await customers()).some((c) => c.email === email)).toBe(false);
  });

  it("ends the code after 5 wrong tries, saying how many are left", async () => {
    const email = "guess@example.com";
    await ctx.services.accounts.signIn.sendCode({ email, ip: freshIp() });
    const { code } = await lastMail(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push((await failure(ctx.services.accounts.signIn.verifyCode({ email, code: wrong }))).message);
    expect(messages).toEqual([
      SIGN_IN_MESSAGES.wrongCode(4),
      SIGN_IN_MESSAGES.wrongCode(3),
      SIGN_IN_MESSAGES.wrongCode(2),
      SIGN_IN_MESSAGES.wrongCode(1),
      SIGN_IN_MESSAGES.codeEnded,
    ]);
    // The right code no longer works either.
    expect((await failure(ctx.services.accounts.signIn.verifyCode({ email, code }))).message).toBe(
      SIGN_IN_MESSAGES.codeEnded,
    );
  });

  it("takes only the newest e-mail's code", async () => {
    const email = "twice@example.com";
    await ctx.services.accounts.signIn.sendCode({ email, ip: freshIp() });
    const first = await lastMail(email);
    advance(1000);
    await ctx.services.accounts.signIn.sendCode({ email, ip: freshIp() });
    const second = await lastMail(email);
    if (first.code !== second.code) {
      await failure(ctx.services.accounts.signIn.verifyCode({ email, code: first.code }));
    }
    expect(await ctx.services.accounts.signIn.peekLink(first.token)).toBeNull();
    await ctx.services.accounts.signIn.verifyCode({ email, code: second.code });
  });

  it("refuses a malformed code without counting it", async () => {
    const email = "format@example.com";
    await ctx.services.accounts.signIn.sendCode({ email, ip: freshIp() });
    for (const code of ["", "12345", "abcdef", "1234567", undefined]) {
      expect((await failure(ctx.services.accounts.signIn.verifyCode({ email, code }))).message).toBe(
        SIGN_IN_MESSAGES.codeFormat,
      );
    }
    const [row] = await ctx.db.selectFrom("sign_in_codes").selectAll().where("email", "=", email).execute();
    expect(row!.attempts).toBe(0);
  });
});

describe("signing in with the link", () => {
  it("works once, and then the code is spent too", async () => {
    const email = "link@example.com";
    await ctx.services.accounts.signIn.sendCode({ email, ip: freshIp() });
    const { code, token } = await lastMail(email);
    expect(await ctx.services.accounts.signIn.peekLink(token)).toBe(email);
    const r = await ctx.services.accounts.signIn.useLink(token);
    expect(r.email).toBe(email);
    expect(await ctx.services.accounts.signIn.peekLink(token)).toBeNull();
    expect((await failure(ctx.services.accounts.signIn.useLink(token))).message).toBe(SIGN_IN_MESSAGES.linkEnded);
    expect((await failure(ctx.services.accounts.signIn.verifyCode({ email, code }))).message).toBe(
      SIGN_IN_MESSAGES.codeEnded,
    );
  });

  it("refuses an unknown, tampered or expired link with a clear message", async () => {
    const email = "stale@example.com";
    await ctx.services.accounts.signIn.sendCode({ email, ip: freshIp() });
    const { token } = await lastMail(email);
    for (const t of ["", "x", `${token}x`, token.slice(1), "a".repeat(500), null]) {
      expect((await failure(ctx.services.accounts.signIn.useLink(t))).message).toBe(SIGN_IN_MESSAGES.linkEnded);
    }
    advance(10 * 60_000 + 1);
    expect((await failure(ctx.services.accounts.signIn.useLink(token))).message).toBe(SIGN_IN_MESSAGES.linkEnded);
  });
});
