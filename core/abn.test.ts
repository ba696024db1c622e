import { describe, expect, it } from "vitest";
import { formatAbn, isPlaceholderAbn, isValidAbn, PLACEHOLDER_ABN } from "./abn";

describe("ABN check digits", () => {
  it("accepts real ABNs however they are spaced", () => {
    expect(isValidAbn("51 824 753 556")).toBe(true); // the ATO's own
    expect(isValidAbn("51824753556")).toBe(true);
    expect(isValidAbn("53 004 085 616")).toBe(true);
  });

  it("refuses a wrong check digit, the wrong length, letters and the placeholder", () => {
    expect(isValidAbn("51 824 753 557")).toBe(false);
    expect(isValidAbn("51 824 753 55")).toBe(false);
    expect(isValidAbn("51 824 753 5567")).toBe(false);
    expect(isValidAbn("5I 824 753 556")).toBe(false);
    expect(isValidAbn(PLACEHOLDER_ABN)).toBe(false);
    expect(isPlaceholderAbn("00000000000")).toBe(true);
  });

  it("writes an ABN in the ATO's groups", () => {
    expect(formatAbn("51824753556")).toBe("51 824 753 556");
    expect(formatAbn(" 51 8247 53556 ")).toBe("51 824 753 556");
  });
});
