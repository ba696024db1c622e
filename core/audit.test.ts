import { describe, expect, it } from "vitest";
import { AUDIT_VALUE_LIMIT, auditChangeLines, auditValueText, diffFields } from "./audit";

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
    [true, "true"],
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

  it("lists each change as field: before → after", () => {
    expect(auditChangeLines({ status: { before: "active", after: "draft" } })).toEqual(["status: active → draft"]);
  });
});
