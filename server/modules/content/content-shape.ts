// The published body in the shapes the storefront draws: a questions page as topics of questions
// (an accordion), the benefits as cards. Each part is sanitised again on its own, so a cut in the
// middle of odd markup still gives balanced, whitelisted HTML.
import { slugOf } from "../../../core/content";
import { sanitizeRichText } from "../products/sanitize-description";

export type FaqTopic = { id: string; name: string; items: { question: string; answerHtml: string }[] };

const HEADING = /<(h2|h3)>([\s\S]*?)<\/\1>/g;
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();

/** Topics (h2) of questions (h3), each answer the markup up to the next heading. */
export function faqTopics(body: string): FaqTopic[] {
  const topics: FaqTopic[] = [];
  const marks = [...body.matchAll(HEADING)];
  const used = new Set<string>();
  marks.forEach((m, i) => {
    const end = i + 1 < marks.length ? marks[i + 1]!.index : body.length;
    const after = body.slice(m.index + m[0].length, end);
    const name = textOf(m[2]!);
    if (m[1] === "h2") {
      let id = slugOf(name);
      while (used.has(id)) id = `${id}-more`;
      used.add(id);
      topics.push({ id, name, items: [] });
      return;
    }
    if (topics.length === 0) topics.push({ id: "questions", name: "Questions", items: [] });
    topics.at(-1)!.items.push({ question: name, answerHtml: sanitizeRichText(after, []) });
  });
  return topics.filter((t) => t.items.length > 0);
}

/** Each list item of the benefits, as HTML (its bold part is the card's title). */
export function benefitItems(body: string): string[] {
  return [...body.matchAll(/<li>([\s\S]*?)<\/li>/g)]
    .map((m) => sanitizeRichText(m[1]!, []))
    .filter((html) => textOf(html) !== "");
}
