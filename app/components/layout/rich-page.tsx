// The information pages' look for staff-written text (h2, h3, paragraphs, lists, bold and links),
// as the pages had when their text was in the source; only the information pages import it.
import { contentClasses } from "../../content/pages/content-shared";
import { RichContent } from "./rich-content";

/** The information pages' look for h2, h3, p, lists, bold and links inside staff-written HTML. */
export const RICH_PAGE_CLASS =
  "space-y-4 text-base [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-gray-900 [&_h2]:sm:text-3xl [&_h2:first-child]:mt-0 " +
  "[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900 [&_p]:leading-relaxed [&_p]:text-gray-700 " +
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:text-gray-700 [&_ul]:marker:text-purple-600 " +
  "[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:text-gray-700 [&_ol]:marker:font-semibold [&_ol]:marker:text-purple-600 " +
  "[&_strong]:font-semibold [&_strong]:text-gray-900 [&_a]:font-medium [&_a]:text-purple-700 [&_a]:underline [&_a]:decoration-purple-300 [&_a]:underline-offset-2 hover:[&_a]:text-fuchsia-600";

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
      answer: (
        <RichContent
          html={i.answerHtml}
          className="space-y-3 [&_a]:text-purple-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold"
        />
      ),
    })),
  }));
}
