// A listbox dropdown that closes on an outside click with a 200 ms fade (docs/spec.md §2).
import { useEffect, useId, useRef, useState } from "react";
import { TIMINGS } from "../../../core/constants";
import { useHydrated } from "../../lib/use-hydrated";

type Props = {
  label: string;
  value: string;
  options: readonly string[];
  onChange(value: string): void;
  disabled?: boolean;
  renderSwatch?(option: string): React.ReactNode;
  /** Why an option cannot be chosen now ('Sold out'), shown beside it; null when it can. */
  unavailable?(option: string): string | null;
};

export function Dropdown({ label, value, options, onChange, disabled, renderSwatch, unavailable }: Props) {
  const id = useId();
  // Only the scripts can open the list: until they run the button is visibly not ready.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [active, setActive] = useState(() => Math.max(0, options.indexOf(value)));
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const close = (focusButton = false) => {
    setClosing(true);
    window.setTimeout(() => {
      setOpen(false);
      setClosing(false);
    }, TIMINGS.dropdownFadeMs);
    if (focusButton) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);

  useEffect(() => {
    if (open && !closing) list.current?.focus();
  }, [open, closing]);

  const choose = (i: number) => {
    const v = options[i];
    // An unavailable option stays in the list (the shopper sees why) but cannot be picked.
    if (v !== undefined && unavailable?.(v)) return;
    if (v !== undefined) onChange(v);
    close(true);
  };

  const onListKey = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowDown") setActive((a) => Math.min(options.length - 1, a + 1));
    else if (e.key === "ArrowUp") setActive((a) => Math.max(0, a - 1));
    else if (e.key === "Home") setActive(0);
    else if (e.key === "End") setActive(options.length - 1);
    else if (e.key === "Enter" || e.key === " ") choose(active);
    else if (e.key === "Escape" || e.key === "Tab") close(e.key === "Escape");
    else return;
    e.preventDefault();
  };

  return (
    <div ref={root} className="relative">
      <span id={`${id}-label`} className="mb-1 block text-xs font-semibold tracking-wide text-gray-600 uppercase">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        disabled={disabled || !hydrated}
        aria-haspopup="listbox"
        aria-expanded={open && !closing}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => {
          if (open) close();
          else {
            setActive(Math.max(0, options.indexOf(value)));
            setOpen(true);
          }
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className={`flex w-full items-center justify-between gap-2 rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-left text-sm font-medium text-gray-900 shadow-sm hover:border-purple-400 disabled:cursor-not-allowed disabled:bg-gray-50 ${hydrated ? "" : "cursor-progress!"}`}
      >
        <span id={`${id}-value`} className="flex items-center gap-2">
          {renderSwatch?.(value)}
          {value}
          {unavailable?.(value) ? (
            <span className="text-xs font-semibold text-red-700">({unavailable(value)})</span>
          ) : null}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-gray-500">
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open ? (
        <ul
          ref={list}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-activedescendant={`${id}-opt-${active}`}
          onKeyDown={onListKey}
          className={`absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg transition-opacity duration-200 ${closing ? "opacity-0" : "opacity-100"}`}
        >
          {options.map((o, i) => {
            const why = unavailable?.(o) ?? null;
            return (
              <li
                key={o}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={o === value}
                aria-disabled={why ? true : undefined}
                onPointerEnter={() => setActive(i)}
                onClick={() => choose(i)}
                className={`flex items-center gap-2 px-3 py-2 text-sm ${why ? "cursor-not-allowed text-gray-500" : "cursor-pointer"} ${i === active ? "bg-purple-50 text-purple-900" : why ? "" : "text-gray-800"} ${o === value ? "font-semibold" : ""}`}
              >
                {renderSwatch?.(o)}
                {o}
                {why ? <span className="ml-auto text-xs font-semibold text-red-700">{why}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
