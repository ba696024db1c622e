// A flavour's lots on the Stock screen (lot, best before, tubs left, whether it is still sold),
// the form that receives a lot, and the sellable margin: how many days before best-before a lot
// stops being sold.
import { useEffect, useId, useState } from "react";
import type { StockLine } from "../../../../core/stock";
import { LOT_STATE_LABELS, type LotLine, type LotState } from "../../../../core/stock-lots";
import { useHydrated } from "../../../lib/use-hydrated";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";
import { Outcome, useStockForm } from "./stock-form";

const STATE_TONES: Record<LotState, string> = {
  sellable: "bg-emerald-100 text-emerald-800",
  near: "bg-amber-100 text-amber-900",
  "not-sellable": "bg-red-100 text-red-800",
  quarantined: "bg-gray-200 text-gray-800",
};

function Quarantine({ lot }: { lot: LotLine }) {
  const form = useStockForm();
  const hydrated = useHydrated();
  return (
    <form.fetcher.Form
      method="post"
      onSubmit={(e) => {
        const question = `Quarantine lot ${lot.lotNumber}? Its ${lot.remaining} tubs are never shipped and stop counting as on hand.`;
        if (!window.confirm(question)) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="quarantine" />
      <input type="hidden" name="lot" value={lot.id} />
      <button type="submit" className={buttonClass.ghost} disabled={!hydrated || form.busy}>
        Quarantine<span className="sr-only"> lot {lot.lotNumber}</span>
      </button>
      <Outcome formError={form.formError} />
    </form.fetcher.Form>
  );
}

/** Owner and managers only (the Stock screen is theirs): a quarantine that proved unfounded. */
function Release({ lot }: { lot: LotLine }) {
  const form = useStockForm();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-sm font-semibold text-purple-800">
        Release from quarantine<span className="sr-only"> lot {lot.lotNumber}</span>
      </summary>
      <form.fetcher.Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="release" />
        <input type="hidden" name="lot" value={lot.id} />
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-xs font-semibold text-gray-800">
            Why it can be sold again
          </label>
          <input id={`${id}-reason`} name="reason" required maxLength={500} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass.secondary} disabled={!hydrated || form.busy}>
          Release
        </button>
        <Outcome formError={form.formError} />
      </form.fetcher.Form>
    </details>
  );
}

export function FlavourLots({ flavor, lots }: { flavor: string; lots: readonly LotLine[] }) {
  if (lots.length === 0) return null;
  return (
    <div className="border-t border-gray-100 pt-4" data-testid="stock-lots">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-gray-900">Lots of {flavor}</caption>
        <thead>
          <tr className="text-xs text-gray-600">
            <th scope="col" className="pb-1 pr-2 font-semibold">
              Lot
            </th>
            <th scope="col" className="pb-1 pr-2 font-semibold">
              Best before
            </th>
            <th scope="col" className="pb-1 pr-2 text-right font-semibold">
              Left
            </th>
            <th scope="col" className="pb-1 font-semibold">
              <span className="sr-only">State</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lots.map((lot) => (
            <tr key={lot.id} className="border-t border-gray-100 align-top" data-testid="stock-lot">
              <td className="py-1.5 pr-2 font-medium text-gray-900">{lot.lotNumber}</td>
              <td className="py-1.5 pr-2 text-gray-800">{lot.bestBeforeText}</td>
              <td className="py-1.5 pr-2 text-right text-gray-900 tabular-nums">{lot.remaining}</td>
              <td className="py-1.5">
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_TONES[lot.state]}`}
                >
                  {LOT_STATE_LABELS[lot.state]}
                </span>
                {lot.state === "quarantined" ? <Release lot={lot} /> : <Quarantine lot={lot} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const FIELDS = [
  ["quantity", "Tubs", "numeric", "text"],
  ["lotNumber", "Lot number", "text", "text"],
  ["bestBefore", "Best before", "text", "date"],
  ["supplierReference", "Supplier reference", "text", "text"],
  ["receivedAt", "Received", "text", "date"],
] as const;

export function ReceiveLot({ line }: { line: StockLine }) {
  const id = useId();
  const form = useStockForm();
  const blank = Object.fromEntries(FIELDS.map(([name]) => [name, ""])) as Record<string, string>;
  const [values, setValues] = useState(blank);
  useEffect(() => {
    if (form.done) setValues(Object.fromEntries(FIELDS.map(([name]) => [name, ""])));
  }, [form.done]);
  return (
    <details
      className="border-t border-gray-100 pt-3"
      open={form.formError || Object.keys(form.fieldErrors).length > 0 ? true : undefined}
    >
      <summary className="inline-flex min-h-6 cursor-pointer items-center text-sm font-semibold text-purple-700">
        Receive a lot<span className="sr-only"> of {line.flavor}</span>
      </summary>
      <form.fetcher.Form method="post" aria-label={`Receive a lot of ${line.flavor}`} className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="receive" />
        <input type="hidden" name="flavour" value={line.key} />
        <div className="grid grid-cols-2 gap-2">
          {FIELDS.map(([name, label, inputMode, type]) => (
            <Field
              key={name}
              id={`${id}-${name}`}
              label={label}
              hint={name === "receivedAt" ? "Empty for today" : undefined}
              error={form.fieldErrors[name]}
            >
              {(c) => (
                <input
                  {...c}
                  name={name}
                  type={type}
                  inputMode={inputMode}
                  required={name !== "supplierReference" && name !== "receivedAt"}
                  value={values[name]}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                  className={inputClass}
                />
              )}
            </Field>
          ))}
        </div>
        <p className="text-xs text-gray-600">The tubs are added to on hand.</p>
        <button type="submit" className={buttonClass.secondary} disabled={form.busy}>
          {form.busy ? "Receiving…" : "Receive"}
        </button>
        <Outcome formError={form.formError} done={form.done} />
      </form.fetcher.Form>
    </details>
  );
}

export function SellableMargin({ days }: { days: number }) {
  const id = useId();
  const form = useStockForm();
  const [value, setValue] = useState(String(days));
  useEffect(() => setValue(String(days)), [days]);
  return (
    <form.fetcher.Form
      method="post"
      aria-label="Sellable margin"
      className="flex flex-wrap items-end gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <input type="hidden" name="intent" value="margin" />
      <Field
        id={`${id}-margin`}
        label="Stop selling a lot this many days before its best-before date"
        error={form.fieldErrors.sellableMarginDays}
      >
        {(c) => (
          <input
            {...c}
            name="sellableMarginDays"
            inputMode="numeric"
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className={`${inputClass} max-w-28`}
          />
        )}
      </Field>
      <button type="submit" className={buttonClass.secondary} disabled={form.busy}>
        {form.busy ? "Saving…" : "Save"}
      </button>
      <div className="w-full">
        <Outcome formError={form.formError} done={form.done} />
      </div>
    </form.fetcher.Form>
  );
}
