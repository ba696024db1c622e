// Each flavour's tub barcode number: set and cleared per flavour (any case of its name is one
// flavour), audited; a number that is not a GTIN, one given twice, or one another flavour holds is
// refused in one sentence and nothing of that save is kept. Runs on SQLite, and on PostgreSQL
// with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEntries } from "../../../tests/support/audit";
import { failure } from "../../../tests/support/app-error";
import { STAFF } from "../../../tests/support/staff";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.dispose());

const barcodes = () => ctx.services.stock.barcodes;

describe("a flavour's tub barcode number", () => {
  it("is set, found by its number, and cleared; each change audited", async () => {
    expect(await barcodes().saveBarcodes([{ flavor: "Berry", gtin: "9300 0000 0001 9" }], STAFF)).toBe(1);
    expect(await barcodes().barcodesOf(["berry", "Lemon Squash"])).toEqual([
      { flavor: "berry", gtin: "9300000000019" },
      { flavor: "Lemon Squash", gtin: null },
    ]);
    expect(await barcodes().flavourOfGtin("9300000000019")).toEqual({ key: "berry", flavor: "Berry" });
    // Saving the same again changes nothing and records nothing.
    expect(await barcodes().saveBarcodes([{ flavor: "Berry", gtin: "9300000000019" }], STAFF)).toBe(0);
    expect(await barcodes().saveBarcodes([{ flavor: "Berry", gtin: "" }], STAFF)).toBe(1);
    expect(await barcodes().flavourOfGtin("9300000000019")).toBeNull();
    const audit = await auditEntries(ctx, "stock.barcode");
    expect(audit.map((a) => a.summary)).toEqual([
      "Cleared the barcode number of Berry tubs",
      "Set the barcode number of Berry tubs",
    ]);
  });

  it("refuses a wrong check digit, and keeps nothing of that save", async () => {
    const err = await failure(
      barcodes().saveBarcodes(
        [
          { flavor: "Mint", gtin: "96385074" },
          { flavor: "Lime", gtin: "4006381333932" },
        ],
        STAFF,
      ),
    );
    expect(err.message).toBe("That barcode number's last digit does not match the rest; check it was typed correctly.");
    expect(err.details).toEqual({ Lime: err.message });
    expect(await barcodes().flavourOfGtin("96385074")).toBeNull();
  });

  it("refuses a number another flavour holds, or the same number for two flavours", async () => {
    await barcodes().saveBarcodes([{ flavor: "Orange Crush", gtin: "036000291452" }], STAFF);
    const taken = await failure(barcodes().saveBarcodes([{ flavor: "Mango", gtin: "036000291452" }], STAFF));
    expect(taken.message).toBe("That barcode number already belongs to Orange Crush.");
    const twice = await failure(
      barcodes().saveBarcodes(
        [
          { flavor: "Mango", gtin: "4006381333931" },
          { flavor: "Guava", gtin: "4006381333931" },
        ],
        STAFF,
      ),
    );
    expect(twice.message).toBe("Mango and Guava are given the same barcode number; each flavour's tub has its own.");
    expect(await barcodes().barcodesOf(["Mango", "Guava"])).toEqual([
      { flavor: "Mango", gtin: null },
      { flavor: "Guava", gtin: null },
    ]);
    // Moving a number from one flavour to another in one save is allowed once the first lets it go.
    await barcodes().saveBarcodes([{ flavor: "Orange Crush", gtin: "" }], STAFF);
    expect(await barcodes().saveBarcodes([{ flavor: "Mango", gtin: "036000291452" }], STAFF)).toBe(1);
  });
});
