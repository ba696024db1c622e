import { describe, expect, it } from "vitest";
import {
  CUSTOMER_NOTE_MAX,
  CustomerNoteSchema,
  customerCountText,
  customerKey,
  customerSubscriptionStatus,
  subscriptionStatusLabel,
} from "./customer";

describe("customers", () => {
  it("are their e-mail address, whatever its case or spaces", () => {
    expect(customerKey("  Jane.Citizen@Example.COM ")).toBe("jane.citizen@example.com");
  });

  it("show their liveliest subscription, or a dash without one", () => {
    expect(customerSubscriptionStatus(["cancelled", "paused", "active"])).toBe("active");
    expect(customerSubscriptionStatus(["cancelled", "past_due"])).toBe("past_due");
    expect(customerSubscriptionStatus([])).toBeNull();
    expect(subscriptionStatusLabel(null)).toBe("—");
    expect(subscriptionStatusLabel("past_due")).toBe("Payment due");
  });

  it("keep a staff note up to the limit, as plain text with its line breaks", () => {
    expect(CustomerNoteSchema.parse({ note: " Prefers <b>calls</b>\r\nafter 5 " }).note).toBe(
      "Prefers <b>calls</b>\nafter 5",
    );
    expect(CustomerNoteSchema.safeParse({ note: "x".repeat(CUSTOMER_NOTE_MAX) }).success).toBe(true);
    const long = CustomerNoteSchema.safeParse({ note: "x".repeat(CUSTOMER_NOTE_MAX + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("Keep the note to 2,000 characters or fewer");
  });

  it("count up to 10,000 exactly", () => {
    expect(customerCountText(1, false)).toBe("1 customer");
    expect(customerCountText(10_000, true)).toBe("More than 10,000 customers");
  });
});
