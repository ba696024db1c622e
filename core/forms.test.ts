import { describe, expect, it } from "vitest";
import {
  ContactMessageSchema,
  RETURN_PREFERENCES,
  RETURN_REASONS,
  ReturnRequestSchema,
  formDataToObject,
  isHoneypotFilled,
} from "./forms";

describe("customer form schemas", () => {
  it("has the spec's five reasons and two preferences", () => {
    expect(RETURN_REASONS.map((r) => r.label)).toEqual([
      "Unsatisfied with results",
      "Received wrong item",
      "Product damaged/defective",
      "Ordered by mistake",
      "Other",
    ]);
    expect(RETURN_PREFERENCES.map((p) => p.value)).toEqual(["refund", "replacement"]);
  });

  it("trims contact fields and keeps line breaks in the message only", () => {
    const r = ContactMessageSchema.parse({ name: " A ", email: " a@b.co ", subject: " S ", message: " one\ntwo " });
    expect(r).toEqual({ name: "A", email: "a@b.co", subject: "S", message: "one\ntwo" });
    expect(ContactMessageSchema.safeParse({ ...r, name: "A\nB" }).success).toBe(false);
  });

  it("reads an empty optional description as absent and defaults the preference", () => {
    const r = ReturnRequestSchema.parse({ orderNumber: "rr-1", email: "a@b.co", reason: "other", description: "  " });
    expect(r).toEqual({
      orderNumber: "RR-1",
      email: "a@b.co",
      reason: "other",
      description: undefined,
      preference: "refund",
    });
  });

  it("takes only the named string fields from form data", () => {
    const fd = new FormData();
    fd.set("name", "A");
    fd.set("other", "x");
    fd.set("file", new Blob(["x"]));
    expect(formDataToObject(fd, ["name", "file", "missing"])).toEqual({ name: "A" });
  });

  it("treats any non-blank honeypot value as filled", () => {
    expect([undefined, null, "", "  "].map(isHoneypotFilled)).toEqual([false, false, false, false]);
    expect(["x", 0, false].map(isHoneypotFilled)).toEqual([true, true, true]);
  });
});
