// One flavour on the Stock screen: its figures and badge, and the set and adjust forms, each
// posting to the screen's action through its own fetcher so its errors show beside its fields.
import { useEffect, useId, useRef, useState } from "react";
import type { StockLine } from "../../../../core/stock";
import type { LotLine } from "../../../../core/stock-lots";
import { useHydrated } from "../../../lib/use-hydrated";
import { Field } from "../../ui/field";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { buttonClass, inputClass } from "../shared/form-controls";
import { Outcome, useStockForm } from "./stock-form";
import { FlavourLots, ReceiveLot } from "./stock-lots";

function Badge({ line }: { line: StockLine }) {
  if (!line.counted)
    return (
      <span className="rounded-full bg-gray-100 px-2.5 py-1 text-xs font-semibold text-gray-700">Not counted</span>
    );
  if (line.available <= 0)
    return <span className="rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-800">Sold out</span>;
  if (line.low)
    return (
      <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">Low stock</span>
    );
  return (
    <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">In stock</span>
  );
}

export function stopCountingQuestion(line: StockLine): string {
  return (
    `Stop counting ${line.flavor}? Shoppers can then buy any number of tubs, as before its stock was first set, ` +
    `and its figures (${line.onHand} on hand, warn at ${line.threshold}) are forgotten.`
  );
}

export function zeroCountQuestion(line: StockLine): { title: string; body: string } {
  return {
    title: `Set ${line.flavor} to 0 on hand?`,
    body: "It will show as sold out and shoppers cannot buy it until you add stock.",
  };
}

/** Makes a counted flavour unlimited again, after staff confirm. */
function StopCounting({ line }: { line: StockLine }) {
  const uncount = useStockForm();
  // Before the page's script runs the question could not be asked: not yet.
  const hydrated = useHydrated();
  return (
    <uncount.fetcher.Form
      method="post"
      className="space-y-1"
      onSubmit={(e) => {
        if (!window.confirm(stopCountingQuestion(line))) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="uncount" />
      <input type="hidden" name="flavour" value={line.key} />
      <button type="submit" className={buttonClass.ghost} disabled={!hydrated || uncount.busy}>
        {uncount.busy ? "Stopping…" : "Stop counting"}
        <span className="sr-only"> {line.flavor}</span>
      </button>
      <Outcome formError={uncount.formError} />
    </uncount.fetcher.Form>
  );
}

export function StockRow({ line, lots }: { line: StockLine; lots: readonly LotLine[] }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const set = useStockForm();
  const adjust = useStockForm();
  // A flavour not counted yet starts blank: prefilled zeros, saved with one click, sold it out.
  const shown = (n: number) => (line.counted ? String(n) : "");
  const [onHand, setOnHand] = useState(shown(line.onHand));
  const [threshold, setThreshold] = useState(shown(line.threshold));
  const [delta, setDelta] = useState("");
  const setForm = useRef<HTMLFormElement>(null);
  const [askingZero, setAskingZero] = useState(false);
  // A saved change comes back in the loader's fresh figures: the fields follow them.
  useEffect(() => {
    setOnHand(line.counted ? String(line.onHand) : "");
    setThreshold(line.counted ? String(line.threshold) : "");
  }, [line.counted, line.onHand, line.threshold]);
  useEffect(() => {
    if (adjust.done) setDelta("");
  }, [adjust.done]);

  const figures: [string, number | string][] = [
    ["On hand", line.counted ? line.onHand : "—"],
    ["Reserved", line.counted ? line.reserved : "—"],
    ["Available", line.counted ? line.available : "Unlimited"],
    ["Low-stock threshold", line.counted ? line.threshold : "—"],
  ];
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
      data-testid="stock-row"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-bold text-gray-900">
          {line.flavor}
        </h3>
        <Badge line={line} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {line.waiting > 0 ? (
        <p className="rounded-xl bg-purple-50 px-3 py-2 text-sm text-purple-900" data-testid="stock-waiting">
          <strong className="font-semibold">{line.waiting}</strong> {line.waiting === 1 ? "shopper is" : "shoppers are"}{" "}
          waiting to be e-mailed when it's back in stock.
        </p>
      ) : null}
      <div className="grid gap-4 border-t border-gray-100 pt-4 sm:grid-cols-[3fr_2fr]">
        <set.fetcher.Form
          ref={setForm}
          method="post"
          aria-label={`Set stock of ${line.flavor}`}
          className="space-y-2"
          onSubmit={(e) => {
            if (onHand.trim() !== "0") return;
            e.preventDefault();
            setAskingZero(true);
          }}
        >
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="flavour" value={line.key} />
          <div className="grid grid-cols-2 gap-2">
            <Field id={`${id}-onhand`} label="On hand" error={set.fieldErrors.onHand}>
              {(c) => (
                <input
                  {...c}
                  name="onHand"
                  inputMode="numeric"
                  required
                  value={onHand}
                  onChange={(e) => setOnHand(e.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            <Field id={`${id}-threshold`} label="Warn at" error={set.fieldErrors.threshold}>
              {(c) => (
                <input
                  {...c}
                  name="threshold"
                  inputMode="numeric"
                  required
                  value={threshold}
                  onChange={(e) => setThreshold(e.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
          </div>
          <button type="submit" className={buttonClass.primary} disabled={set.busy}>
            {set.busy ? "Saving…" : line.counted ? "Save" : "Start counting"}
          </button>
          {/* Once no longer counted, its last saved figures are no news. */}
          <Outcome formError={set.formError} done={line.counted ? set.done : undefined} />
          {askingZero ? (
            <ConfirmDialog
              title={zeroCountQuestion(line).title}
              confirm="Set to 0"
              cancel="Keep the current count"
              onCancel={() => setAskingZero(false)}
              onConfirm={() => {
                setAskingZero(false);
                if (setForm.current) void set.fetcher.submit(setForm.current);
              }}
            >
              {zeroCountQuestion(line).body}
            </ConfirmDialog>
          ) : null}
        </set.fetcher.Form>
        {line.counted ? (
          <adjust.fetcher.Form method="post" aria-label={`Adjust stock of ${line.flavor}`} className="space-y-2">
            <input type="hidden" name="intent" value="adjust" />
            <input type="hidden" name="flavour" value={line.key} />
            <Field
              id={`${id}-delta`}
              label="Add or take off"
              hint="e.g. 24 for a delivery, -2 for damaged tubs"
              error={adjust.fieldErrors.delta}
            >
              {(c) => (
                <input
                  {...c}
                  name="delta"
                  inputMode="numeric"
                  value={delta}
                  onChange={(e) => setDelta(e.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            <button type="submit" className={buttonClass.secondary} disabled={adjust.busy}>
              {adjust.busy ? "Applying…" : "Apply"}
            </button>
            <Outcome formError={adjust.formError} done={adjust.done} />
          </adjust.fetcher.Form>
        ) : null}
      </div>
      <FlavourLots flavor={line.flavor} lots={lots} />
      <ReceiveLot line={line} />
      {line.counted ? (
        <div className="border-t border-gray-100 pt-3">
          <StopCounting line={line} />
        </div>
      ) : null}
    </li>
  );
}
