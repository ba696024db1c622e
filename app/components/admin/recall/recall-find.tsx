// The Recall screen's two ways to find what to recall: one lot by the number printed on the tub,
// or every lot of a flavour best before within a range of dates. Plain GET forms, so they work
// from the first paint and the address names the recall.
import { Form } from "react-router";
import type { RecallSelection } from "../../../../core/recall";
import { buttonClass, inputClass } from "../shared/form-controls";

const labelClass = "mb-1 block text-sm font-semibold text-gray-900";

export function RecallFind(props: {
  selection: RecallSelection | null;
  flavours: readonly string[];
  error: string | null;
  busy: boolean;
}) {
  const { selection, flavours, error, busy } = props;
  const lot = selection?.kind === "lot" ? selection : null;
  const range = selection?.kind === "range" ? selection : null;
  const key = JSON.stringify(selection);
  const errorOf = (kind: RecallSelection["kind"]) => (error && selection?.kind === kind ? error : null);
  const lotError = errorOf("lot");
  const rangeError = errorOf("range");
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
        role="search"
        aria-label="Find a lot"
      >
        <div className="min-w-48 flex-1">
          <label htmlFor="recall-lot" className={labelClass}>
            Lot number
          </label>
          <input
            id="recall-lot"
            name="lot"
            defaultValue={lot?.lotNumber ?? ""}
            key={key}
            maxLength={40}
            autoComplete="off"
            aria-invalid={lotError ? true : undefined}
            aria-describedby={lotError ? "recall-error" : undefined}
            className={`${inputClass} min-h-10 uppercase`}
          />
        </div>
        <button type="submit" className={`${buttonClass.primary} min-h-10`} disabled={busy}>
          Find
        </button>
        {lotError ? (
          <p id="recall-error" role="alert" className="w-full text-sm font-medium text-red-700">
            {lotError}
          </p>
        ) : null}
      </Form>
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
        role="search"
        aria-label="Find lots by best-before date"
      >
        <div className="min-w-40 flex-1">
          <label htmlFor="recall-flavour" className={labelClass}>
            Flavour
          </label>
          <select
            id="recall-flavour"
            name="flavour"
            key={key}
            defaultValue={range?.flavour ?? flavours[0] ?? ""}
            className={`${inputClass} min-h-10`}
          >
            {flavours.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="recall-from" className={labelClass}>
            Best before from
          </label>
          <input
            id="recall-from"
            name="from"
            type="date"
            key={key}
            defaultValue={range?.from ?? ""}
            required
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? "recall-range-error" : undefined}
            className={`${inputClass} min-h-10`}
          />
        </div>
        <div>
          <label htmlFor="recall-to" className={labelClass}>
            Best before up to
          </label>
          <input
            id="recall-to"
            name="to"
            type="date"
            key={key}
            defaultValue={range?.to ?? ""}
            required
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? "recall-range-error" : undefined}
            className={`${inputClass} min-h-10`}
          />
        </div>
        <button type="submit" className={`${buttonClass.primary} min-h-10`} disabled={busy}>
          Find lots
        </button>
        {rangeError ? (
          <p id="recall-range-error" role="alert" className="w-full text-sm font-medium text-red-700">
            {rangeError}
          </p>
        ) : null}
      </Form>
    </div>
  );
}
