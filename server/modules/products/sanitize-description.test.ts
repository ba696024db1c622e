// What the server keeps of a description the admin's rich-text editor (or the API) sends: the
// editor's formats, links with a safe address and rel="noopener noreferrer", nothing else.
import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize-description";

describe("sanitizeDescription", () => {
  it("keeps the editor's headings, paragraphs, lists, bold, italic and links", () => {
    const html =
      "<h3>Recovery</h3><p>Mix <strong>one</strong> <em>scoop</em></p><ul><li>Lemon</li></ul><ol><li>Shake</li></ol>";
    expect(sanitizeDescription(html)).toBe(html);
  });

  it("gives a link rel=noopener noreferrer and drops an unsafe one's address", () => {
    expect(sanitizeDescription('<p><a href="https://example.com/guide">guide</a></p>')).toBe(
      '<p><a href="https://example.com/guide" rel="noopener noreferrer">guide</a></p>',
    );
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).not.toContain("javascript");
  });

  it("drops scripts, images with handlers, styles and event attributes", () => {
    const out = sanitizeDescription(
      '<p style="color:red" onclick="x()">Hi<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    );
    expect(out).toBe("<p>Hi</p>");
  });
});
