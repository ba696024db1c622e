// The Overview's first-run checklist (owners): what the shop still needs before real orders,
// each linking to where it is fixed. Gone once everything is done.
import { Link } from "react-router";
import type { SetupItem } from "../../../../core/setup-checklist";

export function SetupChecklist({ items }: { items: readonly SetupItem[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="setup-title"
      className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
      data-testid="setup-checklist"
    >
      <h3 id="setup-title" className="font-semibold text-gray-900">
        Before you take real orders
      </h3>
      <ul className="mt-2 space-y-2 text-sm">
        {items.map((i) => (
          <li key={i.id} data-setup-item={i.id} className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
            <span className="text-gray-900">{i.text}</span>
            <Link
              to={i.href}
              className="inline-flex min-h-6 items-center font-medium whitespace-nowrap text-purple-800"
            >
              {i.linkText}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
