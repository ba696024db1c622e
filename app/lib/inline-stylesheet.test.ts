import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheet";

describe("inlineStylesheets", () => {
  it("leaves a link whose file cannot be read (the dev server) as it is", () => {
    const html = `<head><link nonce="n" rel="stylesheet" href="/assets/none-abc.css"/></head>`;
    expect(inlineStylesheets(html)).toBe(html);
  });

  it("touches no other link", () => {
    const html = `<link rel="preload" href="/assets/font.woff2" as="font"/><link rel="icon" href="/favicon.svg"/>`;
    expect(inlineStylesheets(html)).toBe(html);
  });
});
