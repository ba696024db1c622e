// A small reader of the shop's built stylesheet (Tailwind's minified output), enough to pick rules
// out of it by the classes they need (critical-css.server.ts). It keeps each rule's text exactly as
// written; it understands strings, comments, parentheses and nested blocks, nothing more.

export type CssNode =
  /** `selector{declarations}`; `nested` when its body holds rules of its own (CSS nesting). */
  | { kind: "rule"; selector: string; body: string; nested: boolean }
  /** `@media …{…}`, `@supports …{…}`, `@layer x{…}`: rules inside rules. */
  | { kind: "group"; prelude: string; children: CssNode[] }
  /** Anything else (`@font-face{…}`, `@keyframes x{…}`, `@property --x{…}`, `@layer a,b;`), kept whole. */
  | { kind: "at"; name: string; prelude: string; text: string };

const GROUPS = new Set(["media", "supports", "layer", "container", "scope", "starting-style"]);

/** Index just past the string that starts at `i` (a quote). */
function skipString(css: string, i: number): number {
  const quote = css[i];
  for (i++; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === quote) return i + 1;
  }
  return i;
}

/** The next index at or after `i` holding one of `stops` outside strings, comments and brackets. */
function scanTo(css: string, i: number, stops: string): number {
  let depth = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'") i = skipString(css, i);
    else if (c === "/" && css[i + 1] === "*")
      i = css.indexOf("*/", i + 2) === -1 ? css.length : css.indexOf("*/", i + 2) + 2;
    else if (c === "\\") i += 2;
    else {
      if (depth === 0 && stops.includes(c)) return i;
      if (c === "(" || c === "[") depth++;
      else if (c === ")" || c === "]") depth--;
      i++;
    }
  }
  return i;
}

/** Index of the `}` that closes the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let i = open + 1;
  for (let depth = 1; i < css.length; ) {
    i = scanTo(css, i, "{}");
    if (css[i] === "{") depth++;
    else if (--depth === 0) return i;
    i++;
  }
  return i;
}

function skipSpaceAndComments(css: string, i: number): number {
  for (;;) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (css.startsWith("/*", i)) {
      const end = css.indexOf("*/", i + 2);
      i = end === -1 ? css.length : end + 2;
    } else return i;
  }
}

export function parseCss(css: string, from = 0, to = css.length): CssNode[] {
  const nodes: CssNode[] = [];
  let i = skipSpaceAndComments(css, from);
  while (i < to) {
    const stop = scanTo(css, i, "{;}");
    const prelude = css.slice(i, stop).trim();
    if (stop >= to || css[stop] === "}") break;
    if (css[stop] === ";") {
      // A statement: `@layer a,b;`, `@import …;` (a stray declaration at the top is dropped).
      if (prelude.startsWith("@")) nodes.push({ kind: "at", name: atName(prelude), prelude, text: `${prelude};` });
      i = skipSpaceAndComments(css, stop + 1);
      continue;
    }
    const end = blockEnd(css, stop);
    const body = css.slice(stop + 1, end);
    if (prelude.startsWith("@")) {
      const name = atName(prelude);
      if (GROUPS.has(name)) nodes.push({ kind: "group", prelude, children: parseCss(css, stop + 1, end) });
      else nodes.push({ kind: "at", name, prelude, text: `${prelude}{${body}}` });
    } else {
      nodes.push({ kind: "rule", selector: prelude, body, nested: scanTo(body, 0, "{") < body.length });
    }
    i = skipSpaceAndComments(css, end + 1);
  }
  return nodes;
}

function atName(prelude: string): string {
  return /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? "";
}

/**
 * Form controls' own parts (pseudo-elements) are only there with that kind of control: needed as
 * `<input:<type>` (a date, time, month or week field all count as `date`), or any `<input`.
 */
const CONTROL_PARTS: [RegExp, string][] = [
  [/^::file-selector-button/, "<input:file"],
  [/^::-webkit-(date|datetime|calendar)/, "<input:date"],
  [/^::-webkit-search/, "<input:search"],
  [/^::-webkit-(inner|outer)-spin/, "<input:number"],
  [/^::(-webkit-|-moz-|placeholder)/, "<input"],
];
// Pseudo-classes whose arguments are selectors the element must also match.
const MATCHING = /:(where|is|has|matches)$/i;

/**
 * What one complex selector needs on the page: its classes, and its element names written as
 * `<name` (what is inside `:not(…)` excepted), unescaped.
 */
function requiredTokens(selector: string): string[] {
  const needs: string[] = [];
  // The depth of each open parenthesis, and whether what is inside counts.
  const counts: boolean[] = [];
  const counting = () => counts.every(Boolean);
  let startOfCompound = true;
  for (let i = 0; i < selector.length; ) {
    const c = selector[i]!;
    if (c === '"' || c === "'") i = skipString(selector, i);
    else if (c === "(") {
      counts.push(MATCHING.test(selector.slice(Math.max(0, i - 8), i)));
      startOfCompound = true;
      i++;
    } else if (c === ")") {
      counts.pop();
      i++;
    } else if (c === "[") {
      i = scanTo(selector, i + 1, "]") + 1;
      startOfCompound = false;
    } else if (c === "." || c === "#" || c === ":") {
      const part =
        c === ":" && startOfCompound && counting() && CONTROL_PARTS.find(([re]) => re.test(selector.slice(i)));
      if (part) needs.push(part[1]);
      const skipColons = c === ":" && selector[i + 1] === ":" ? 2 : 1;
      const [name, next] = readIdent(selector, i + skipColons);
      if (c === "." && name && counting()) needs.push(name);
      startOfCompound = false;
      i = next > i + skipColons ? next : i + skipColons;
    } else if (/[\s>+~,]/.test(c)) {
      startOfCompound = true;
      i++;
    } else if (c === "*" || c === "&" || c === "|") {
      startOfCompound = false;
      i++;
    } else {
      const [name, next] = readIdent(selector, i);
      if (name && startOfCompound && counting()) needs.push(`<${name.toLowerCase()}`);
      startOfCompound = false;
      i = next > i ? next : i + 1;
    }
  }
  return needs;
}

/** A CSS identifier starting at `i`, its escapes resolved, and the index after it. */
function readIdent(s: string, i: number): [string, number] {
  let out = "";
  while (i < s.length) {
    const c = s[i]!;
    if (c === "\\") {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(s.slice(i + 1, i + 8));
      if (hex) {
        out += String.fromCodePoint(parseInt(hex[0].trim(), 16));
        i += 1 + hex[0].length;
      } else {
        out += s[i + 1] ?? "";
        i += 2;
      }
    } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) {
      out += c;
      i++;
    } else break;
  }
  return [out, i];
}

/**
 * For each selector of a comma-separated list, the classes and elements it needs. A rule applies
 * to a page when all of at least one of them are on it; an empty list means "needs nothing".
 */
export function selectorNeeds(selectorList: string): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < selectorList.length; ) {
    const comma = scanTo(selectorList, i, ",");
    out.push(requiredTokens(selectorList.slice(i, comma)));
    i = comma + 1;
  }
  return out;
}
