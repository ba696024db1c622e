// The drawer's promo code field: apply a code (the server says whether it can be used and what
// it takes off), see it applied, remove it.
import { useId, useState } from "react";
import { FieldError } from "../ui/field";

export function CartPromo(props: {
  code: string | null;
  error: string | null;
  busy: boolean;
  onApply(code: string): void;
  onRemove(): void;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  if (props.code) {
    return (
      <div className="mb-3 flex items-center justify-between gap-2 text-sm" data-testid="promo-applied">
        <p className="font-medium text-emerald-800">Code {props.code} applied</p>
        <button
          type="button"
          onClick={props.onRemove}
          className="min-h-6 font-medium text-gray-600 underline hover:text-red-700"
        >
          Remove<span className="sr-only"> code {props.code}</span>
        </button>
      </div>
    );
  }
  return (
    <form
      className="mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (typed.trim()) props.onApply(typed);
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        Promo code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm uppercase outline-none focus:border-purple-500 focus:ring-2 focus:ring-purple-500/30 aria-invalid:border-red-400"
        />
        <button
          type="submit"
          disabled={props.busy}
          className="rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          {props.busy ? "Checking…" : "Apply"}
        </button>
      </div>
      <div role="alert">
        <FieldError id={id} error={props.error ?? undefined} />
      </div>
    </form>
  );
}
