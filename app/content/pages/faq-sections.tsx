// Renders FAQ categories (/faqs, /fap): a jump list, then one section per category with its
// questions as an accordion. Presentational only.
import { Accordion, type AccordionItem } from "../../components/ui/accordion";
import { contentClasses as c } from "./content-shared";

/** A topic: its anchor id, its name and its questions (answers as text or staff-written HTML). */
export type FaqTopicView = { id: string; name: string; items: readonly AccordionItem[] };

export function FaqSections({ categories, label }: { categories: readonly FaqTopicView[]; label: string }) {
  return (
    <>
      <nav aria-label={label} className={`${c.card} space-y-3`}>
        <h2 className={c.h3}>Jump to a topic</h2>
        <ul className="flex flex-wrap gap-2" role="list">
          {categories.map((cat) => (
            <li key={cat.id}>
              <a
                href={`#${cat.id}`}
                className="inline-block rounded-full border border-purple-200 bg-purple-50 px-4 py-2 text-sm font-medium text-purple-800 transition-colors hover:bg-purple-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600"
              >
                {cat.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((cat) => (
        <section key={cat.id} id={cat.id} aria-labelledby={`${cat.id}-heading`} className={c.section}>
          <h2 id={`${cat.id}-heading`} className={c.h2}>
            {cat.name}
          </h2>
          <Accordion items={cat.items} />
        </section>
      ))}
    </>
  );
}
