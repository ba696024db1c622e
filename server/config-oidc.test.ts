import { describe, expect, it } from "vitest";
import { ConfigError } from "./config-error";
import { parseOidcProviders } from "./config-oidc";

const google = {
  OIDC_GOOGLE_ISSUER: "https://accounts.google.com/",
  OIDC_GOOGLE_CLIENT_ID: "id",
  OIDC_GOOGLE_CLIENT_SECRET: "secret",
};

describe("OIDC providers from the environment", () => {
  it("reads one provider per OIDC_<NAME>_ISSUER, named from the variable unless _LABEL says otherwise", () => {
    expect(parseOidcProviders({})).toEqual([]);
    expect(
      parseOidcProviders({
        ...google,
        OIDC_MYIDP_ISSUER: "http://localhost:9000",
        OIDC_MYIDP_CLIENT_ID: "a",
        OIDC_MYIDP_CLIENT_SECRET: "b",
        OIDC_MYIDP_LABEL: "My IdP",
      }),
    ).toEqual([
      { id: "google", label: "Google", issuer: "https://accounts.google.com", clientId: "id", clientSecret: "secret" },
      { id: "myidp", label: "My IdP", issuer: "http://localhost:9000", clientId: "a", clientSecret: "b" },
    ]);
  });

  it.each([
    [{ ...google, OIDC_GOOGLE_CLIENT_SECRET: "" }, "OIDC_GOOGLE_CLIENT_SECRET: expected a value"],
    [{ ...google, OIDC_GOOGLE_CLIENT_ID: undefined }, "OIDC_GOOGLE_CLIENT_ID: expected a value"],
    [{ ...google, OIDC_GOOGLE_ISSUER: "not a url" }, "OIDC_GOOGLE_ISSUER: expected the provider's issuer URL"],
    [{ ...google, OIDC_GOOGLE_ISSUER: "http://accounts.example.com" }, "OIDC_GOOGLE_ISSUER: expected an https URL"],
  ])("refuses an incomplete or insecure provider in one line, never echoing the secret", (env, message) => {
    expect(() => parseOidcProviders(env)).toThrow(ConfigError);
    expect(() => parseOidcProviders(env)).toThrow(message);
    try {
      parseOidcProviders(env);
    } catch (err) {
      expect((err as Error).message).not.toContain("secret");
    }
  });
});
