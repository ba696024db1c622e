// The information pages' look for staff-written text (h2, h3, paragraphs, lists, bold and links),
// as the pages had when their text was in the source; only the information pages import it.
import { contentClasses } from "../../content/pages/content-shared";
import { RichContent } from "./rich-content";

/** The information pages' look for staff-written HTML (app.css). */
export const RICH_PAGE_CLASS = "rich-page text-base";

/** An information page's editable body in its readable column. */
export function RichPage({ html }: { html: string }) {
  return (
    <div className={contentClasses.wrapper}>
      <RichContent html={html} className={RICH_PAGE_CLASS} />
    </div>
  );
}

/** A questions page's topics, each answer drawn as staff wrote it. */
export function faqTopicViews(
  topics: readonly { id: string; name: string; items: readonly { question: string; answerHtml: string }[] }[],
) {
  return topics.map((t) => ({
    id: t.id,
    name: t.name,
    items: t.items.map((i) => ({
      question: i.question,
      answer: <RichContent html={i.answerHtml} className="rich-text" />,
    })),
  }));
}
