// Disclosure list (WAI-ARIA accordion pattern): each header is a button with aria-expanded and
// aria-controls; Up/Down/Home/End move between headers. `single` keeps one item open at a time.
// Without JavaScript every answer is shown (the noscript style), so nothing is out of reach.
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";

export type AccordionItem = { question: string; answer: ReactNode };

export function Accordion({
  items,
  single = false,
  headingLevel = 3,
  className = "",
}: {
  items: readonly AccordionItem[];
  single?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const Heading = `h${headingLevel}` as const;

  function toggle(i: number) {
    setOpen((prev) => {
      if (prev.has(i)) {
        const next = new Set(prev);
        next.delete(i);
        return next;
      }
      return single ? new Set([i]) : new Set(prev).add(i);
    });
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const target = e.target as HTMLElement;
    if (!target.matches("[data-accordion-trigger]")) return;
    const triggers = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]"));
    const i = triggers.indexOf(target as HTMLButtonElement);
    const to =
      e.key === "ArrowDown"
        ? (i + 1) % triggers.length
        : e.key === "ArrowUp"
          ? (i - 1 + triggers.length) % triggers.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? triggers.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    triggers[to]?.focus();
  }

  return (
    <div
      className={`divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white ${className}`}
      onKeyDown={onKeyDown}
    >
      <noscript>
        <style>{"[data-accordion-panel]{display:block!important}[data-accordion-icon]{display:none}"}</style>
      </noscript>
      {items.map((item, i) => {
        const isOpen = open.has(i);
        const buttonId = `${baseId}-h${i}`;
        const panelId = `${baseId}-p${i}`;
        return (
          <div key={item.question}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                data-accordion-trigger=""
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(i)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-gray-900 transition-colors hover:bg-purple-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-purple-600 sm:px-6"
              >
                <span>{item.question}</span>
                <svg
                  data-accordion-icon=""
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={`h-5 w-5 shrink-0 text-purple-600 transition-transform duration-200 ${isOpen ? "rotate-180" : ""}`}
                >
                  <path
                    fillRule="evenodd"
                    d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06z"
                    clipRule="evenodd"
                  />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              data-accordion-panel=""
              aria-labelledby={buttonId}
              role="region"
              hidden={!isOpen}
              className="px-5 pb-5 leading-relaxed text-gray-700 sm:px-6"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
