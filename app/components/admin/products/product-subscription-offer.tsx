// Subscribe & save for one product: switched on with the frequencies offered and the discount. Its
// fields sit inside the product's form and are sent with it (as `subscriptionOffer`), so the
// product's own Save keeps both; the server checks both before it saves either, and its messages
// for these fields come back under that name.
import { useId } from "react";
import type { SubscriptionOffer } from "../../../../core/subscription-offer";
import { Field } from "../../ui/field";
import { inputClass, Section } from "../shared/form-controls";

/** The editor route's older intent for the offer on its own (kept for pages loaded before). */
export const OFFER_INTENT = "subscription-offer";
/** The offer's key in the product editor's JSON, and the prefix of its fields' messages. */
export const OFFER_FIELD = "subscriptionOffer";

export type OfferDraft = { enabled: boolean; weeks: string; discount: string };
export type OfferErrors = { frequencies?: string; discountPercent?: string };

export const offerDraft = (o: SubscriptionOffer): OfferDraft => ({
  enabled: o.enabled,
  weeks: o.frequencies.join(", "),
  discount: String(o.discountPercent),
});

/** What is sent: "4, 6, 8" → [4, 6, 8]; anything not a whole number goes as it is, for the server to refuse. */
export function offerInput(d: OfferDraft) {
  const whole = (t: string) => (/^\d+$/.test(t) ? Number(t) : t);
  return {
    enabled: d.enabled,
    frequencies: d.weeks
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(whole),
    discountPercent: whole(d.discount.trim()),
  };
}

/** The server's messages for the offer's fields, from the product form's answer. */
export function offerErrors(fieldErrors: Record<string, string>): OfferErrors {
  const entries = Object.entries(fieldErrors);
  const of = (name: string) => entries.find(([k]) => k.startsWith(`${OFFER_FIELD}.${name}`))?.[1];
  return { frequencies: of("frequencies"), discountPercent: of("discountPercent") };
}

export function ProductSubscriptionOffer(props: {
  draft: OfferDraft;
  errors: OfferErrors;
  disabled: boolean;
  onChange(next: OfferDraft): void;
}) {
  const { draft, errors, disabled, onChange } = props;
  const uid = useId();
  return (
    <Section title="Subscribe & save">
      <label className="flex min-h-6 items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          name="subscriptionEnabled"
          checked={draft.enabled}
          disabled={disabled}
          onChange={(e) => onChange({ ...draft, enabled: e.target.checked })}
          className="h-4 w-4 rounded border-gray-300 accent-purple-600"
        />
        Offer Subscribe &amp; save on this product
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${uid}-weeks`}
          label="Delivered every (weeks)"
          hint="Separate with commas, e.g. 4, 6, 8 (1 to 26 weeks)"
          error={errors.frequencies}
        >
          {(control) => (
            <input
              {...control}
              name="frequencies"
              type="text"
              value={draft.weeks}
              disabled={disabled}
              onChange={(e) => onChange({ ...draft, weeks: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id={`${uid}-discount`}
          label="Discount (%)"
          hint="0 to 50; taken off each tub on every delivery"
          error={errors.discountPercent}
        >
          {(control) => (
            <input
              {...control}
              name="discountPercent"
              type="text"
              inputMode="numeric"
              value={draft.discount}
              disabled={disabled}
              onChange={(e) => onChange({ ...draft, discount: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
      </div>
    </Section>
  );
}
