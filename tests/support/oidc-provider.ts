// A real OpenID Provider (the oidc-provider package) on a random local port, for the federated
// sign-in tests. Its login and consent steps answer at once for the account `signInAs` names,
// whose e-mail (verified or not) the test sets.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export const OIDC_CLIENT = { id: "shop-test", secret: "shop-test-secret-of-enough-length" };

type Person = { email: string; email_verified: boolean };

export async function startOidcProvider(redirectUri: string) {
  const people = new Map<string, Person>();
  let current = "";
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    // The e-mail claims in the ID token itself (the shop reads them there).
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, ...people.get(id) }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["oidc-test-cookie-key"] },
  } as never);

  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith("/interaction/")) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    let result: Record<string, unknown>;
    if (details.prompt.name === "login") {
      result = { login: { accountId: current } };
    } else {
      const grant = new provider.Grant({ accountId: current, clientId: String(details.params.client_id) });
      grant.addOIDCScope("openid email");
      result = { consent: { grantId: await grant.save() } };
    }
    ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: true }));
  });
  handler = provider.callback();

  return {
    issuer,
    /** The next login at the provider is this person. */
    signInAs(id: string, person: Person) {
      people.set(id, person);
      current = id;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A cookie jar per origin and a manual redirect walk, as a browser would do them. */
export function createBrowser() {
  const jars = new Map<string, Map<string, string>>();
  const jar = (url: string) => {
    const origin = new URL(url).origin;
    if (!jars.has(origin)) jars.set(origin, new Map());
    return jars.get(origin)!;
  };
  return {
    cookies: jar,
    async get(url: string): Promise<Response> {
      const cookies = jar(url);
      const res = await fetch(url, {
        redirect: "manual",
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      for (const set of res.headers.getSetCookie()) {
        const [pair, ...attrs] = set.split(";");
        const [name, ...value] = pair!.split("=");
        if (attrs.some((a) => /max-age=0\b/i.test(a.trim()))) cookies.delete(name!.trim());
        else cookies.set(name!.trim(), value.join("="));
      }
      return res;
    },
  };
}
