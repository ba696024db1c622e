import { describe, expect, it } from "vitest";
import { parseCsv, readCarrierCsv } from "./carrier-csv";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF and a byte-order mark", () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n1,"two\nlines",3\r\n')).toEqual([
      ["a", "b, c", 'say "hi"'],
      ["1", "two\nlines", "3"],
    ]);
  });

  it("reads a semicolon-separated export", () => {
    expect(parseCsv("x;y\n1;2")).toEqual([
      ["x", "y"],
      ["1", "2"],
    ]);
  });
});

describe("readCarrierCsv", () => {
  it("finds the two columns by name in any order and case, and skips empty rows", () => {
    const read = readCarrierCsv("Weight,CONSIGNMENT NO,Customer Reference\n1kg, AP1 ,RR-ABC234\n,,\n2kg,AP2,abc235\n");
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 2, reference: "RR-ABC234", trackingNumber: "AP1" },
        { line: 4, reference: "abc235", trackingNumber: "AP2" },
      ],
    });
  });

  it("refuses a file without a header naming both columns, or without rows", () => {
    expect(readCarrierCsv("")).toEqual({ ok: false, error: "The file is empty." });
    expect(readCarrierCsv("Tracking Number,Weight\nAP1,1").ok).toBe(false);
    expect(readCarrierCsv("Tracking Number,Order Reference\n")).toEqual({
      ok: false,
      error: "The file has a header row but no consignments.",
    });
  });
});
