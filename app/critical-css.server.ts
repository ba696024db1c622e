// The part of the shop's stylesheet a page's first screen needs, for the <style> in its head
// (ADR 0034); the whole file follows as a cached stylesheet that does not hold the first paint.
//
// Built once from the stylesheet: every rule with the classes its selector needs. For a page,
// given the classes on its first screen: the rules whose classes are all there, every rule that
// needs no class (the reset, element styles), the font faces, and of the custom properties
// (the theme's values, Tailwind's registered `--tw-*`) and keyframes only those the chosen rules,
// or the page's own style attributes, name.
import { parseCss, selectorNeeds, type CssNode } from "./css-rules.server";

/** The custom properties a text reads (`bare`: without a fallback) and sets, its keyframes. */
type Refs = { vars: string[]; bare: string[]; sets: string[]; frames: string[] };
type Item =
  | ({ t: "rule"; text: string; needs: string[][] } & Refs)
  /** A rule that only sets custom properties (`:root{--color-x:…}`): pruned to those named. */
  | { t: "defs"; selector: string; decls: ({ name: string; text: string; initial: boolean } & Refs)[] }
  /** `unwrap`: the fallback for browsers without @property, written for every browser here. */
  | { t: "group"; prelude: string; children: Item[]; unwrap?: boolean }
  | ({ t: "always"; text: string } & Refs)
  | ({ t: "keyframes"; name: string; text: string } & Refs)
  | { t: "property"; name: string; text: string };

// A custom property's value matters to the first paint only where it is read.
const VAR = /var\(\s*(--[\w-]+)\s*([,)])/g;
const SETS = /(?:^|[;{])\s*(--[\w-]+)\s*:/g;
const AFTER_ACTION = /:(hover|active|focus)\b/;
// Tailwind writes a colour with opacity, or a gradient, twice: a plain sRGB value every browser
// reads, then a finer one for browsers with color-mix() / lab interpolation. The first paint
// does with the first; the full file refines it (the difference is not visible).
const REFINEMENT = /^@supports\s*\((color:\s*color-mix|background-image:\s*linear-gradient)\(in lab/;
const WORD = /-?[_a-zA-Z][\w-]*/g;

/**
 * An SVG the build wrote as a data: URL, with its spaces and angle brackets written out instead of
 * percent-encoded: a quoted url() takes them as they are (the URL parser encodes them itself),
 * and the inline copy of the hero's backdrop is a fifth shorter. Never where it would end the
 * <style> element.
 */
export function compactDataUrls(text: string): string {
  return text.replace(/url\("data:image\/svg\+xml,([^"]*)"\)/g, (whole, body: string) => {
    const open = body.replace(/%20/g, " ").replace(/%3e/gi, ">");
    const both = open.replace(/%3c/gi, "<");
    return `url("data:image/svg+xml,${/<\/style/i.test(both) ? open : both}")`;
  });
}

function split(body: string, sep: string): string[] {
  const parts: string[] = [];
  let quote = "";
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === sep && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

export type CriticalCss = {
  /**
   * The stylesheet's rules for a page with these classes and elements (an element as `<name`),
   * whose style attributes read `styleText`.
   */
  select(tokens: Iterable<string>, styleText?: string): string;
};

export function criticalCss(css: string): CriticalCss {
  const nodes = parseCss(css);
  const frameNames = new Set<string>();
  const collectFrames = (list: CssNode[]) => {
    for (const n of list) {
      if (n.kind === "group") collectFrames(n.children);
      else if (n.kind === "at" && /keyframes$/.test(n.name)) frameNames.add(n.prelude.split(/\s+/)[1] ?? "");
    }
  };
  collectFrames(nodes);
  const refs = (text: string): Refs => ({
    vars: [...new Set(Array.from(text.matchAll(VAR), (m) => m[1]!))],
    bare: [...new Set(Array.from(text.matchAll(VAR)).flatMap((m) => (m[2] === ")" ? [m[1]!] : [])))],
    sets: [...new Set(Array.from(text.matchAll(SETS), (m) => m[1]!))],
    frames: [...new Set((text.match(WORD) ?? []).filter((w) => frameNames.has(w)))],
  });

  const toItem = (n: CssNode): Item => {
    if (n.kind === "group") return { t: "group", prelude: n.prelude, children: n.children.map(toItem) };
    if (n.kind === "at") {
      const name = n.prelude.split(/\s+/)[1] ?? "";
      if (/keyframes$/.test(n.name)) return { t: "keyframes", name, text: n.text, ...refs(n.text) };
      if (n.name === "property") return { t: "property", name, text: n.text };
      return { t: "always", text: n.text, ...refs(n.text) };
    }
    // A state the shopper has to bring about (pointing, pressing) is not there at the first paint.
    const needs = split(n.selector, ",")
      .filter((sel) => !AFTER_ACTION.test(sel))
      .flatMap((sel) => selectorNeeds(sel));
    const decls = n.nested ? [] : split(n.body, ";");
    if (
      needs.length > 0 &&
      needs.every((s) => s.length === 0) &&
      decls.length > 0 &&
      decls.every((d) => d.startsWith("--"))
    ) {
      return {
        t: "defs",
        selector: n.selector,
        decls: decls.map((d) => ({
          name: d.slice(0, d.indexOf(":")).trim(),
          text: d,
          initial: d.slice(d.indexOf(":") + 1).trim() === "initial",
          ...refs(d.slice(d.indexOf(":"))),
        })),
      };
    }
    const text = compactDataUrls(`${n.selector}{${n.body}}`);
    return { t: "rule", text, needs, ...refs(n.body) };
  };
  const items = nodes.map(toItem);

  // Every custom property's definitions, to follow one value's references to others.
  const definitions = new Map<string, Refs[]>();
  const walkDefs = (list: Item[]) => {
    for (const it of list) {
      if (it.t === "group") walkDefs(it.children);
      else if (it.t === "defs")
        for (const d of it.decls) definitions.set(d.name, [...(definitions.get(d.name) ?? []), d]);
    }
  };
  walkDefs(items);
  const keyframes = new Map<string, Refs>();
  const walkFrames = (list: Item[]) => {
    for (const it of list) {
      if (it.t === "group") walkFrames(it.children);
      else if (it.t === "keyframes") keyframes.set(it.name, it);
    }
  };
  walkFrames(items);

  // Tailwind declares its `--tw-*` properties twice: registered (@property: not inherited, an
  // initial value), and, for browsers without @property, set on every element under an @supports.
  // The inline part writes only the second, for every browser: the same values, in a third of the
  // room; the registrations come with the whole file.
  const registered = new Set<string>();
  const walkProps = (list: Item[]) => {
    for (const it of list) {
      if (it.t === "group") walkProps(it.children);
      else if (it.t === "property" && /inherits:\s*false/.test(it.text)) registered.add(it.name);
    }
  };
  walkProps(items);
  const covered = new Set<string>();
  const markFallbacks = (list: Item[]) => {
    for (const it of list) {
      if (it.t !== "group") continue;
      const isFallback =
        it.prelude.startsWith("@supports") &&
        it.children.length > 0 &&
        it.children.every((c) => c.t === "defs" && c.decls.every((d) => registered.has(d.name)));
      if (isFallback) {
        it.unwrap = true;
        for (const c of it.children) if (c.t === "defs") for (const d of c.decls) covered.add(d.name);
      } else markFallbacks(it.children);
    }
  };
  markFallbacks(items);
  const fallbackOnly = registered.size > 0 && [...registered].every((name) => covered.has(name));

  // A registered property whose initial value is `initial` reads as if it were not there; where it
  // is only ever read with a fallback, and nothing on the page sets it (so no ancestor can pass a
  // value down), its reset changes nothing.
  const resettable = (d: { name: string; initial: boolean }) => d.initial && registered.has(d.name);
  const applies = (needs: string[][], classes: Set<string>) => needs.some((sel) => sel.every((c) => classes.has(c)));

  function select(classes: Set<string>, styleRefs: Refs): string {
    const vars = new Set<string>();
    const bare = new Set<string>();
    const sets = new Set<string>();
    const frames = new Set<string>();
    const pending: Refs[] = [];
    const follow = (r: Refs) => pending.push(r);
    const mark = (list: Item[]) => {
      for (const it of list) {
        if (it.t === "group") {
          if (!REFINEMENT.test(it.prelude)) mark(it.children);
        } else if ((it.t === "rule" && applies(it.needs, classes)) || it.t === "always") follow(it);
      }
    };
    mark(items);
    follow(styleRefs);
    // Follow references: a value naming another property, an animation naming its keyframes.
    while (pending.length) {
      const r = pending.pop()!;
      for (const v of r.bare) bare.add(v);
      for (const v of r.sets) sets.add(v);
      for (const v of r.vars) {
        if (vars.has(v)) continue;
        vars.add(v);
        for (const d of definitions.get(v) ?? []) follow(d);
      }
      for (const f of r.frames) {
        if (frames.has(f)) continue;
        frames.add(f);
        const k = keyframes.get(f);
        if (k) follow(k);
      }
    }
    const out: string[] = [];
    const emit = (list: Item[], into: string[]) => {
      for (const it of list) {
        if (it.t === "group") {
          if (REFINEMENT.test(it.prelude)) continue;
          const inner: string[] = [];
          emit(it.children, inner);
          if (it.unwrap && fallbackOnly) into.push(...inner);
          else if (inner.length) into.push(`${it.prelude}{${inner.join("")}}`);
        } else if (it.t === "rule") {
          if (applies(it.needs, classes)) into.push(it.text);
        } else if (it.t === "defs") {
          const kept = it.decls.filter(
            (d) => vars.has(d.name) && (!resettable(d) || bare.has(d.name) || sets.has(d.name)),
          );
          if (kept.length) into.push(`${it.selector}{${kept.map((d) => d.text).join(";")}}`);
        } else if (it.t === "keyframes") {
          if (frames.has(it.name)) into.push(it.text);
        } else if (it.t === "property") {
          if (vars.has(it.name) && !(fallbackOnly && registered.has(it.name))) into.push(it.text);
        } else into.push(it.text);
      }
    };
    emit(items, out);
    return out.join("");
  }

  return {
    select(tokens, styleText = "") {
      return select(new Set(tokens), refs(styleText));
    },
  };
}
