// The shop's one stylesheet goes inside the page's <head> (issue 25: Lighthouse 100 on phones).
// A linked stylesheet holds back the first paint for another round trip (on the simulated slow 4G
// of a phone audit, most of a second); inlined, the first screen paints from the HTML alone. The
// <link> stays, as media="print": it no longer blocks rendering, React still finds the element
// it rendered when it hydrates (an attribute differing there is not corrected, by design), and a
// printed page (the tax invoice) has the same rules. Server-side only: entry.server.tsx pipes
// every page through it, so no byte of it reaches the browser's JavaScript.
import { readFileSync } from "node:fs";
import { Transform } from "node:stream";
import { fileURLToPath } from "node:url";

const LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/assets\/[\w.-]+\.css)"[^>]*>/g;
const cache = new Map<string, string | null>();

/** The built stylesheet's text, or null where there is none to read (the dev server). */
function stylesheet(href: string): string | null {
  if (!cache.has(href)) {
    try {
      // The server bundle is build/server/index.js; the browser's files are under build/client.
      const file = fileURLToPath(new URL(`../client${href}`, import.meta.url));
      // "</" cannot occur in CSS outside a string or comment; guard anyway: it would end <style>.
      cache.set(href, readFileSync(file, "utf8").replaceAll("</", "<\\/"));
    } catch {
      cache.set(href, null);
    }
  }
  return cache.get(href) ?? null;
}

/** `html` with each built stylesheet link inlined (the link kept, for print). */
export function inlineStylesheets(html: string): string {
  return html.replace(LINK, (link: string, href: string) => {
    const css = stylesheet(href);
    return css === null ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" media="print"/>`;
  });
}

/** Passes the rendered page through, inlining the stylesheets of its <head> (the stream's start). */
export function inlineHeadStylesheets(): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString("utf8");
      const end = head.indexOf("</head>");
      if (end < 0) return callback();
      done = true;
      const out = inlineStylesheets(head);
      head = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, done ? undefined : inlineStylesheets(head));
    },
  });
}
