// The federated sign-in doors: /api/account/oidc/<provider>/start sends the browser
// to the provider; the provider sends it back to …/callback. Either way the shopper lands on a
// page: /account when signed in, else the sign-in page saying what went wrong.
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Logger } from "../../logger";
import { OIDC_COOKIE, OidcRefusal, type OidcProblem, type OidcService } from "./oidc.service";

const SIGN_IN = "/account/sign-in";

export function oidcRoutes(oidc: OidcService, opts: { secureCookies: boolean; logger: Logger }) {
  const app = new Hono();
  const cookie = { httpOnly: true, sameSite: "Lax", path: "/api/account/oidc", secure: opts.secureCookies } as const;
  const refused = (problem: OidcProblem, provider: string) =>
    `${SIGN_IN}?${new URLSearchParams({ oidc: problem, provider })}`;

  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
  });

  app.get("/:provider/start", async (c) => {
    const id = c.req.param("provider");
    if (!oidc.has(id)) return c.redirect(SIGN_IN, 302);
    try {
      const { url, cookieValue, maxAgeSeconds } = await oidc.start(id);
      setCookie(c, OIDC_COOKIE, cookieValue, { ...cookie, maxAge: maxAgeSeconds });
      return c.redirect(url, 302);
    } catch (err) {
      opts.logger.warn(
        { provider: id, err: err instanceof Error ? err.message : String(err) },
        "federated sign-in could not start",
      );
      return c.redirect(refused("failed", id), 302);
    }
  });

  app.get("/:provider/callback", async (c) => {
    const id = c.req.param("provider");
    if (!oidc.has(id)) return c.redirect(SIGN_IN, 302);
    const flow = getCookie(c, OIDC_COOKIE);
    deleteCookie(c, OIDC_COOKIE, cookie);
    // The shopper said no at the provider, or the provider failed.
    if (c.req.query("error")) return c.redirect(refused("failed", id), 302);
    try {
      const { setCookie: session } = await oidc.finish(id, new URL(c.req.url), flow);
      c.header("Set-Cookie", session, { append: true });
      return c.redirect("/account", 302);
    } catch (err) {
      if (err instanceof OidcRefusal) return c.redirect(refused(err.problem, id), 302);
      throw err;
    }
  });
  return app;
}
