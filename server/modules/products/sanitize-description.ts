import sanitizeHtml from "sanitize-html";
import { isSafeRichTextLink } from "../../../core/safe-link";

// The shop's one server-side sanitiser for staff-written rich text (ADR 0019): product
// descriptions and the editable content pages. Anything that could run script, load content or
// restyle the page is dropped on save: script and style with their text, event handlers, iframes,
// images, and any link but an https address, a page of the shop, mailto and tel (core/safe-link.ts:
// no `javascript:`, and no "/\evil.com", which browsers follow to another site).
const BASE: sanitizeHtml.IOptions = {
  // rel is the one the transform below sets (any rel sent is replaced by it).
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
};

/** A link keeps its address only when the shop's link rule accepts it; its text stays either way. */
const safeAnchor: sanitizeHtml.Transformer = (_tag, attribs) => {
  const { href, ...rest } = attribs;
  const out: sanitizeHtml.Attributes = {};
  if (href !== undefined && isSafeRichTextLink(href.trim())) out.href = href.trim();
  return { tagName: "a", attribs: { ...out, ...rest, rel: "noopener noreferrer" } };
};

const DESCRIPTION: sanitizeHtml.IOptions = {
  ...BASE,
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "span", "a", "h3", "h4"],
  transformTags: { a: safeAnchor },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION).trim();
}

/**
 * Content pages: headings (the levels the piece offers), paragraphs, lists, links, bold and
 * italic, nothing else. `b` and `i` become `strong` and `em`, as the editor writes them; a
 * heading level the piece does not offer becomes a paragraph.
 */
export function sanitizeRichText(html: string, headings: readonly string[]): string {
  const others = ["h1", "h2", "h3", "h4", "h5", "h6"].filter((h) => !headings.includes(h));
  return sanitizeHtml(html, {
    ...BASE,
    allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "a", ...headings, ...others],
    transformTags: {
      a: safeAnchor,
      b: "strong",
      i: "em",
      ...Object.fromEntries(others.map((h) => [h, "p"])),
    },
  }).trim();
}
