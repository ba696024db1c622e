import { useEffect, useId, useRef, useState } from "react";
import { useAdoptOnHydrate, useHydrated } from "../../lib/use-hydrated";
import { MAX_QUANTITY, MIN_QUANTITY } from "../../../core/constants";
import { applyTypedQuantity, canDecrease, canIncrease } from "../../../core/quantity";

/** Minus, a number field and plus; typed values outside 1–5 or not numbers are ignored (docs/spec.md §5). */
export function QuantityStepper(props: {
  value: number;
  onChange(q: number): void;
  readOnly?: boolean;
  label?: string;
}) {
  const { value, onChange, readOnly } = props;
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const field = useRef<HTMLInputElement>(null);
  // A number typed before the scripts ran counts; the buttons wait for the scripts.
  const hydrated = useHydrated();
  useAdoptOnHydrate(() => {
    const typed = field.current?.value;
    if (typed === undefined || typed === draft) return;
    const next = applyTypedQuantity(value, typed);
    setDraft(String(next));
    if (next !== value) onChange(next);
  });
  const btn =
    "flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 bg-white text-lg font-bold text-gray-800 hover:border-purple-500 hover:text-purple-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-gray-300 disabled:hover:text-gray-800";
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {props.label ?? "Quantity"}
      </label>
      <button
        type="button"
        className={btn}
        aria-label="Decrease quantity"
        disabled={readOnly || !hydrated || !canDecrease(value)}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        ref={field}
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-describedby={`${id}-range`}
        readOnly={readOnly}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          const next = applyTypedQuantity(value, e.target.value);
          if (next !== value) onChange(next);
        }}
        onBlur={() => setDraft(String(value))}
        className="h-10 w-14 rounded-xl border border-gray-300 text-center text-base font-semibold"
      />
      <span id={`${id}-range`} className="sr-only">
        From {MIN_QUANTITY} to {MAX_QUANTITY}
      </span>
      <button
        type="button"
        className={btn}
        aria-label="Increase quantity"
        disabled={readOnly || !hydrated || !canIncrease(value)}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
