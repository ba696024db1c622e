import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_LOADER, afterPaintScripts, deferAppScripts } from "./after-paint-scripts.server";

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
      `<script nonce="N" type="text/plain" id="app-module" data-preloads="/assets/entry.client-1.js /assets/framework-2.js">;\nimport * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-1.js");</script>`,
    );
  });

  it("follows it with the loader, under the page's nonce, which preloads the listed files after the first paint", () => {
    const loader = /id="app-module"[^>]*>[\s\S]*?<\/script><script nonce="N">([^<]*)<\/script>/.exec(out)?.[1];
    expect(loader).toBe(AFTER_PAINT_LOADER);
    expect(loader).toContain("first-contentful-paint");
    expect(loader).toContain("data-preloads");
    // It also applies the stylesheet linked to load without blocking (page-css.server.ts).
    expect(loader).toContain("data-after-paint");
    expect(out.endsWith(`<!--$--><script nonce="N">window.__ctx.data=1;</script></body></html>`)).toBe(true);
  });

  it("writes the loader without a nonce for a page that has none (a cached page goes by hashes)", () => {
    const bare = PAGE.replaceAll(` nonce="N"`, "");
    expect(deferAppScripts(bare)).toContain(`</script><script>${AFTER_PAINT_LOADER}</script>`);
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

describe("reading React Router's output tolerantly", () => {
  it("finds the preloads and the module script whatever the order, quoting and spacing of their attributes", () => {
    const page = PAGE.replace(
      `<link rel="modulepreload" href="/assets/framework-2.js" nonce="N"/>`,
      `<link nonce='N' href='/assets/framework-2.js' rel=modulepreload>`,
    ).replace(`<script nonce="N" type="module" async="">`, `<script async type=module nonce="N">`);
    const out = deferAppScripts(page, "N");
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).not.toMatch(/<script[^>]*type=.?module/);
    expect(out).toMatch(
      /<script[^>]* id="app-module" data-preloads="\/assets\/entry.client-1.js \/assets\/framework-2.js">/,
    );
  });
});

/** A stream that gives `first` at once and the rest only when `release` is called. */
function gated(first: string, rest: string) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  async function* chunks() {
    yield Buffer.from(first);
    await gate;
    yield Buffer.from(rest);
  }
  return { input: Readable.from(chunks()), release };
}

/** The first piece of output, or null when none comes within 200 ms. */
function firstOutput(stream: NodeJS.ReadableStream): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 200);
    stream.once("data", (chunk: Buffer) => (clearTimeout(timer), resolve(chunk.toString())));
  });
}

describe("afterPaintScripts streams", () => {
  const cut = PAGE.indexOf("<!--$-->");

  it("passes what follows the module script on at once, before the page has ended", async () => {
    const { input, release } = gated(PAGE.slice(0, cut), PAGE.slice(cut));
    const out = input.pipe(afterPaintScripts("N"));
    const first = await firstOutput(out);
    expect(first).toContain(`id="app-module"`);
    release();
    expect(first! + (await text(out))).toBe(deferAppScripts(PAGE, "N"));
  });

  it("gives up, and passes the page on as it comes, when the head ends without React Router's preloads", async () => {
    const changed = PAGE.replaceAll("modulepreload", "preload-of-a-new-kind");
    const head = changed.indexOf("</head>") + "</head>".length + 5;
    const seen: boolean[] = [];
    const { input, release } = gated(changed.slice(0, head), changed.slice(head));
    const out = input.pipe(afterPaintScripts("N", (html, deferred) => (seen.push(deferred), html)));
    const first = await firstOutput(out);
    expect(first).toBe(changed.slice(0, head));
    expect(seen).toEqual([false]);
    release();
    expect(first! + (await text(out))).toBe(changed);
  });
});
