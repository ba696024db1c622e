import { describe, expect, it } from "vitest";
import { isLivePayments, isValidAbn, loadConfig } from "./config";
import { tempDir } from "../tests/support/temp-dir";

const base = () => ({ DATA_DIR: tempDir("cfg-") });

describe("payments and seller config", () => {
  it("uses the built-in test provider and a placeholder seller by default", () => {
    const c = loadConfig(base());
    expect(c.payments).toEqual({ provider: "test" });
    expect(c.seller).toEqual({ name: "Rebound Pty Ltd", abn: "00 000 000 000", abnIsPlaceholder: true });
    expect(loadConfig({ ...base(), SHOP_NAME: "Bounce" }).seller.name).toBe("Bounce Pty Ltd");
  });

  it("uses Stripe when a secret key and webhook secret are set", () => {
    const c = loadConfig({
      ...base(),
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: "12111",
      STRIPE_API_PROTOCOL: "http",
    });
    expect(c.payments).toEqual({
      provider: "stripe",
      secretKey: "sk_test_abc",
      webhookSecret: "whsec_abc",
      api: { host: "127.0.0.1", port: 12111, protocol: "http" },
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: "sk_test_abc" }, /^STRIPE_WEBHOOK_SECRET: expected a webhook signing secret/],
    [
      { STRIPE_SECRET_KEY: "pk_test_abc" },
      /^STRIPE_SECRET_KEY: expected a Stripe secret key .* \(got a value that does not fit\)$/,
    ],
    [{ STRIPE_SECRET_KEY: "sk_test_a", STRIPE_WEBHOOK_SECRET: "nope" }, /^STRIPE_WEBHOOK_SECRET: expected/],
    [{ STRIPE_API_PROTOCOL: "ftp" }, /^STRIPE_API_PROTOCOL: expected http or https/],
    [{ SELLER_ABN: "12 345 678 901" }, /^SELLER_ABN: expected an 11-digit Australian Business Number/],
  ])("refuses %j with one line naming the variable, never echoing a secret", (env, message) => {
    expect(() => loadConfig({ ...base(), ...env })).toThrow(message);
  });

  it("counts only a live Stripe key as taking real money", () => {
    const stripe = (key: string) => ({ ...base(), STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: "whsec_x" });
    expect(isLivePayments(loadConfig(base()))).toBe(false);
    expect(isLivePayments(loadConfig(stripe("sk_test_abc")))).toBe(false);
    expect(isLivePayments(loadConfig(stripe("sk_live_abc")))).toBe(true);
    expect(isLivePayments(loadConfig(stripe("rk_live_abc")))).toBe(true);
  });

  it("accepts a real ABN", () => {
    expect(isValidAbn("51 824 753 556")).toBe(true);
    expect(loadConfig({ ...base(), SELLER_ABN: "51824753556" }).seller).toMatchObject({
      abn: "51824753556",
      abnIsPlaceholder: false,
    });
  });
});
