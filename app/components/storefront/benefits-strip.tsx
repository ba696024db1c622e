import { RichContent } from "../layout/rich-content";

// The cards repeated three times in a continuous scroll; still for reduced motion. Their words are
// staff's to edit (admin Content screen: one list item each); the icons go round in this order.
const ICONS = [
  { icon: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" },
  { icon: "M12 21a8 8 0 100-16 8 8 0 000 16zM12 9v4l3 2M5 3L2 6M19 3l3 3" },
  { icon: "M9 18V5l12-2v13M9 18a3 3 0 11-6 0 3 3 0 016 0zM21 16a3 3 0 11-6 0 3 3 0 016 0z" },
  { icon: "M13 2L4 14h7l-1 8 9-12h-7l1-8z" },
  { icon: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7L12 3z" },
] as const;

export function BenefitsStrip({ items }: { items: readonly string[] }) {
  const rounds = [0, 1, 2];
  const cards = items.map((html, i) => ({ html, icon: ICONS[i % ICONS.length]!.icon }));
  if (cards.length === 0) return null;
  return (
    <section aria-label="Why people choose us" className="overflow-hidden border-y border-gray-100 bg-gray-50 py-6">
      <ul className="benefits-track flex w-max gap-4">
        {rounds.flatMap((r) =>
          cards.map((b, i) => (
            <li
              key={`${r}-${i}`}
              aria-hidden={r > 0 ? true : undefined}
              className="flex w-72 shrink-0 items-center gap-4 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-gray-100"
            >
              <span
                aria-hidden="true"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-purple-100 to-fuchsia-100 text-purple-700"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={b.icon} />
                </svg>
              </span>
              <RichContent html={b.html} className="rich-text benefit text-sm text-gray-600" />
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
