// Federated sign-in providers, one per OIDC_<NAME>_ISSUER / _CLIENT_ID /
// _CLIENT_SECRET triple: OIDC_GOOGLE_ISSUER=https://accounts.google.com gives 'Continue with
// Google'. OIDC_<NAME>_LABEL overrides the button's name. Kept out of config.ts, which is long.
import { ConfigError } from "./config-error";

export type OidcProviderConfig = {
  /** Lower-case, from the variable names: the URL's /api/account/oidc/<id>/… */
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

const ISSUER = /^OIDC_([A-Z0-9]+)_ISSUER$/;

export function parseOidcProviders(env: Record<string, string | undefined>): OidcProviderConfig[] {
  const names = Object.keys(env)
    .map((k) => ISSUER.exec(k)?.[1])
    .filter((n): n is string => Boolean(n && env[`OIDC_${n}_ISSUER`]))
    .sort();
  return names.map((name) => {
    const get = (part: string) => env[`OIDC_${name}_${part}`]?.trim() ?? "";
    const issuer = get("ISSUER").replace(/\/+$/, "");
    let url: URL;
    try {
      url = new URL(issuer);
    } catch {
      throw new ConfigError(`OIDC_${name}_ISSUER: expected the provider's issuer URL (got '${issuer}')`);
    }
    const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) {
      throw new ConfigError(`OIDC_${name}_ISSUER: expected an https URL (got '${issuer}')`);
    }
    for (const part of ["CLIENT_ID", "CLIENT_SECRET"]) {
      if (!get(part))
        throw new ConfigError(`OIDC_${name}_${part}: expected a value when OIDC_${name}_ISSUER is set (got nothing)`);
    }
    const label = get("LABEL") || name.charAt(0) + name.slice(1).toLowerCase();
    return { id: name.toLowerCase(), label, issuer, clientId: get("CLIENT_ID"), clientSecret: get("CLIENT_SECRET") };
  });
}
