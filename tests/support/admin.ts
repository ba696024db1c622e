// Helpers for admin tests: a server whose clock the test moves, an admin
// account, and signing in over HTTP.
import { createApp } from "../../server/app";
import { createTestContext, openPort, type TestContext, type TestServer } from "./test-server";

export const ADMIN = { email: "staff@example.com", password: "correct horse battery" };

/** A test server whose clock is `clock.now`; move it to test expiry. */
export async function startClockedServer(): Promise<TestServer & { clock: { now: Date } }> {
  const clock = { now: new Date("2026-05-01T00:00:00.000Z") };
  const { server, url, serve } = await openPort();
  const ctx: TestContext = await createTestContext({ clock: () => clock.now, env: { PUBLIC_URL: url } });
  serve(createApp(ctx));
  return {
    url,
    ctx,
    clock,
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      await ctx.dispose();
    },
  };
}

export function login(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, ...headers },
    body: JSON.stringify(body),
  });
}

/** `name=value` of the session cookie a sign-in response set. */
export function sessionCookie(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith("shop_admin_session="));
  if (!set) throw new Error(`no session cookie (status ${res.status})`);
  return set.split(";")[0]!;
}

/**
 * Creates the account (if needed) and signs in; returns headers for admin calls. Their Origin is
 * the shop's PUBLIC_URL, as from a browser on the shop's own address (the test's server address
 * unless the test set another).
 */
export async function signInAdmin(s: { url: string; ctx: TestContext }): Promise<Record<string, string>> {
  if (!(await s.ctx.services.auth.hasAdminUsers())) await s.ctx.services.auth.createAdminUser(ADMIN);
  const origin = new URL(s.ctx.config.publicUrl).origin;
  const res = await login(s.url, ADMIN, { origin });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { cookie: sessionCookie(res), origin };
}

/**
 * Reads a Server-Sent Events stream in the background; waits for events by name. The storefront's
 * stream, or with `opts.path` another (the admin's, with its cookie).
 */
export async function openEventStream(url: string, opts: { path?: string; headers?: Record<string, string> } = {}) {
  const abort = new AbortController();
  const res = await fetch(`${url}${opts.path ?? "/api/events"}`, {
    signal: abort.signal,
    headers: { "accept-encoding": "gzip", ...opts.headers },
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let ended = false;
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
    }
  })()
    .catch(() => {})
    .finally(() => (ended = true));

  return {
    res,
    /** Everything received and not yet consumed by next(). */
    pending: () => buffer,
    /** Resolves with the data of the next event called `name`, or rejects after `ms`. */
    async next(name: string, ms = 5000): Promise<string> {
      const deadline = Date.now() + ms;
      for (;;) {
        const blocks = buffer.split("\n\n");
        for (let i = 0; i < blocks.length - 1; i++) {
          const lines = blocks[i]!.split("\n");
          if (lines.includes(`event: ${name}`)) {
            buffer = blocks.slice(i + 1).join("\n\n");
            return lines
              .filter((l) => l.startsWith("data: "))
              .map((l) => l.slice(6))
              .join("\n");
          }
        }
        if (ended) throw new Error(`event stream ended before '${name}'; got: ${JSON.stringify(buffer)}`);
        if (Date.now() > deadline)
          throw new Error(`no '${name}' event within ${ms} ms; got: ${JSON.stringify(buffer)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      abort.abort();
      await reader.cancel().catch(() => {});
    },
  };
}
