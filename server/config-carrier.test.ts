// Sendle's account from the environment: both variables or neither; the sandbox or another address.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const base = { DATA_DIR: "/tmp/shop-config-carrier", SESSION_SECRET: "x".repeat(40) };

describe("SENDLE_* configuration", () => {
  it("has no carrier without an account", () => {
    expect(loadConfig(base).carrier).toBeNull();
  });

  it("uses Sendle's production API, its sandbox, or the address given", () => {
    const account = { ...base, SENDLE_ID: "shop", SENDLE_API_KEY: "key-123" };
    expect(loadConfig(account).carrier).toEqual({
      provider: "sendle",
      sendleId: "shop",
      apiKey: "key-123",
      baseUrl: "https://api.sendle.com/api",
    });
    expect(loadConfig({ ...account, SENDLE_SANDBOX: "true" }).carrier?.baseUrl).toBe("https://sandbox.sendle.com/api");
    expect(loadConfig({ ...account, SENDLE_BASE_URL: "http://127.0.0.1:9/api/" }).carrier?.baseUrl).toBe(
      "http://127.0.0.1:9/api",
    );
  });

  it("refuses one without the other, and never echoes the key", () => {
    expect(() => loadConfig({ ...base, SENDLE_ID: "shop" })).toThrow(
      new ConfigError("SENDLE_API_KEY: expected an API key when SENDLE_ID is set (got nothing)"),
    );
    expect(() => loadConfig({ ...base, SENDLE_API_KEY: "secret-key" })).toThrow(/^SENDLE_ID: expected a Sendle ID/);
    expect(() => loadConfig({ ...base, SENDLE_SANDBOX: "yes" })).toThrow(/SENDLE_SANDBOX: expected true or false/);
  });
});
