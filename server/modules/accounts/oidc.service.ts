// Federated sign-in with OpenID Connect through openid-client: authorisation code
// with PKCE, state and nonce. What the callback must match (state, nonce, PKCE verifier) travels
// in a short-lived HttpOnly cookie, signed with the session secret, so a callback is accepted
// only in the browser that started it. An account is found or created by the provider's
// e-mail, and only when the provider says that e-mail is verified.
import { createHmac, timingSafeEqual } from "node:crypto";
import * as client from "openid-client";
import type { OidcProviderConfig } from "../../config-oidc";
import type { Db } from "../../infra/db/client";
import type { Logger } from "../../logger";
import { normalizeEmail } from "../auth/auth.service";
import type { CustomerSessions } from "./customer-session";
import { signInCustomerByEmail } from "./sign-in.service";

export const OIDC_COOKIE = "shop_oidc";
const FLOW_MS = 10 * 60 * 1000;

/** Why a federated sign-in was refused: the sign-in page says it in words. */
export type OidcProblem = "expired" | "unverified" | "failed";

export class OidcRefusal extends Error {
  constructor(readonly problem: OidcProblem) {
    super(problem);
  }
}

type Flow = { p: string; s: string; n: string; v: string; exp: number };

export function createOidcService(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  sessions: CustomerSessions;
  providers: readonly OidcProviderConfig[];
  publicUrl: string;
  secret: string;
}) {
  const { logger, clock } = deps;
  const discovered = new Map<string, Promise<client.Configuration>>();
  const mac = (text: string) => createHmac("sha256", deps.secret).update(`oidc:${text}`).digest("base64url");

  function provider(id: string): OidcProviderConfig | null {
    return deps.providers.find((p) => p.id === id) ?? null;
  }

  /** The provider's metadata, fetched once (again after a failure). */
  function configuration(p: OidcProviderConfig): Promise<client.Configuration> {
    let found = discovered.get(p.id);
    if (!found) {
      const insecure = new URL(p.issuer).protocol === "http:"; // only local issuers (config-oidc.ts)
      found = client.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, {
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      });
      found.catch(() => discovered.delete(p.id));
      discovered.set(p.id, found);
    }
    return found;
  }

  const callbackUrl = (id: string) => `${deps.publicUrl}/api/account/oidc/${id}/callback`;

  function sealFlow(flow: Flow): string {
    const body = Buffer.from(JSON.stringify(flow)).toString("base64url");
    return `${body}.${mac(body)}`;
  }

  function openFlow(cookie: string | undefined, providerId: string, state: string | null): Flow {
    const [body, sig] = (cookie ?? "").split(".");
    if (!body || !sig) throw new OidcRefusal("expired");
    // Lengths in bytes, not characters: timingSafeEqual throws on buffers of different lengths,
    // and a cookie's 43 characters may be more bytes than a signature's 43.
    const given = Buffer.from(sig);
    const expected = Buffer.from(mac(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new OidcRefusal("expired");
    const flow = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Flow;
    if (flow.p !== providerId || flow.exp <= clock().getTime() || flow.s !== state) {
      throw new OidcRefusal("expired");
    }
    return flow;
  }

  return {
    /** The buttons of the sign-in page. */
    list(): { id: string; label: string }[] {
      return deps.providers.map(({ id, label }) => ({ id, label }));
    },

    has(id: string): boolean {
      return provider(id) !== null;
    },

    /** Where to send the browser, and the cookie that remembers what the callback must match. */
    async start(id: string): Promise<{ url: string; cookieValue: string; maxAgeSeconds: number }> {
      const p = provider(id);
      if (!p) throw new OidcRefusal("failed");
      const config = await configuration(p);
      const flow: Flow = {
        p: id,
        s: client.randomState(),
        n: client.randomNonce(),
        v: client.randomPKCECodeVerifier(),
        exp: clock().getTime() + FLOW_MS,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(id),
        scope: "openid email",
        code_challenge: await client.calculatePKCECodeChallenge(flow.v),
        code_challenge_method: "S256",
        state: flow.s,
        nonce: flow.n,
      });
      return { url: url.href, cookieValue: sealFlow(flow), maxAgeSeconds: FLOW_MS / 1000 };
    },

    /** Checks the callback against the cookie and the provider; answers the session cookie. */
    async finish(id: string, callback: URL, cookie: string | undefined): Promise<{ setCookie: string }> {
      const p = provider(id);
      if (!p) throw new OidcRefusal("failed");
      const flow = openFlow(cookie, id, callback.searchParams.get("state"));
      let claims: client.IDToken | undefined;
      try {
        const config = await configuration(p);
        // The provider answered to our callback URL; check it under the public address.
        const current = new URL(`${callbackUrl(id)}${callback.search}`);
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.v,
          expectedState: flow.s,
          expectedNonce: flow.n,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        logger.warn(
          { provider: id, err: err instanceof Error ? err.message : String(err) },
          "federated sign-in refused",
        );
        throw new OidcRefusal("failed");
      }
      const email = typeof claims?.email === "string" ? normalizeEmail(claims.email) : "";
      if (!email || claims?.email_verified !== true) {
        logger.warn({ provider: id }, "federated sign-in refused: no verified e-mail");
        throw new OidcRefusal("unverified");
      }
      return signInCustomerByEmail(deps, email, `federated (${id})`);
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
