import { describe, expect, it } from "vitest";
import {
  AUDIT_VALUE_LIMIT,
  auditActionLabel,
  auditChangeLines,
  auditFieldLabel,
  auditValueText,
  diffFields,
  isBlankAuditValue,
} from "./audit";

describe("diffFields", () => {
  it.each([
    ["a change", { a: 1, b: "x" }, { a: 2, b: "x" }, { a: { before: 1, after: 2 } }],
    ["a creation", null, { a: 1 }, { a: { before: null, after: 1 } }],
    ["a removal", { a: [1] }, null, { a: { before: [1], after: null } }],
    ["no change", { a: { x: 1 } }, { a: { x: 1 } }, {}],
    ["undefined and null as the same", { a: undefined }, { a: null }, {}],
    ["secrets left out", { passwordHash: "h1", token: "t" }, { passwordHash: "h2", token: "u" }, {}],
  ])("%s", (_name, before, after, expected) => {
    expect(diffFields(before, after)).toEqual(expected);
  });

  it("caps a long value and says how long it was", () => {
    const long = "x".repeat(AUDIT_VALUE_LIMIT + 10);
    const { d } = diffFields({ d: "short" }, { d: long });
    expect(d!.after).toBe(`${"x".repeat(AUDIT_VALUE_LIMIT)}… (${AUDIT_VALUE_LIMIT + 10} characters)`);
  });
});

describe("auditValueText", () => {
  it.each([
    [null, "—"],
    ["", "—"],
    [3, "3"],
    [true, "Yes"],
    [false, "No"],
    [["a", "b"], "a, b"],
    [[], "(none)"],
    [{ from: "#fff" }, '{"from":"#fff"}'],
  ])("%j reads %s", (value, text) => {
    expect(auditValueText(value)).toBe(text);
  });

  it("shows an amount in cents as dollars", () => {
    expect(auditValueText(4999, "unitPrice")).toBe("$49.99");
    expect(auditValueText(15, "value")).toBe("15");
  });

  it("reads a day and a moment as people do, never as ISO", () => {
    expect(auditValueText("2027-01-09")).toBe("9 Jan 2027");
    const when = (iso: string) => `at ${iso.slice(11, 16)}`;
    expect(auditValueText("2026-11-28T10:09:30.000Z", undefined, { formatWhen: when })).toBe("at 10:09");
    // Without the shop's clock (the CSV), a moment stays as recorded.
    expect(auditValueText("2026-11-28T10:09:30.000Z")).toBe("2026-11-28T10:09:30.000Z");
  });

  it("reads a subscription's items by product name, never as JSON", () => {
    const lines = [
      { productId: "one-and-done", flavor: "Orange Crush", quantity: 2 },
      { productId: "gone", flavor: "Berry", quantity: 1 },
    ];
    expect(auditValueText(lines, "lines", { productNames: { "one-and-done": "Basic Recovery Pack" } })).toBe(
      "2 × Basic Recovery Pack (Orange Crush), 1 × gone (Berry)",
    );
  });

  it("lists each change as field: before → after", () => {
    expect(auditChangeLines({ status: { before: "active", after: "draft" } })).toEqual(["status: active → draft"]);
  });
});

describe("the Audit tab in plain words", () => {
  it.each([
    ["order.fulfil", "Order fulfilled"],
    ["order.refund", "Order refunded"],
    ["stock.set", "Stock set"],
    ["stock.adjust", "Stock adjusted"],
    ["promotion.toggle", "Promo code switched on or off"],
    ["staff.revoke_invite", "Invitation revoked"],
    // One the screen does not know yet still reads as words.
    ["widget.frobnicate_all", "Widget: frobnicate all"],
  ])("action %s reads %s", (code, words) => expect(auditActionLabel(code)).toBe(words));

  it.each([
    ["onHand", "On hand"],
    ["trackingNumber", "Tracking number"],
    ["threshold", "Warn at"],
    ["unitPrice", "Price"],
    ["hideAllReels", "Hide all reels"],
    ["status", "Status"],
  ])("field %s reads %s", (code, words) => expect(auditFieldLabel(code)).toBe(words));

  it.each([
    [null, true],
    [undefined, true],
    ["", true],
    [0, false],
    [false, false],
    ["x", false],
  ])("%j is blank: %s", (value, blank) => expect(isBlankAuditValue(value)).toBe(blank));
});
