import { describe, expect, it } from "vitest";
import { ABN_MESSAGES, invoiceDocument, StoreDetailsInputSchema } from "./store-details";

const good = {
  legalName: "Rebound Recovery Pty Ltd",
  tradingName: "Rebound",
  abn: "51824753556",
  gstRegistered: true,
  address: "1 Example St, Perth WA 6000",
  supportEmail: "help@example.com",
  supportPhone: "(08) 9000 0000",
};

const errorOf = (input: unknown, field: string) => {
  const r = StoreDetailsInputSchema.safeParse(input);
  if (r.success) return null;
  return r.error.issues.find((i) => i.path[0] === field)?.message ?? null;
};

describe("store details as the owner enters them", () => {
  it("accepts good details and writes the ABN in its groups", () => {
    expect(StoreDetailsInputSchema.parse(good).abn).toBe("51 824 753 556");
  });

  it("refuses the placeholder, a bad check digit, an empty legal name and a malformed e-mail", () => {
    expect(errorOf({ ...good, abn: "00 000 000 000" }, "abn")).toBe(ABN_MESSAGES.placeholder);
    expect(errorOf({ ...good, abn: "51 824 753 557" }, "abn")).toBe(ABN_MESSAGES.checksum);
    expect(errorOf({ ...good, abn: "" }, "abn")).toBe(ABN_MESSAGES.missing);
    expect(errorOf({ ...good, legalName: "  " }, "legalName")).toBe("Enter the business's legal name");
    expect(errorOf({ ...good, supportEmail: "help@" }, "supportEmail")).toBe(
      "Enter an e-mail address such as help@example.com",
    );
  });

  it("lets a shop not registered for GST leave the ABN out", () => {
    expect(StoreDetailsInputSchema.parse({ ...good, gstRegistered: false, abn: "" }).abn).toBe("");
  });
});

describe("which invoice an order gets", () => {
  it("is a tax invoice with a real ABN, a plain invoice without GST, and never a tax invoice in live mode with the placeholder", () => {
    expect(invoiceDocument({ abn: "51 824 753 556", gstRegistered: true }, true)).toBe("tax-invoice");
    expect(invoiceDocument({ abn: "", gstRegistered: false }, true)).toBe("invoice");
    expect(invoiceDocument({ abn: "00 000 000 000", gstRegistered: true }, true)).toBe("confirmation");
    expect(invoiceDocument({ abn: "00 000 000 000", gstRegistered: true }, false)).toBe("tax-invoice");
  });
});
