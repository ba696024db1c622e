// Thousands of malformed requests over every registered route and every page, from a seed:
// nothing may answer 5xx and nothing may log an error or a stack trace. FUZZ_CASES and FUZZ_SEED
// run it longer or differently (npm test runs the default, a few thousand).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "../../../app/routes";
import { signInAdmin } from "../../../tests/support/admin";
import { nastyBody, nastyCookies, nastyPath, rng } from "../../../tests/support/fuzz";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { createApp } from "../../app";

const CASES = Number(process.env.FUZZ_CASES ?? 2500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

let s: TestServer;
let session: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({
    app: await pageAppOptions(),
    // A federated sign-in provider, so the callback reads its flow cookie (nastyCookies). Nothing
    // listens on port 9: a start fails at discovery, which answers the 'failed' redirect.
    env: {
      LOG_LEVEL: "warn",
      OIDC_FUZZ_ISSUER: "http://127.0.0.1:9",
      OIDC_FUZZ_CLIENT_ID: "fuzz",
      OIDC_FUZZ_CLIENT_SECRET: "fuzz",
    },
  });
  session = await signInAdmin(s);
});
afterAll(() => s.close());

function pagePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const here = e.path === undefined ? parent : `${parent}/${e.path}`.replace(/\/+/g, "/");
    return [...(e.path !== undefined ? [here || "/"] : []), ...pagePaths(e.children ?? [], here)];
  });
}

describe("fuzzing every route", () => {
  it(`answers ${CASES} malformed requests without a 5xx or a logged error (seed ${SEED})`, async () => {
    const r = rng(SEED);
    const routes = [
      ...new Set([
        ...createApp(s.ctx).routes.map((x) => x.path),
        ...pagePaths(routeConfig),
        "/pay/:sessionId",
        "/api/uploads/:id",
        "/api/account/oidc/fuzz/callback",
        "/api/account/oidc/fuzz/start",
      ]),
      // Signing out would end the session the other half of the requests carry.
    ].filter((p) => p !== "*" && p !== "/*" && !p.includes("logout"));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < CASES) {
        const n = next++;
        const path = nastyPath(r, r.pick(routes));
        const method = r.pick(METHODS);
        const { type, body } = method === "GET" || method === "HEAD" ? { type: null, body: null } : nastyBody(r);
        const signedIn = r.chance(0.5);
        const cookie = r.chance(0.2) ? nastyCookies(r) : null;
        const headers: Record<string, string> = {
          ...(signedIn ? session : {}),
          // A malformed cookie beside (or instead of) the session's.
          ...(cookie ? { cookie: signedIn && session.cookie ? `${session.cookie}; ${cookie}` : cookie } : {}),
          ...(type ? { "Content-Type": type } : {}),
          ...(r.chance(0.2)
            ? {
                "Tus-Resumable": "1.0.0",
                "Upload-Length": String(r.int(2e8) - 10),
                "Upload-Offset": String(r.int(100) - 5),
              }
            : {}),
          ...(r.chance(0.1)
            ? {
                "Upload-Metadata": `purpose ${Buffer.from(r.pick(["video", "image", "demo", "x"])).toString("base64")},filename ???`,
              }
            : {}),
          ...(r.chance(0.1) ? { Origin: s.url } : {}),
        };
        try {
          const signal = AbortSignal.timeout(15_000);
          const res = await fetch(`${s.url}${path}`, { method, headers, body, redirect: "manual", signal });
          // An event stream never ends: its headers are the answer.
          if (res.headers.get("content-type")?.startsWith("text/event-stream")) await res.body?.cancel();
          else await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) failures.push(`#${n} ${method} ${path} [${type}] → ${res.status}`);
        } catch (err) {
          failures.push(
            `#${n} ${method} ${path} [${type}] → ${(err as { cause?: { code?: string } }).cause?.code ?? String(err)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    if (process.env.FUZZ_REPORT) console.warn(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    expect(failures).toEqual([]);
    const logged = s.ctx.logs.filter((l) => l.level >= 50 || JSON.stringify(l).includes('"stack"'));
    expect(logged.map((l) => `${l.msg} ${JSON.stringify(l.err ?? "").slice(0, 300)}`)).toEqual([]);
  }, 300_000);

  it("answers malformed cookies on the routes that read them without a 5xx", async () => {
    const r = rng(SEED + 1);
    const readers = [
      "/api/account/oidc/fuzz/callback?code=c&state=s",
      "/account",
      "/account/passkeys",
      "/admin",
      "/api/admin/orders",
      "/api/auth/session",
    ];
    const failures: string[] = [];
    for (let n = 0; n < Math.min(CASES, 600); n++) {
      const path = r.pick(readers);
      const res = await fetch(`${s.url}${path}`, { headers: { cookie: nastyCookies(r) }, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status >= 500) failures.push(`#${n} GET ${path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
