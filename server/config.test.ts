import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { tempDir } from "../tests/support/temp-dir";

const dir = () => tempDir("cfg-");

describe("loadConfig", () => {
  it("keeps one shop time zone, Australia/Sydney unless SHOP_TIME_ZONE names another real one", () => {
    expect(loadConfig({ DATA_DIR: dir() }).shopTimeZone).toBe("Australia/Sydney");
    expect(loadConfig({ DATA_DIR: dir(), SHOP_TIME_ZONE: "Australia/Perth" }).shopTimeZone).toBe("Australia/Perth");
    expect(() => loadConfig({ DATA_DIR: dir(), SHOP_TIME_ZONE: "Australia/Springfield" })).toThrow(
      "SHOP_TIME_ZONE: expected an IANA time zone such as Australia/Perth (got 'Australia/Springfield')",
    );
  });

  it("has embedded defaults: port 3000, SQLite under DATA_DIR, shop Rebound", () => {
    const d = dir();
    const c = loadConfig({ DATA_DIR: d });
    expect(c.port).toBe(3000);
    expect(c.shopName).toBe("Rebound");
    expect(c.database).toEqual({ dialect: "sqlite", file: path.join(d, "shop.db") });
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.logLevel).toBe("info");
    expect(c.checkoutRateLimit).toBe(30);
    // Beside the data folder, so deleting the data folder keeps the backups.
    expect(c.backup.dir).toBe(path.join(path.dirname(d), "backups"));
  });

  it("writes nothing for a command that asks so (restore): no data folder, no session secret", () => {
    const d = path.join(dir(), "data");
    expect(loadConfig({ DATA_DIR: d }, { writeNothing: true }).sessionSecret).toBe("");
    expect(existsSync(d)).toBe(false);
  });

  it("reads EXTRA_ORIGINS as origins, none by default, and refuses anything that is not an origin", () => {
    expect(loadConfig({ DATA_DIR: dir() }).extraOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dir(), EXTRA_ORIGINS: " https://www.shop.example/ , http://127.0.0.1:3107" }).extraOrigins,
    ).toEqual(["https://www.shop.example", "http://127.0.0.1:3107"]);
    for (const bad of ["shop.example", "https://shop.example/path", "ftp://shop.example"]) {
      expect(() => loadConfig({ DATA_DIR: dir(), EXTRA_ORIGINS: bad }), bad).toThrow(
        `EXTRA_ORIGINS: expected comma-separated origins such as https://www.shop.example.com (got '${bad}')`,
      );
    }
  });

  it("generates a session secret once and keeps it under DATA_DIR", () => {
    const d = dir();
    const a = loadConfig({ DATA_DIR: d }).sessionSecret;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(d, "session-secret"), "utf8").trim()).toBe(a);
    expect(loadConfig({ DATA_DIR: d }).sessionSecret).toBe(a);
  });

  it("recognises PostgreSQL and SQLite URLs", () => {
    const d = dir();
    expect(loadConfig({ DATA_DIR: d, DATABASE_URL: "postgres://u:p@localhost:5432/shop" }).database.dialect).toBe(
      "postgres",
    );
    expect(loadConfig({ DATA_DIR: d, DATABASE_URL: "file:./x.db" }).database).toEqual({
      dialect: "sqlite",
      file: "./x.db",
    });
  });

  it.each([
    [{ PORT: "abc" }, /^PORT: expected an integer port number from 1 to 65535 \(got 'abc'\)$/],
    [{ PORT: "70000" }, /^PORT: expected an integer port/],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL: expected one of fatal, error/],
    [{ PUBLIC_URL: "not a url" }, /^PUBLIC_URL: expected an absolute http\(s\) URL/],
    [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL: expected postgres:\/\/… or a SQLite file path/],
    [{ SESSION_SECRET: "short" }, /^SESSION_SECRET: expected at least 32 characters/],
    [{ CHECKOUT_RATE_LIMIT: "lots" }, /^CHECKOUT_RATE_LIMIT: expected a whole number of checkouts per 10 minutes/],
    [{ CHECKOUT_RATE_LIMIT: "-1" }, /^CHECKOUT_RATE_LIMIT: expected a whole number of checkouts per 10 minutes/],
    [{ PROMO_GUESS_LIMIT: "many" }, /^PROMO_GUESS_LIMIT: expected a whole number of wrong codes per 10 minutes/],
    [{ CONTACT_RATE_LIMIT: "0" }, /^CONTACT_RATE_LIMIT: expected a whole number of e-mail addresses per hour/],
  ])("refuses %j with one line naming the variable", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(message);
  });
});
