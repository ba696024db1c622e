// The rich-text editor's whitelist, run in the browser: what it loads, what staff paste and what it
// gives back are reduced to headings, paragraphs, lists, links, bold and italic. The server
// sanitises again on save (the browser is never trusted); this keeps the editor's own output tidy
// and stops pasted markup (images with handlers, styles, scripts) from ever entering the page.
import { isSafeRichTextLink } from "../../../../core/safe-link";

/** A heading level an editor offers, with its toolbar button's name. */
export type HeadingChoice = { tag: "h2" | "h3" | "h4"; label: string };

/** The block and inline tags an editor may hold; headings are chosen per editor. */
export type RichTextTags = { headings: readonly string[] };

const INLINE: Record<string, string> = { strong: "strong", b: "strong", em: "em", i: "em", a: "a", br: "br" };
const LISTS = new Set(["ul", "ol"]);
/** Dropped with everything inside them. */
const DROPPED = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "object",
  "embed",
  "img",
  "picture",
  "video",
  "audio",
  "svg",
  "math",
  "canvas",
  "noscript",
  "head",
  "title",
  "meta",
  "link",
  "input",
  "button",
  "select",
  "textarea",
  "form",
]);
const BLOCKISH = new Set(["p", "div", "section", "article", "blockquote", "pre", "header", "footer", "main", "aside"]);
/**
 * An address a link may have: https, mailto, tel or a page of the shop ("/returns"; the content pages
 * link to each other), by the server's own rule (core/safe-link.ts), nothing that runs script or
 * leaves the shop by a path that only looks like one of its pages.
 */
export function isSafeHref(href: string): boolean {
  return isSafeRichTextLink(href.trim());
}

/**
 * Parses `html` in an inert document (nothing in it loads or runs) and writes the allowed part of
 * it into `into` (a fresh element in the page's document).
 */
export function cleanInto(html: string, into: HTMLElement, tags: RichTextTags): void {
  const parsed = new DOMParser().parseFromString(withoutHandlers(html), "text/html").body;
  const doc = into.ownerDocument;
  let para: HTMLElement | null = null; // loose inline content at the top gathers into a paragraph

  const headingOf = (tag: string): string | null => {
    if (!/^h[1-6]$/.test(tag) || tags.headings.length === 0) return null;
    // A level the editor does not offer becomes the nearest one it does.
    const wanted = Number(tag[1]);
    return [...tags.headings].sort((a, b) => Math.abs(Number(a[1]) - wanted) - Math.abs(Number(b[1]) - wanted))[0]!;
  };

  /** Inline content of `from` into `to`: text, bold, italic, links, line breaks. */
  function inline(from: Node, to: HTMLElement): void {
    for (const node of [...from.childNodes]) {
      if (node.nodeType === Node.TEXT_NODE) {
        to.append(doc.createTextNode((node.textContent ?? "").replace(/\u00a0/g, " ")));
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const el = node as Element;
      const tag = el.tagName.toLowerCase();
      if (DROPPED.has(tag)) continue;
      const kept = INLINE[tag];
      if (kept === "br") {
        to.append(doc.createElement("br"));
      } else if (kept === "a") {
        const href = el.getAttribute("href") ?? "";
        if (isSafeHref(href)) {
          const a = doc.createElement("a");
          a.setAttribute("href", href.trim());
          inline(el, a);
          to.append(a);
        } else inline(el, to);
      } else if (kept) {
        const out = doc.createElement(kept);
        inline(el, out);
        to.append(out);
      } else {
        // Any other wrapper (span, font, u, a nested block…): its content stays, the tag goes.
        if (BLOCKISH.has(tag) || /^h[1-6]$/.test(tag) || tag === "li") {
          if (to.lastChild && to.lastChild.nodeName !== "BR" && to.textContent) to.append(doc.createElement("br"));
        }
        inline(el, to);
      }
    }
  }

  function flush(): void {
    if (para && tidy(para)) into.append(para);
    para = null;
  }

  function list(el: Element, tag: string): HTMLElement {
    const out = doc.createElement(tag);
    for (const child of [...el.childNodes]) {
      const name = child.nodeName.toLowerCase();
      if (name === "li") {
        const li = doc.createElement("li");
        inline(child, li);
        if (tidy(li)) out.append(li);
      } else if (child.nodeType === Node.ELEMENT_NODE && LISTS.has(name)) {
        // A nested list joins the outer one: one level is all the shop's pages show.
        for (const li of [...list(child as Element, name).childNodes]) out.append(li);
      } else if (child.textContent?.trim()) {
        const li = doc.createElement("li");
        inline(child.nodeType === Node.TEXT_NODE ? wrap(child) : child, li);
        if (tidy(li)) out.append(li);
      }
    }
    return out;
  }

  function wrap(node: Node): Element {
    const span = parsed.ownerDocument.createElement("span");
    span.append(node.cloneNode(true));
    return span;
  }

  function block(container: Node): void {
    for (const node of [...container.childNodes]) {
      const tag = node.nodeName.toLowerCase();
      if (node.nodeType === Node.ELEMENT_NODE && DROPPED.has(tag)) continue;
      const heading = headingOf(tag);
      if (heading) {
        flush();
        const h = doc.createElement(heading);
        inline(node, h);
        if (tidy(h)) into.append(h);
      } else if (LISTS.has(tag)) {
        flush();
        const l = list(node as Element, tag);
        if (l.childNodes.length > 0) into.append(l);
      } else if (tag === "li") {
        flush();
        const l = list(wrapIn("ul", node), "ul");
        into.append(l);
      } else if (BLOCKISH.has(tag)) {
        flush();
        // A block holding blocks (a pasted <div> of paragraphs) is opened up; else it is a paragraph.
        const hasBlocks = [...node.childNodes].some((c) => {
          const n = c.nodeName.toLowerCase();
          return BLOCKISH.has(n) || LISTS.has(n) || /^h[1-6]$/.test(n);
        });
        if (hasBlocks) block(node);
        else {
          const p = doc.createElement("p");
          inline(node, p);
          if (tidy(p)) into.append(p);
        }
      } else if (node.nodeType === Node.TEXT_NODE || node.nodeType === Node.ELEMENT_NODE) {
        if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim() && !para) continue;
        para ??= doc.createElement("p");
        inline(node.nodeType === Node.TEXT_NODE ? wrap(node) : wrapIn("span", node), para);
      }
    }
    flush();
  }

  function wrapIn(tag: string, node: Node): Element {
    const el = parsed.ownerDocument.createElement(tag);
    el.append(node.cloneNode(true));
    return el;
  }

  into.replaceChildren();
  block(parsed);
}

/**
 * Renames event-handler attributes inside tags before parsing. The parse is inert and drops them
 * anyway, but Chrome checks each one against the page's Content Security Policy as it is parsed and
 * logs a violation for every pasted onclick.
 */
function withoutHandlers(html: string): string {
  return html.replace(/<[^>]*>/g, (tag) => tag.replace(/(\s)on([a-z]+\s*=)/gi, "$1data-dropped-on$2"));
}

/** Drops trailing line breaks and edge spaces; answers whether anything is left. */
function tidy(el: HTMLElement): boolean {
  while (el.lastChild?.nodeName === "BR") el.lastChild.remove();
  while (el.firstChild?.nodeName === "BR") el.firstChild.remove();
  el.normalize();
  const first = el.firstChild;
  if (first?.nodeType === Node.TEXT_NODE) first.textContent = first.textContent!.replace(/^\s+/, "");
  const last = el.lastChild;
  if (last?.nodeType === Node.TEXT_NODE) last.textContent = last.textContent!.replace(/\s+$/, "");
  return (el.textContent ?? "").trim() !== "";
}

/** The allowed part of `html`, as HTML. */
export function cleanRichText(html: string, tags: RichTextTags): string {
  const out = document.createElement("div");
  cleanInto(html, out, tags);
  return out.innerHTML;
}
