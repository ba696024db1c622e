import { describe, expect, it } from "vitest";
import { gtinCheckDigit, readGtin } from "./gtin";

describe("GTIN check digit", () => {
  it("computes the check digit of GTIN-8, -12, -13 and -14 numbers", () => {
    expect(gtinCheckDigit("9638507")).toBe(4); // GTIN-8 96385074
    expect(gtinCheckDigit("03600029145")).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit("400638133393")).toBe(1); // EAN-13 4006381333931
    expect(gtinCheckDigit("1540014128876")).toBe(3); // GTIN-14 15400141288763
  });

  it("accepts a valid GTIN of each length, trimmed and without spaces", () => {
    expect(readGtin("96385074")).toEqual({ ok: true, gtin: "96385074" });
    expect(readGtin("036000291452")).toEqual({ ok: true, gtin: "036000291452" });
    expect(readGtin(" 4006381 333931 ")).toEqual({ ok: true, gtin: "4006381333931" });
    expect(readGtin("15400141288763")).toEqual({ ok: true, gtin: "15400141288763" });
  });

  it("refuses a wrong check digit with one sentence", () => {
    const r = readGtin("4006381333932");
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toBe(
      "That barcode number's last digit does not match the rest; check it was typed correctly.",
    );
  });

  it("refuses a number of the wrong length or with letters", () => {
    for (const bad of ["1234567", "123456789", "4006381333931000", "40063813339A1", "RR-ABC234", ""]) {
      const r = readGtin(bad);
      expect(r.ok, bad).toBe(false);
      expect(!r.ok && r.error, bad).toBe("A barcode number has 8, 12, 13 or 14 digits.");
    }
  });
});
