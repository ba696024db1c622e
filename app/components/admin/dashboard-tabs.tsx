// The dashboard's tab strip (WAI-ARIA tabs: arrow keys move between tabs).
import { useRef, type KeyboardEvent } from "react";

export const DASHBOARD_TABS = [
  { id: "products", label: "Products" },
  { id: "videos", label: "Video Manager" },
  { id: "demo", label: "Product Demo" },
  { id: "orders", label: "Orders" },
  { id: "returns", label: "Returns" },
  { id: "messages", label: "Messages" },
] as const;

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]["id"];

export function isDashboardTab(v: string | null): v is DashboardTabId {
  return DASHBOARD_TABS.some((t) => t.id === v);
}

export function DashboardTabs(props: {
  current: DashboardTabId;
  onSelect(id: DashboardTabId): void;
  counts?: Partial<Record<DashboardTabId, number>>;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(e: KeyboardEvent, index: number) {
    const last = DASHBOARD_TABS.length - 1;
    const next =
      e.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : e.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    refs.current[next]?.focus();
    props.onSelect(DASHBOARD_TABS[next]!.id);
  }
  return (
    <div className="border-b border-gray-200">
      <div role="tablist" aria-label="Dashboard sections" className="-mb-px flex gap-1 overflow-x-auto">
        {DASHBOARD_TABS.map((t, i) => {
          const selected = t.id === props.current;
          const count = props.counts?.[t.id];
          return (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={selected}
              aria-controls={`panel-${t.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => props.onSelect(t.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`shrink-0 border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition sm:px-4 ${
                selected
                  ? "border-purple-600 text-purple-700"
                  : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900"
              }`}
            >
              {t.label}
              {count ? (
                <span className="ml-2 rounded-full bg-fuchsia-100 px-1.5 py-0.5 text-xs font-semibold text-fuchsia-800">
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** A tab whose capability has not landed yet says so plainly. */
export function NotYetAvailable({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-gray-300 bg-white px-6 py-16 text-center">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-gray-600">{text}</p>
    </div>
  );
}
