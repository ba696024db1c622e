// The page's JavaScript is requested once the browser has painted the page, not while it is
// still laying it out (ADR 0031, ADR 0035). React Router writes a modulepreload link per file in
// the head and one inline module script at the end of the shell; here, as the HTML leaves the
// server, the links go and the module script is kept inert (type text/plain), followed by the
// after-paint loader (after-paint-loader.ts, compiled to an inline script by the build), which at
// the first contentful paint adds the same preloads and runs the same script.
//
// React Router's output is read by its meaning, not its spelling: any `<link>` whose rel is
// modulepreload, the first inline `<script>` of type module, attributes in any order or quoting.
// The page is held only as long as it has to be (the first screen's CSS is chosen from the whole
// shell, page-css.server.ts): if the head ends without a preload, React Router's output is not
// what this expects, and the page passes on untouched from there, its stylesheet linked the
// ordinary way. After the module script everything passes on as it comes (streamed loader data).
import { Transform } from "node:stream";
import { APP_MODULE_ID, PRELOADS_ATTRIBUTE } from "./after-paint-ids";
import AFTER_PAINT_LOADER from "./after-paint-loader.ts?inline-script";

/** The loader's text, the same on every page (so a cached page's script hash is always the same). */
export { AFTER_PAINT_LOADER };

type Tag = { start: number; end: number; name: string; attrs: Map<string, string> };

const TAG = /<(link|script)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTR = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const HEAD_END = /<\/head\s*>/gi;
const SCRIPT_END = /<\/script\s*>/gi;

function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

function* tags(html: string, from = 0): Generator<Tag> {
  TAG.lastIndex = from;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    yield { start: m.index, end: m.index + m[0].length, name: m[1]!.toLowerCase(), attrs: attributes(m[2]!) };
  }
}

const isPreload = (t: Tag) =>
  t.name === "link" && (t.attrs.get("rel") ?? "").toLowerCase().split(/\s+/).includes("modulepreload");
const isAppModule = (t: Tag) =>
  t.name === "script" && (t.attrs.get("type") ?? "").trim().toLowerCase() === "module" && !t.attrs.has("src");

/** The app's module script's opening tag, the first at or after `from`. */
function appModuleTag(html: string, from = 0): Tag | null {
  for (const tag of tags(html, from)) if (isAppModule(tag)) return tag;
  return null;
}

/** The app's module script, start to end of its closing tag, once all of it is in `html`. */
function appModule(html: string, from = 0): { tag: Tag; body: string; end: number } | null {
  const tag = appModuleTag(html, from);
  if (!tag) return null;
  SCRIPT_END.lastIndex = tag.end;
  const close = SCRIPT_END.exec(html);
  return close ? { tag, body: html.slice(tag.end, close.index), end: close.index + close[0].length } : null;
}

const hasPreload = (html: string) => [...tags(html)].some(isPreload);

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
/** An attribute's text as it was written (entities and all), quoted with double quotes. */
const requote = (raw: string) => raw.replace(/"/g, "&quot;");

/** A whole page's HTML with its app scripts deferred; unchanged when it has no app module script. */
export function deferAppScripts(html: string, nonce?: string): string {
  const module = appModule(html);
  if (!module) return html;
  const preloads: string[] = [];
  let before = "";
  let at = 0;
  // Every preload precedes the module script (React hoists them into the head).
  for (const tag of tags(html.slice(0, module.tag.start))) {
    if (!isPreload(tag)) continue;
    const href = tag.attrs.get("href");
    if (href) preloads.push(href);
    before += html.slice(at, tag.start);
    at = tag.end;
  }
  before += html.slice(at, module.tag.start);
  const kept = [...module.tag.attrs]
    .filter(([name]) => !["type", "async", "id", PRELOADS_ATTRIBUTE].includes(name))
    .map(([name, value]) => ` ${name}="${requote(value)}"`)
    .join("");
  const inert = `<script${kept} type="text/plain" id="${APP_MODULE_ID}" ${PRELOADS_ATTRIBUTE}="${requote(preloads.join(" "))}">${module.body}</script>`;
  const loader = `<script${nonce ? ` nonce="${escapeAttr(nonce)}"` : ""}>${AFTER_PAINT_LOADER}</script>`;
  return before + inert + loader + html.slice(module.end);
}

/**
 * The same, as a stream. `shell` sees the held HTML once: with the scripts deferred
 * (`deferred` true), or, when React Router's output was not recognised, as it was (false).
 */
export function afterPaintScripts(
  nonce?: string,
  shell: (html: string, deferred: boolean) => string = (html) => html,
): Transform {
  const decoder = new TextDecoder();
  let held = "";
  let passing = false;
  let headChecked = false;
  // Where to look next: what comes before the last "<" of the previous chunks has been read (a
  // page comes in many small chunks; each is searched once, not the whole held page again).
  let from = 0;
  let moduleFrom: number | null = null;
  const release = (html: string, deferred: boolean): Buffer => {
    passing = true;
    held = "";
    return Buffer.from(shell(html, deferred));
  };
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      if (passing) return callback(null, chunk);
      held += decoder.decode(chunk, { stream: true });
      const scanFrom = from;
      from = Math.max(from, held.lastIndexOf("<"));
      if (!headChecked) {
        HEAD_END.lastIndex = scanFrom;
        const headEnd = HEAD_END.exec(held);
        if (!headEnd) return callback();
        headChecked = true;
        if (!hasPreload(held.slice(0, headEnd.index))) return callback(null, release(held, false));
      }
      // React writes the shell, which ends with the module script, in one go.
      const module = appModuleTag(held, moduleFrom ?? scanFrom);
      if (!module) return callback();
      moduleFrom = module.start;
      if (!appModule(held, moduleFrom)) return callback();
      callback(null, release(deferAppScripts(held, nonce), true));
    },
    flush(callback) {
      held += decoder.decode();
      if (passing || !held) return callback(null, held ? Buffer.from(held) : undefined);
      const deferred = deferAppScripts(held, nonce);
      callback(null, release(deferred, deferred !== held));
    },
  });
}
