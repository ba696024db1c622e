// Which part of the stylesheet a page's HTML carries, and how the whole file follows (ADR 0034).
//
// The first screen is the top of the page: its classes and elements are read in the order they
// come, up to the first section that waits to be laid out until it is near (`.render-when-near`,
// ADR 0029), and as many of them as the rules they need fit in the budget. A shopper's browser
// lays the page out top down, so what is left out is what is furthest down.
import { criticalCss, type CriticalCss } from "./critical-css.server";

/** At most this much CSS (bytes) goes into a page's <style>. */
export const CRITICAL_CSS_BUDGET = 14_000;

const BELOW_FIRST_SCREEN = "render-when-near";
const TAG = /<([a-zA-Z][\w-]*)((?:\s[^>]*)?)>/g;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const unescapeHtml = (s: string) => s.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!);

type Token = { token: string; at: number };

const DATE_KINDS = new Set(["date", "time", "datetime-local", "month", "week"]);
/** An input's type as the stylesheet's control parts tell them apart (css-rules.server.ts). */
function inputKind(attrs: string): string {
  const type = /\stype="([^"]*)"/.exec(attrs)?.[1]?.toLowerCase() ?? "text";
  return DATE_KINDS.has(type) ? "date" : type;
}

/**
 * The classes and element names (`<name`) of the first screen, each at its first appearance in
 * document order, the style attributes with where they are, and what every cut of the page keeps:
 * the class that holds back the sections below (content-visibility). Without its rule the whole
 * page below would be laid out, and its styles worked out, at the first paint and again when the
 * whole file arrives.
 */
export function firstScreenTokens(html: string): { tokens: Token[]; styles: Token[]; always: string[] } {
  const below = html.indexOf(BELOW_FIRST_SCREEN);
  const end = below === -1 ? html.length : html.lastIndexOf("<", below);
  const seen = new Set<string>();
  const tokens: Token[] = [];
  const styles: Token[] = [];
  const add = (token: string, at: number) => {
    if (seen.has(token)) return;
    seen.add(token);
    tokens.push({ token, at });
  };
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m && m.index < end; m = TAG.exec(html)) {
    const tag = m[1]!.toLowerCase();
    add(`<${tag}`, m.index);
    const attrs = m[2];
    if (!attrs) continue;
    if (tag === "input") add(`<input:${inputKind(attrs)}`, m.index);
    const cls = /\sclass="([^"]*)"/.exec(attrs)?.[1];
    if (cls) for (const c of unescapeHtml(cls).split(/\s+/)) if (c) add(c, m.index);
    const style = /\sstyle="([^"]*)"/.exec(attrs)?.[1];
    if (style) styles.push({ token: unescapeHtml(style), at: m.index });
  }
  return { tokens, styles, always: below === -1 ? [] : [BELOW_FIRST_SCREEN] };
}

export type PageCss = {
  /** The CSS for the <style> of a page with this HTML (at least its shell). */
  forPage(html: string): string;
};

export function pageCss(css: string, budget = CRITICAL_CSS_BUDGET): PageCss {
  const index: CriticalCss = criticalCss(css);
  // Pages of one kind read the same classes in the same order: one answer serves them all.
  const memo = new Map<string, string>();
  return {
    forPage(html) {
      const { tokens, styles, always } = firstScreenTokens(html);
      const key = `${[...always, ...tokens.map((t) => t.token)].join(" ")}\n${styles.map((s) => s.token).join("\n")}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      const upTo = (n: number) => {
        const cut = n < tokens.length ? tokens[n]!.at : Infinity;
        return index.select(
          [...always, ...tokens.slice(0, n).map((t) => t.token)],
          styles
            .filter((s) => s.at < cut)
            .map((s) => s.token)
            .join(";"),
        );
      };
      let out = upTo(tokens.length);
      if (out.length > budget) {
        // The longest start of the page whose rules fit: more classes never need fewer rules.
        let lo = 0;
        let hi = tokens.length;
        out = upTo(0);
        while (hi - lo > 1) {
          const mid = (lo + hi) >> 1;
          const css = upTo(mid);
          if (css.length <= budget) [lo, out] = [mid, css];
          else hi = mid;
        }
      }
      out = out.replace(/<\/style/gi, "<\\/style");
      if (memo.size >= 256) memo.clear();
      memo.set(key, out);
      return out;
    },
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The page with its first screen's CSS in `<style id="shop-css">` and the whole stylesheet
 * linked where it holds nothing up: `media="print"` (fetched without blocking anything, applied
 * by the after-paint loader, which sets `media` to `all`) before the app's inert module script,
 * and for a browser without scripts the same link in a <noscript>.
 * `critical: false` (staff pages) links the whole file from the head the ordinary way instead.
 */
export function withPageCss(html: string, href: string, css: string | null): string {
  const url = escapeAttr(href);
  const style = /<style id="shop-css"([^>]*)><\/style>/.exec(html);
  if (!style) return html;
  if (css === null) {
    return `${html.slice(0, style.index)}<link rel="stylesheet" href="${url}"/>${html.slice(style.index)}`;
  }
  const filled = `${html.slice(0, style.index)}<style id="shop-css"${style[1]}>${css}</style>${html.slice(style.index + style[0].length)}`;
  const link = `<link rel="stylesheet" href="${url}" media="print" data-after-paint=""/><noscript><link rel="stylesheet" href="${url}"/></noscript>`;
  const module = filled.indexOf(`id="app-module"`);
  const at = module !== -1 ? filled.lastIndexOf("<script", module) : filled.lastIndexOf("</body>");
  return at === -1 ? filled + link : filled.slice(0, at) + link + filled.slice(at);
}
