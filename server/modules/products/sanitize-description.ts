import sanitizeHtml from "sanitize-html";

// Descriptions may carry simple formatting; anything that could run script,
// load content or restyle the page is dropped on save.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "span", "a", "h3", "h4"],
  // rel is the one the transform below sets (any rel sent is replaced by it).
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
