import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { tempDir } from "../tests/support/temp-dir";

const dir = () => tempDir("cfg-mail-");

describe("mail and proxy configuration", () => {
  it("defaults to the outbox, a sender named after the shop, the support address and no proxy", () => {
    const c = loadConfig({ DATA_DIR: dir(), SHOP_NAME: "Bounce" });
    expect(c.mail).toEqual({
      smtpUrl: null,
      from: "Bounce <orders@localhost>",
      supportEmail: "support@reboundrecovery.com.au",
    });
    expect(c.trustProxy).toBe(false);
  });

  it("reads SMTP_URL, MAIL_FROM, SUPPORT_EMAIL and TRUST_PROXY", () => {
    const c = loadConfig({
      DATA_DIR: dir(),
      SMTP_URL: "smtps://u:p@mail.example.com:465",
      MAIL_FROM: "Shop <orders@example.com>",
      SUPPORT_EMAIL: "help@example.com",
      TRUST_PROXY: "true",
    });
    expect(c.mail).toEqual({
      smtpUrl: "smtps://u:p@mail.example.com:465",
      from: "Shop <orders@example.com>",
      supportEmail: "help@example.com",
    });
    expect(c.trustProxy).toBe(true);
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.com" }, /^SMTP_URL: expected an SMTP URL .* \(got a value that does not fit\)$/],
    [{ SMTP_URL: "smtp://user:secret@" }, /^SMTP_URL: expected an SMTP URL/],
    [{ MAIL_FROM: "nobody" }, /^MAIL_FROM: expected a sender such as/],
    [{ SUPPORT_EMAIL: "support" }, /^SUPPORT_EMAIL: expected an e-mail address \(got 'support'\)$/],
    [{ TRUST_PROXY: "yes" }, /^TRUST_PROXY: expected true or false \(got 'yes'\)$/],
  ])("refuses %j with one line naming the variable, never echoing an SMTP password", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dir(), ...env })).toThrow(message);
  });
});
