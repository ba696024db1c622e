import { describe, expect, it } from "vitest";
import {
  ALWAYS_SENT_EMAILS,
  DEFAULT_NOTIFICATIONS,
  MAX_ALERT_RECIPIENTS,
  OPTIONAL_CUSTOMER_EMAILS,
  parseNotificationsInput,
  splitAddresses,
  StoredNotificationsSchema,
} from "./notifications";

const allOn = { shippingNotice: true, subscriptionReminder: true, cartReminder: true };

describe("the defaults", () => {
  it("send every customer e-mail and no staff alert, so a shop that never opens the section is unchanged", () => {
    expect(DEFAULT_NOTIFICATIONS.customerEmails).toEqual(allOn);
    expect(Object.values(DEFAULT_NOTIFICATIONS.staffAlerts).every((a) => a.length === 0)).toBe(true);
    expect(DEFAULT_NOTIFICATIONS.savedByOwner).toBe(false);
    expect(StoredNotificationsSchema.parse(DEFAULT_NOTIFICATIONS)).toEqual(DEFAULT_NOTIFICATIONS);
  });

  it("list the e-mails that may be turned off, and say why the others always go", () => {
    expect(OPTIONAL_CUSTOMER_EMAILS.map((e) => e.key)).toEqual([
      "shippingNotice",
      "subscriptionReminder",
      "cartReminder",
    ]);
    expect(ALWAYS_SENT_EMAILS.map((e) => e.label).join(" ")).toMatch(/Sign-in/);
    expect(ALWAYS_SENT_EMAILS.map((e) => e.label).join(" ")).toMatch(/tax invoice/);
    expect(ALWAYS_SENT_EMAILS.map((e) => e.label).join(" ")).toMatch(/recall/i);
    for (const e of ALWAYS_SENT_EMAILS) expect(e.why.length).toBeGreaterThan(10);
  });
});

describe("splitting the addresses typed for an alert", () => {
  it("takes commas, semicolons, spaces and new lines, and drops repeats whatever their case", () => {
    expect(splitAddresses(" a@x.com, b@x.com;\nA@X.com  c@x.com ")).toEqual(["a@x.com", "b@x.com", "c@x.com"]);
    expect(splitAddresses("  ")).toEqual([]);
  });
});

describe("a submission", () => {
  it("saves the ticks and each alert's addresses; an empty list turns the alert off", () => {
    const r = parseNotificationsInput({
      customerEmails: { shippingNotice: false, subscriptionReminder: true, cartReminder: true },
      staffAlerts: { newOrder: "orders@shop.com.au, owner@shop.com.au", lowStock: "" },
    });
    expect(r).toEqual({
      ok: true,
      value: {
        customerEmails: { shippingNotice: false, subscriptionReminder: true, cartReminder: true },
        staffAlerts: {
          newOrder: ["orders@shop.com.au", "owner@shop.com.au"],
          lowStock: [],
          failedRenewal: [],
          recallSent: [],
        },
        savedByOwner: true,
      },
    });
  });

  it("refuses an address that is not one, in one sentence naming it", () => {
    const r = parseNotificationsInput({ customerEmails: {}, staffAlerts: { newOrder: "orders@shop.com.au, nope" } });
    expect(r).toEqual({
      ok: false,
      errors: { newOrder: '"nope" is not an e-mail address: use one such as orders@example.com' },
    });
  });

  it(`refuses more than ${MAX_ALERT_RECIPIENTS} addresses for one alert`, () => {
    const many = Array.from({ length: MAX_ALERT_RECIPIENTS + 1 }, (_, i) => `s${i}@shop.com.au`).join(",");
    const r = parseNotificationsInput({ customerEmails: {}, staffAlerts: { lowStock: many } });
    expect(r).toEqual({ ok: false, errors: { lowStock: "Low stock alerts can go to at most 5 addresses" } });
    const five = Array.from({ length: MAX_ALERT_RECIPIENTS }, (_, i) => `s${i}@shop.com.au`).join(",");
    expect(parseNotificationsInput({ customerEmails: {}, staffAlerts: { lowStock: five } }).ok).toBe(true);
  });

  it("refuses a tick that is not yes or no, and reports every bad field at once", () => {
    const r = parseNotificationsInput({
      customerEmails: { cartReminder: "maybe" as unknown as boolean },
      staffAlerts: { recallSent: "x@" },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(["cartReminder", "recallSent"]);
  });
});
