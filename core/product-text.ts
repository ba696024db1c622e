// A product's description is stored as sanitised HTML; these read it as text for meta tags,
// structured data and the short line on a card.

/**
 * A product's description as plain text (it is stored as sanitised HTML), for meta tags, structured
 * data and the short line on a card.
 */
export function plainDescription(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The card's short description: the description's first sentence, or its first `max` characters. */
export function shortDescription(html: string, max = 160): string {
  const text = plainDescription(html);
  const sentence = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).trimEnd()}…`;
}
