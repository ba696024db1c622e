import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN, login, sessionCookie, startClockedServer } from "../../../tests/support/admin";
import { startTestServer } from "../../../tests/support/test-server";
import { createAuthService } from "./auth.service";
import { passwordHashCostForTests } from "./password";

// The timing of a wrong password against an unknown e-mail is only a test of the hash at the
// shop's own cost (N=2^17, about half a second a sign-in), so that test runs at it; the rest sign
// in at the integration tests' cost (tests/support/integration-setup.ts), which was 40 s of CPU
// for this file on each database.
vi.setConfig({ testTimeout: 30_000 });

let s: Awaited<ReturnType<typeof startClockedServer>>;
beforeAll(async () => {
  s = await startClockedServer();
  await s.ctx.services.auth.createAdminUser(ADMIN);
});
afterAll(async () => {
  await s.close();
});

const minutes = (n: number) => n * 60 * 1000;
const advance = (ms: number) => (s.clock.now = new Date(s.clock.now.getTime() + ms));
const session = (cookie: string) => fetch(`${s.url}/api/auth/session`, { headers: { cookie } });
const sessionRows = () => s.ctx.db.selectFrom("sessions").selectAll().execute();

describe("sign-in", () => {
  it("answers the right password with a 256-bit id in an HttpOnly, SameSite=Lax, Path=/ cookie", async () => {
    const res = await login(s.url, { email: " Staff@Example.com ", password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: ADMIN.email });
    const header = res.headers.getSetCookie().find((c) => c.startsWith("shop_admin_session="))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Max-Age=43200/);
    expect(header).not.toMatch(/Secure/);
    const id = sessionCookie(res).split("=")[1]!;
    expect(Buffer.from(id, "base64url")).toHaveLength(32);

    // The database keeps a hash of the id, never the id.
    const hashes = (await sessionRows()).map((r) => r.id_hash);
    expect(hashes).toContain(createHash("sha256").update(id).digest("hex"));
    expect(hashes).not.toContain(id);

    const me = await session(sessionCookie(res));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: ADMIN.email });
  });

  it("issues a new id at every sign-in and drops the one the browser held", async () => {
    const first = sessionCookie(await login(s.url, ADMIN));
    const second = sessionCookie(await login(s.url, ADMIN, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await session(first)).status).toBe(401);
    expect((await session(second)).status).toBe(200);
  });

  it("answers a wrong password and an unknown e-mail alike, after similar work", async () => {
    passwordHashCostForTests("production");
    try {
      const member = { email: "timed@example.com", password: "a password hashed at the shop's cost" };
      await s.ctx.services.auth.createAdminUser(member);
      await expectSimilarRefusals(member.email);
    } finally {
      passwordHashCostForTests("test");
    }
  });

  async function expectSimilarRefusals(knownEmail: string) {
    const time = async (body: object) => {
      const t = performance.now();
      const res = await login(s.url, body);
      return {
        ms: performance.now() - t,
        status: res.status,
        body: await res.json(),
        cookies: res.headers.getSetCookie(),
      };
    };
    const wrong = await time({ email: knownEmail, password: "not the password" });
    const unknown = await time({ email: "nobody@example.com", password: "not the password" });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: "Invalid credentials" });
      expect(r.cookies).toEqual([]);
    }
    // Both run one scrypt (the unknown e-mail against a dummy hash): within a factor of 3.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
    expect(unknown.ms).toBeLessThan(wrong.ms * 3);
  }

  it("refuses a missing e-mail or password with 400", async () => {
    for (const body of [{}, { email: ADMIN.email }, { password: "x" }, { email: " ", password: "y" }, "nope"]) {
      const res = await login(s.url, body);
      expect(res.status).toBe(400);
    }
  });

  it("marks the cookie Secure when PUBLIC_URL is https", async () => {
    const https = await startTestServer({ env: { PUBLIC_URL: "https://shop.example.com" } });
    try {
      await https.ctx.services.auth.createAdminUser(ADMIN);
      // A browser on the shop's public address sends that as its Origin.
      const res = await login(https.url, ADMIN, { origin: "https://shop.example.com" });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join()).toMatch(/shop_admin_session=[^;]+;.*Secure/);
    } finally {
      await https.close();
    }
  });
});

describe("sign-in throttling", () => {
  it("after 5 failures for one e-mail in 15 minutes answers 429 with the wait, even for the right password", async () => {
    const other = { email: "other@example.com", password: "another long password" };
    await s.ctx.services.auth.createAdminUser(other);
    for (let i = 0; i < 5; i++) {
      expect((await login(s.url, { email: other.email, password: `wrong ${i}` })).status).toBe(401);
    }
    const refused = await login(s.url, other);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toMatchObject({
      error: "Too many sign-in attempts. Try again in 15 minutes.",
      details: { retryAfterSeconds: expect.any(Number) },
    });
    // Other accounts are unaffected; the block lifts when the window has passed.
    expect((await login(s.url, ADMIN)).status).toBe(200);
    advance(minutes(15) + 1000);
    expect((await login(s.url, other)).status).toBe(200);
  });

  it("also limits failures per IP address, across e-mails", async () => {
    const auth = createAuthService({
      db: s.ctx.db,
      logger: s.ctx.logger,
      clock: () => s.clock.now,
      loginLimits: { perEmail: 100, perIp: 3, windowMs: minutes(15) },
    });
    const ip = "203.0.113.9";
    for (let i = 0; i < 3; i++) {
      await expect(auth.signIn({ email: `guess${i}@example.com`, password: "x", ip })).rejects.toMatchObject({
        status: 401,
      });
    }
    await expect(auth.signIn({ ...ADMIN, ip })).rejects.toMatchObject({ status: 429 });
    await expect(auth.signIn({ ...ADMIN, ip: "203.0.113.10" })).resolves.toMatchObject({ email: ADMIN.email });
  });
});

describe("sessions", () => {
  it("end after 30 minutes without use", async () => {
    const cookie = sessionCookie(await login(s.url, ADMIN));
    advance(minutes(29));
    expect((await session(cookie)).status).toBe(200);
    advance(minutes(29)); // 58 minutes in, but used 29 minutes ago
    expect((await session(cookie)).status).toBe(200);
    advance(minutes(30));
    expect((await session(cookie)).status).toBe(401);
    expect((await fetch(`${s.url}/api/admin/products`, { headers: { cookie } })).status).toBe(401);
  });

  it("end 12 hours after sign-in even when in use", async () => {
    const cookie = sessionCookie(await login(s.url, ADMIN));
    for (let used = 0; used < 12 * 60 - 25; used += 25) {
      advance(minutes(25));
      expect((await session(cookie)).status).toBe(200);
    }
    advance(minutes(25));
    expect((await session(cookie)).status).toBe(401);
  });

  it("end at logout: the row is deleted and the cookie cleared", async () => {
    const cookie = sessionCookie(await login(s.url, ADMIN));
    const before = (await sessionRows()).length;
    const res = await fetch(`${s.url}/api/auth/logout`, { method: "POST", headers: { cookie, origin: s.url } });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join()).toMatch(/shop_admin_session=;.*Max-Age=0/);
    expect((await sessionRows()).length).toBe(before - 1);
    expect((await session(cookie)).status).toBe(401);
    expect((await fetch(`${s.url}/api/admin/products`, { headers: { cookie } })).status).toBe(401);
  });
});

describe("cross-site requests", () => {
  it("refuses a mutating request with a foreign Origin, and changes nothing", async () => {
    const sessions = (await sessionRows()).length;
    const res = await login(s.url, ADMIN, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Cross-site request refused" });
    expect((await sessionRows()).length).toBe(sessions);

    const cookie = sessionCookie(await login(s.url, ADMIN));
    const before = await s.ctx.services.products.listAllProducts();
    const del = await fetch(`${s.url}/api/admin/products/one-and-done`, {
      method: "DELETE",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(del.status).toBe(403);
    const cross = await fetch(`${s.url}/api/admin/products/one-and-done`, {
      method: "DELETE",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(cross.status).toBe(403);
    expect(await s.ctx.services.products.listAllProducts()).toEqual(before);
  });

  it("compares Origin with PUBLIC_URL and EXTRA_ORIGINS, never with the request's own Host", async () => {
    const shop = await startTestServer({
      seed: false,
      env: { PUBLIC_URL: "https://shop.example", EXTRA_ORIGINS: "https://www.shop.example, http://shop.example:8080" },
    });
    try {
      const wrong = { email: "nobody@example.com", password: "not the password" };
      // The request's Host is 127.0.0.1:<port>, so an Origin naming it would match a Host check.
      const sameHost = await login(shop.url, wrong, { origin: shop.url });
      expect(sameHost.status).toBe(403);
      expect(await sameHost.json()).toEqual({ error: "Cross-site request refused" });
      for (const origin of ["https://shop.example", "https://www.shop.example", "http://shop.example:8080"]) {
        expect((await login(shop.url, wrong, { origin })).status, origin).toBe(401);
      }
      expect((await login(shop.url, wrong, { origin: "http://shop.example" })).status).toBe(403);
    } finally {
      await shop.close();
    }
  });

  it("lets reads through whatever their Origin", async () => {
    const res = await fetch(`${s.url}/api/products`, { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(200);
  });
});

describe("first admin account", () => {
  it("is created from ADMIN_EMAIL/ADMIN_PASSWORD on a start with no admin, or the log says how", async () => {
    const withEnv = await startTestServer({
      env: { ADMIN_EMAIL: "first@example.com", ADMIN_PASSWORD: "first admin password" },
    });
    const without = await startTestServer();
    try {
      expect(await withEnv.ctx.services.auth.listAdminUsers()).toMatchObject([{ email: "first@example.com" }]);
      expect(await without.ctx.services.auth.hasAdminUsers()).toBe(false);
      expect(without.ctx.logs.map((l) => l.msg).join("\n")).toMatch(/npm run admin -- create --email/);
      expect(JSON.stringify(withEnv.ctx.logs)).not.toContain("first admin password");
    } finally {
      await withEnv.close();
      await without.close();
    }
  });

  it("needs at least 12 characters", async () => {
    await expect(
      s.ctx.services.auth.createAdminUser({ email: "short@example.com", password: "eleven char" }),
    ).rejects.toMatchObject({ status: 400, message: "Password must be at least 12 characters" });
  });
});
