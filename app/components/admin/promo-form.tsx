// The form for a new promo code. Amounts are typed in dollars, times as Sydney time; the
// server checks everything again and answers each field's message.
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import type { AdminActionResult } from "../../lib/admin-action";
import { Field } from "../ui/field";
import { buttonClass, inputClass, Section } from "./form-controls";

export function PromoForm({ products }: { products: readonly { id: string; name: string }[] }) {
  const id = useId();
  const fetcher = useFetcher<AdminActionResult>();
  const [kind, setKind] = useState("percent");
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const f = (name: string) => `${id}-${name}`;
  return (
    <fetcher.Form
      method="post"
      aria-labelledby={f("heading")}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h3 id={f("heading")} className="text-base font-bold text-gray-900">
        New code
      </h3>
      <input type="hidden" name="intent" value="create" />
      <Section title="The discount">
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id={f("code")} label="Code" error={errors.code} hint="Shoppers may type it in any case">
            {(c) => <input {...c} name="code" autoComplete="off" className={`${inputClass} uppercase`} />}
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
              {(c) => <input {...c} name="value" inputMode="decimal" className={inputClass} />}
            </Field>
          )}
        </div>
      </Section>
      <Section title="Conditions">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={f("minSpend")} label="Minimum spend ($)" required={false} error={errors.minSpend}>
            {(c) => <input {...c} name="minSpend" inputMode="decimal" className={inputClass} />}
          </Field>
          <div />
          <Field id={f("startsAt")} label="Starts (Sydney time)" required={false} error={errors.startsAt}>
            {(c) => <input {...c} type="datetime-local" name="startsAt" className={inputClass} />}
          </Field>
          <Field id={f("endsAt")} label="Ends (Sydney time)" required={false} error={errors.endsAt}>
            {(c) => <input {...c} type="datetime-local" name="endsAt" className={inputClass} />}
          </Field>
          <Field id={f("totalUses")} label="Total uses" required={false} error={errors.totalUses}>
            {(c) => <input {...c} name="totalUses" inputMode="numeric" className={inputClass} />}
          </Field>
          <Field id={f("usesPerEmail")} label="Uses per e-mail" required={false} error={errors.usesPerEmail}>
            {(c) => <input {...c} name="usesPerEmail" inputMode="numeric" className={inputClass} />}
          </Field>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-gray-800">Applies to (none ticked: every product)</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {products.map((p) => (
              <label key={p.id} className="flex min-h-6 items-center gap-2 text-sm text-gray-800">
                <input type="checkbox" name="productIds" value={p.id} className="h-5 w-5 accent-purple-600" />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-6 items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" name="active" defaultChecked className="h-5 w-5 accent-purple-600" />
          Active
        </label>
      </Section>
      <button type="submit" className={buttonClass.primary} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Creating…" : "Create code"}
      </button>
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {result?.ok ? result.message : ""}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {result && !result.ok && !result.fieldErrors ? (result.formError ?? "") : ""}
      </p>
    </fetcher.Form>
  );
}
