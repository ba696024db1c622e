// The page's JavaScript is requested once the browser has painted the page, not while it is
// still laying it out (ADR 0031). React Router writes a modulepreload link per file in the head and
// one module script at the end of the body; here, as the HTML leaves the server, the links go and
// the module script is kept inert (type text/plain), with a few lines after it that, at the first
// contentful paint, add the same preloads and run the same script. A hidden tab never paints, and a
// browser without paint timing cannot say when it has: both start at once, as before.
import { Transform } from "node:stream";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const APP_MODULE = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_OPEN = ' type="module" async="">';
const APP_MODULE_ID = "app-module";

/**
 * The loader: runs the inert module script (with its nonce, or matching its CSP hash) after paint,
 * and applies the stylesheet linked to load without blocking (`data-after-paint`, ADR 0034).
 */
export function afterPaintLoader(preloads: string[]): string {
  const hrefs = JSON.stringify(preloads).replace(/</g, "\\u003c");
  return (
    `(()=>{let d=0;const go=()=>{if(d)return;d=1;` +
    `for(const l of document.querySelectorAll("link[data-after-paint]"))l.media="all";` +
    `const h=document.getElementById("${APP_MODULE_ID}");` +
    `for(const u of ${hrefs}){const l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.append(l)}` +
    `const s=document.createElement("script");s.type="module";s.nonce=h.nonce;s.textContent=h.textContent;h.after(s)};` +
    `const P=window.PerformanceObserver;if(document.visibilityState!=="visible"||!P||!(P.supportedEntryTypes||[]).includes("paint"))return go();` +
    `new P(l=>{if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});` +
    `document.addEventListener("visibilitychange",go);setTimeout(go,3000)})()`
  );
}

/** A whole page's HTML with its app scripts deferred; unchanged when it has no app module script. */
export function deferAppScripts(html: string, nonce?: string): string {
  const module = APP_MODULE.exec(html);
  if (!module) return html;
  const [whole, nonceAttr, body] = module;
  const preloads: string[] = [];
  // Every preload precedes the module script (React hoists them into the head).
  const before = html.slice(0, module.index).replace(PRELOAD, (_, href: string) => (preloads.push(href), ""));
  const inert = `<script${nonceAttr} type="text/plain" id="${APP_MODULE_ID}">${body}</script>`;
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${afterPaintLoader(preloads)}</script>`;
  return before + inert + loader + html.slice(module.index + whole.length);
}

/**
 * The same, as a stream: holds the HTML back only until the module script has passed (it ends
 * React's shell, which is written at once), then passes the rest (streamed loader data) as it comes.
 * `shell` sees the held shell once, after the scripts are deferred (page-css.server.ts).
 */
export function afterPaintScripts(nonce?: string, shell: (html: string) => string = (html) => html): Transform {
  const decoder = new TextDecoder();
  let held = "";
  let done = false;
  // Where to look next: each chunk is searched once, not the whole held page again (React writes
  // a page in many small chunks).
  let from = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      if (done) return callback(null, chunk);
      held += decoder.decode(chunk, { stream: true });
      const start = held.indexOf(MODULE_OPEN, from);
      if (start === -1) {
        from = Math.max(0, held.length - MODULE_OPEN.length);
        return callback();
      }
      from = start;
      if (held.indexOf("</script>", start) === -1) return callback();
      done = true;
      const out = shell(deferAppScripts(held, nonce));
      held = "";
      callback(null, Buffer.from(out));
    },
    flush(callback) {
      held += decoder.decode();
      callback(null, held ? Buffer.from(done ? held : shell(deferAppScripts(held, nonce))) : undefined);
    },
  });
}
