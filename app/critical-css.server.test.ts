import { describe, expect, it } from "vitest";
import { compactDataUrls, criticalCss } from "./critical-css.server";
import { firstScreenTokens, pageCss, withPageCss } from "./page-css.server";

// The shape of Tailwind's minified output: layers, a registered property with its fallback for
// browsers without @property, theme variables, a colour refined under @supports, keyframes.
const CSS =
  `@layer theme,base,components,utilities;` +
  `@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{--tw-border-style:solid;--tw-blur:initial}}}` +
  `@layer theme{:root,:host{--color-red-500:red;--color-blue-500:blue;--animate-spin:spin 1s linear infinite;--spacing:.25rem}}` +
  `@layer base{*,:after,:before{box-sizing:border-box;margin:0}h1,h2{font-size:inherit}table{border-collapse:collapse}::-webkit-datetime-edit{padding:0}::placeholder{opacity:1}}` +
  `@layer utilities{.text-red{color:var(--color-red-500)}.text-blue{color:var(--color-blue-500)}` +
  `.border{border-style:var(--tw-border-style);border-width:1px}.blur{filter:var(--tw-blur,) grayscale(1)}` +
  `.sm\\:p-2{padding:calc(var(--spacing) * 2)}.animate-spin{animation:var(--animate-spin)}` +
  `.hover\\:text-blue:hover{color:var(--color-blue-500)}.bg-white\\/50{background-color:#ffffff80}` +
  `@supports (color:color-mix(in lab, red, red)){.bg-white\\/50{background-color:color-mix(in oklab,#fff 50%,transparent)}}` +
  `@media (width>=40rem){.sm\\:p-2{padding:1rem}}}` +
  `@keyframes spin{to{transform:rotate(360deg)}}@keyframes pulse{50%{opacity:.5}}` +
  `@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}` +
  `@property --tw-blur{syntax:"*";inherits:false}` +
  `.rich a{text-decoration:underline}.hero{background:url("data:image/svg+xml,%3csvg%20viewBox='0%200%201%201'%3e%3c/svg%3e")}`;

const index = criticalCss(CSS);

describe("the first screen's CSS", () => {
  it("takes a rule when its class is on the page, and not when it is not", () => {
    const css = index.select(["<div", "text-red"]);
    expect(css).toContain(".text-red{color:var(--color-red-500)}");
    expect(css).not.toContain(".text-blue");
    expect(css).toContain("--color-red-500:red");
    expect(css).not.toContain("--color-blue-500");
  });

  it("takes a rule under a media query with its query, and escaped class names as written", () => {
    const css = index.select(["<div", "sm:p-2"]);
    expect(css).toContain("@media (width>=40rem){.sm\\:p-2{padding:1rem}}");
    expect(css).toContain("--spacing:.25rem");
  });

  it("always takes the reset for the elements on the page, the layer order and the font faces", () => {
    const css = index.select(["<h1"]);
    expect(css.startsWith("@layer theme,base,components,utilities;")).toBe(true);
    expect(css).toContain("*,:after,:before{box-sizing:border-box;margin:0}");
    expect(css).toContain("h1,h2{font-size:inherit}");
    expect(css).not.toContain("table{");
    expect(css).not.toContain("::placeholder");
    expect(css).not.toContain("::-webkit-datetime-edit");
    expect(index.select(["<input"])).toContain("::placeholder{opacity:1}");
    expect(index.select(["<input", "<input:date"])).toContain("::-webkit-datetime-edit{padding:0}");
  });

  it("takes a descendant rule only with its element, and keyframes only when an animation names them", () => {
    expect(index.select(["rich"])).not.toContain(".rich a");
    expect(index.select(["rich", "<a"])).toContain(".rich a{text-decoration:underline}");
    const spinning = index.select(["animate-spin"]);
    expect(spinning).toContain("@keyframes spin{");
    expect(spinning).toContain("--animate-spin:spin 1s linear infinite");
    expect(spinning).not.toContain("@keyframes pulse");
    expect(index.select([])).not.toContain("@keyframes");
  });

  it("leaves out what needs a pointer or a press, and the colour refinement the full file brings", () => {
    const css = index.select(["hover:text-blue", "bg-white/50"]);
    expect(css).not.toContain(":hover");
    expect(css).toContain(".bg-white\\/50{background-color:#ffffff80}");
    expect(css).not.toContain("color-mix");
  });

  it("writes a registered property's fallback for every browser instead of @property, only where read", () => {
    const css = index.select(["border"]);
    expect(css).toContain("@layer properties{*,:before,:after{--tw-border-style:solid}}");
    expect(css).not.toContain("@property");
    expect(css).not.toContain("@supports");
    // Read only with a fallback and set nowhere: its reset to `initial` changes nothing.
    expect(index.select(["blur"])).not.toContain("--tw-blur:initial");
  });

  it("writes an SVG data URL's spaces and brackets out", () => {
    expect(compactDataUrls(`.x{background:url("data:image/svg+xml,%3csvg%20a='1'%3e%3c/svg%3e")}`)).toBe(
      `.x{background:url("data:image/svg+xml,<svg a='1'></svg>")}`,
    );
    expect(index.select(["hero"])).toContain(`url("data:image/svg+xml,<svg viewBox='0 0 1 1'></svg>")`);
  });
});

describe("a page's first screen", () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><style id="shop-css"></style></head><body>${body}</body></html>`;

  it("ends at the first section laid out only when near", () => {
    const { tokens } = firstScreenTokens(
      page(`<div class="text-red &amp;x"></div><section class="render-when-near text-blue"><p>x</p></section>`),
    );
    const names = tokens.map((t) => t.token);
    expect(names).toContain("text-red");
    expect(names).toContain("&x");
    expect(names).not.toContain("text-blue");
    expect(names).not.toContain("<p");
  });

  it("carries the rule that holds back the sections below it, however small the budget", () => {
    const near = `.render-when-near{content-visibility:auto}`;
    const html = page(
      `<h1 class="text-red">a</h1><section class="render-when-near"><p class="text-blue">b</p></section>`,
    );
    const css = pageCss(`${CSS}${near}`, near.length).forPage(html);
    // Without it the whole page below is laid out (and its styles worked out) at the first paint,
    // and again when the whole file arrives.
    expect(css).toContain(near);
    expect(css).not.toContain(".text-red");
    expect(pageCss(`${CSS}${near}`).forPage(page(`<h1 class="text-red">a</h1>`))).not.toContain(near);
  });

  it("keeps to the budget by leaving out the bottom of the page first", () => {
    const all = pageCss(CSS, Infinity).forPage(page(`<h1 class="text-red">a</h1><p class="text-blue">b</p>`));
    const small = pageCss(CSS, all.length - 1).forPage(page(`<h1 class="text-red">a</h1><p class="text-blue">b</p>`));
    expect(all).toContain(".text-blue");
    expect(small.length).toBeLessThan(all.length);
    expect(small).toContain(".text-red");
    expect(small).not.toContain(".text-blue");
  });
});

describe("withPageCss", () => {
  const shell =
    `<html><head><style id="shop-css"></style></head><body><main>x</main>` +
    `<script nonce="N" type="text/plain" id="app-module">import("/a.js")</script><script nonce="N">go()</script>`;

  it("fills the style and links the whole file before the app's scripts, applied after paint", () => {
    const out = withPageCss(shell, "/assets/app-1.css", ".a{b:c}");
    expect(out).toContain(`<style id="shop-css">.a{b:c}</style>`);
    expect(out).toContain(
      `<main>x</main><link rel="stylesheet" href="/assets/app-1.css" media="print" data-after-paint=""/>` +
        `<noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript><script nonce="N" type="text/plain" id="app-module">`,
    );
  });

  it("links the whole file the ordinary way from the head for a staff page", () => {
    const out = withPageCss(shell, "/assets/app-1.css", null);
    expect(out).toContain(`<head><link rel="stylesheet" href="/assets/app-1.css"/><style id="shop-css"></style>`);
    expect(out).not.toContain("data-after-paint");
  });
});
