import { describe, expect, it } from "vitest";
import { isSafeLink, isSafeRichTextLink } from "./safe-link";

describe("isSafeLink", () => {
  it.each([
    "/faqs",
    "/products/dynamic-duo",
    "/#benefits",
    "/2026-sale",
    "https://example.com",
    "https://example.com/sale?x=1#top",
    "HTTPS://Example.com:8443/a",
  ])("accepts %s", (href) => {
    expect(isSafeLink(href)).toBe(true);
  });

  it.each([
    "/\\evil.com",
    "//evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "\\\\evil.com",
    "\\/evil.com",
    "/%5Cevil.com",
    "/",
    "/-faqs",
    " /faqs",
    "/fa qs",
    "faqs",
    "#top",
    "http://example.com",
    "https://",
    "https:///evil.com",
    "https://shop.example@evil.com",
    "https://evil.com\\@shop.example",
    "javascript:alert(1)",
    "data:text/html,x",
    "mailto:hi@example.com",
    "",
  ])("refuses %j", (href) => {
    expect(isSafeLink(href)).toBe(false);
  });
});

describe("isSafeRichTextLink", () => {
  it("also accepts an e-mail address or a phone number, and still refuses the rest", () => {
    expect(isSafeRichTextLink("mailto:hi@example.com")).toBe(true);
    expect(isSafeRichTextLink("tel:+61200000000")).toBe(true);
    expect(isSafeRichTextLink("/returns")).toBe(true);
    expect(isSafeRichTextLink("mailto://evil.com")).toBe(false);
    expect(isSafeRichTextLink("/\\evil.com")).toBe(false);
    expect(isSafeRichTextLink("http://example.com")).toBe(false);
  });
});
