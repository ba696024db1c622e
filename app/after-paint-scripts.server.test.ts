import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { afterPaintScripts, deferAppScripts } from "./after-paint-scripts.server";

// The shape React Router and React write: preloads hoisted into the head, one module script
// at the end of the body, then the streamed loader data.
const PAGE =
  `<!DOCTYPE html><html><head><title>x</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="N"/>` +
  `<link rel="modulepreload" href="/assets/framework-2.js" nonce="N"/>` +
  `<link rel="icon" href="/favicon.svg"/></head><body><main>Hi</main>` +
  `<script nonce="N">window.__ctx={};</script>` +
  `<script nonce="N" type="module" async="">;\nimport * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-1.js");</script>` +
  `<!--$--><script nonce="N">window.__ctx.data=1;</script></body></html>`;

describe("deferAppScripts", () => {
  const out = deferAppScripts(PAGE, "N");

  it("drops the preloads and keeps the module script inert, its text unchanged", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain(`<link rel="icon" href="/favicon.svg"/>`);
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain(
      `<script nonce="N" type="text/plain" id="app-module">;\nimport * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-1.js");</script>`,
    );
  });

  it("follows it with a loader, under the page's nonce, that preloads the same files", () => {
    const loader = /id="app-module">[\s\S]*?<\/script><script nonce="N">([^<]*)<\/script>/.exec(out)?.[1];
    expect(loader).toContain(`["/assets/entry.client-1.js","/assets/framework-2.js"]`);
    expect(loader).toContain("first-contentful-paint");
    // It also applies the stylesheet linked to load without blocking (page-css.server.ts).
    expect(loader).toContain(`for(const l of document.querySelectorAll("link[data-after-paint]"))l.media="all"`);
    expect(out.endsWith(`<!--$--><script nonce="N">window.__ctx.data=1;</script></body></html>`)).toBe(true);
  });

  it("writes the loader without a nonce for a page that has none (a cached page goes by hashes)", () => {
    const bare = PAGE.replaceAll(` nonce="N"`, "");
    expect(deferAppScripts(bare)).toMatch(/type="text\/plain" id="app-module">[\s\S]*?<\/script><script>\(\(\)=>/);
  });

  it("leaves a page without the app's module script as it is", () => {
    const plain = PAGE.replace(/<script nonce="N" type="module"[\s\S]*?<\/script>/, "");
    expect(deferAppScripts(plain, "N")).toBe(plain);
  });
});

describe("afterPaintScripts (the stream)", () => {
  it("gives the same page however the HTML is cut into chunks, even inside a character", async () => {
    const page = PAGE.replace("Hi", "Hi — ščř");
    const bytes = Buffer.from(page);
    const expected = deferAppScripts(page, "N");
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      expect(await text(Readable.from(chunks).pipe(afterPaintScripts("N"))), `cut at ${cut}`).toBe(expected);
    }
  });

  it("passes a page without the app's module script through unchanged", async () => {
    const plain = "<html><body><p>No app here</p></body></html>";
    expect(await text(Readable.from([Buffer.from(plain)]).pipe(afterPaintScripts()))).toBe(plain);
  });
});
