// The form for a promo code, new or being edited. Amounts are typed in dollars, times as Sydney
// time; the server checks everything again and answers each field's message.
import { useCallback, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { instantToSydneyLocal, type Promo } from "../../../../core/promo";
import type { AdminActionResult } from "../../../lib/admin-action";
import { Field } from "../../ui/field";
import { buttonClass, inputClass, Section } from "../shared/form-controls";
import { useActionResult } from "../shared/use-action-result";

const dollars = (cents: number) => (cents / 100).toFixed(2);

export const promoEditKey = (code: string) => `promo-edit-${code}`;

/** `promo`: the code being edited (its fields filled in); without it, a new code. */
export function PromoForm(props: {
  products: readonly { id: string; name: string }[];
  promo?: Promo;
  /** Cancel pressed (the screen hears a save through the fetcher's key, promoEditKey). */
  onCancel?(): void;
  /** A new code was created: the form has emptied itself for the next one. */
  onCreated?(result: { message: string; code: string }): void;
}) {
  const { products, promo, onCancel, onCreated } = props;
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  // Keyed while editing, so the answer outlives this form (a renamed code's row is a new row).
  const fetcher = useFetcher<AdminActionResult>(promo ? { key: promoEditKey(promo.code) } : undefined);
  const [kind, setKind] = useState<string>(promo?.kind ?? "percent");
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const f = (name: string) => `${id}-${name}`;
  const editing = promo !== undefined;
  // Created: the form empties (left filled it invited a duplicate) and the screen says so where
  // staff are looking; the form's own line was below the fold.
  const created = useCallback(
    (r: AdminActionResult) => {
      if (!r.ok || editing) return;
      form.current?.reset();
      setKind("percent");
      onCreated?.({ message: r.message, code: r.subject ?? "" });
    },
    [editing, onCreated],
  );
  useActionResult(fetcher, created);
  const initialValue =
    !promo || promo.kind === "free_shipping" ? "" : promo.kind === "fixed" ? dollars(promo.value) : String(promo.value);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      aria-labelledby={f("heading")}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h3 id={f("heading")} className="text-base font-bold text-gray-900">
        {editing ? `Edit ${promo.code}` : "New code"}
      </h3>
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="original" value={promo.code} /> : null}
      <Section title="The discount">
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            id={f("code")}
            label="Code"
            error={errors.code}
            hint={editing ? "Its text can change only until an order carries it" : "Shoppers may type it in any case"}
          >
            {(c) => (
              <input
                {...c}
                name="code"
                autoComplete="off"
                defaultValue={promo?.code}
                className={`${inputClass} uppercase`}
              />
            )}
          </Field>
          <Field id={f("kind")} label="Type" error={errors.kind}>
            {(c) => (
              <select {...c} name="kind" value={kind} onChange={(e) => setKind(e.target.value)} className={inputClass}>
                <option value="percent">Percentage off</option>
                <option value="fixed">Amount off</option>
                <option value="free_shipping">Free shipping</option>
              </select>
            )}
          </Field>
          {kind === "free_shipping" ? null : (
            <Field
              id={f("value")}
              label={kind === "percent" ? "Percentage (1–100)" : "Amount off ($)"}
              error={errors.value}
            >
              {(c) => (
                <input {...c} name="value" inputMode="decimal" defaultValue={initialValue} className={inputClass} />
              )}
            </Field>
          )}
        </div>
      </Section>
      <Section title="Conditions">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={f("minSpend")} label="Minimum spend ($)" required={false} error={errors.minSpend}>
            {(c) => (
              <input
                {...c}
                name="minSpend"
                inputMode="decimal"
                defaultValue={promo && promo.minSpend > 0 ? dollars(promo.minSpend) : ""}
                className={inputClass}
              />
            )}
          </Field>
          <div />
          <Field id={f("startsAt")} label="Starts (Sydney time)" required={false} error={errors.startsAt}>
            {(c) => (
              <input
                {...c}
                type="datetime-local"
                name="startsAt"
                defaultValue={promo?.startsAt ? instantToSydneyLocal(promo.startsAt) : ""}
                className={inputClass}
              />
            )}
          </Field>
          <Field id={f("endsAt")} label="Ends (Sydney time)" required={false} error={errors.endsAt}>
            {(c) => (
              <input
                {...c}
                type="datetime-local"
                name="endsAt"
                defaultValue={promo?.endsAt ? instantToSydneyLocal(promo.endsAt) : ""}
                className={inputClass}
              />
            )}
          </Field>
          <Field id={f("totalUses")} label="Total uses" required={false} error={errors.totalUses}>
            {(c) => (
              <input
                {...c}
                name="totalUses"
                inputMode="numeric"
                defaultValue={promo?.totalUses ?? ""}
                className={inputClass}
              />
            )}
          </Field>
          <Field id={f("usesPerEmail")} label="Uses per e-mail" required={false} error={errors.usesPerEmail}>
            {(c) => (
              <input
                {...c}
                name="usesPerEmail"
                inputMode="numeric"
                defaultValue={promo?.usesPerEmail ?? ""}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-gray-800">Applies to (none ticked: every product)</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {products.map((p) => (
              <label key={p.id} className="flex min-h-6 items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  name="productIds"
                  value={p.id}
                  defaultChecked={promo?.productIds.includes(p.id)}
                  className="h-5 w-5 accent-purple-600"
                />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-6 items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            name="active"
            defaultChecked={promo?.active ?? true}
            className="h-5 w-5 accent-purple-600"
          />
          Active
        </label>
      </Section>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass.primary} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? (editing ? "Saving…" : "Creating…") : editing ? "Save changes" : "Create code"}
        </button>
        {editing ? (
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {result && !result.ok && !result.fieldErrors ? (result.formError ?? "") : ""}
      </p>
    </fetcher.Form>
  );
}
