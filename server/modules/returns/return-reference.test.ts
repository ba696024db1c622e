import { describe, expect, it } from "vitest";
import { generateReturnReference, RETURN_REFERENCE_PATTERN } from "./return-reference";

describe("generateReturnReference", () => {
  it("makes 'RTN-' plus six unambiguous characters, different each time", () => {
    const refs = Array.from({ length: 500 }, generateReturnReference);
    for (const r of refs) expect(r).toMatch(RETURN_REFERENCE_PATTERN);
    expect(refs.join("")).not.toMatch(/[01ILO]/);
    expect(new Set(refs).size).toBe(500);
  });
});
