import { describe, expect, it } from "vitest";
import { plainDescription, shortDescription } from "./product-text";

describe("descriptions", () => {
  const html = "<p>Two tubs, two flavours &amp; free express shipping. Electrolytes and more.</p><p>Mix well.</p>";
  it("reads the stored HTML as plain text", () => {
    expect(plainDescription(html)).toBe(
      "Two tubs, two flavours & free express shipping. Electrolytes and more. Mix well.",
    );
  });
  it.each([
    [html, 160, "Two tubs, two flavours & free express shipping."],
    ["<p>No full stop here</p>", 160, "No full stop here"],
    ["<p>A very long first sentence that keeps going well past the limit.</p>", 30, "A very long first sentence…"],
    ["<p>Version 1.5 is out. Next.</p>", 160, "Version 1.5 is out."],
  ])("the short form of %s (max %i) is %s", (input, max, expected) => {
    expect(shortDescription(input, max)).toBe(expected);
  });
});
