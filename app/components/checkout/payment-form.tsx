// The test payment page's form: contact, the shipping address in the country the order was priced
// for (Australia, or New Zealand: a town or city and no state) and a test card.
// The fields keep what the shopper typed after a refused submission, except the card.
import type { InputHTMLAttributes, ReactNode } from "react";
import { Form } from "react-router";
import { formatPrice } from "../../../core/money";
import { AU_STATES, AU_STATE_NAMES } from "../../../core/order";
import { ZONE_NAMES, type ShippingZone } from "../../../core/shipping";
import { Field } from "../ui/field";
import { useFormattedInput } from "../../lib/use-formatted-input";
import { LockIcon, TestModeBadge } from "./test-payment-marks";
import { CONSENT_FIELD, MarketingConsentField } from "./marketing-consent-field";
import { DelayedTestMethods } from "./delayed-test-methods";

const input =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 shadow-xs placeholder:text-gray-400 focus:border-purple-600 focus:outline-2 focus:outline-offset-0 focus:outline-purple-600/30 aria-[invalid=true]:border-red-600 sm:text-sm";

/** A Field holding one text input named like its id. */
function InputField({
  name,
  label,
  error,
  hint,
  className,
  ...inputProps
}: { name: string; label: string; error?: string; hint?: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "className"
>) {
  return (
    <Field id={name} label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} name={name} className={input} {...inputProps} />}
    </Field>
  );
}

function groupCardNumber(v: string): string {
  return v
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formatExpiry(v: string): string {
  const d = v.replace(/\D/g, "").slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export function PaymentForm(props: {
  total: number;
  shopName: string;
  busy: boolean;
  formError: string | null;
  errors: Record<string, string | undefined>;
  values: Record<string, string>;
  /** Where the order ships, as chosen in the cart. */
  zone: ShippingZone;
}) {
  const { total, shopName, busy, formError, errors, values, zone } = props;
  // Uncontrolled: a card typed or autofilled before the scripts run is kept (never sent back either).
  const cardNumber = useFormattedInput(groupCardNumber);
  const expiry = useFormattedInput(formatExpiry);
  return (
    <Form method="post" noValidate className="space-y-8" aria-describedby={formError ? "form-error" : undefined}>
      <h2 id="payment-heading" className="sr-only">
        Payment
      </h2>
      {formError ? (
        <div
          id="form-error"
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {formError}
        </div>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold text-gray-900">Contact information</legend>
        <InputField
          name="email"
          label="Email"
          error={errors.email}
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          placeholder="you@example.com"
        />
        <MarketingConsentField shopName={shopName} defaultChecked={values[CONSENT_FIELD] === "on"} />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold text-gray-900">Shipping address</legend>
        <InputField
          name="name"
          label="Full name"
          error={errors.name}
          autoComplete="shipping name"
          required
          defaultValue={values.name}
        />
        <Field
          id="country"
          label="Country or region"
          hint={zone === "NZ" ? "We ship this order to New Zealand." : "We ship this order within Australia."}
        >
          {(control) => (
            <input {...control} value={ZONE_NAMES[zone]} readOnly className={`${input} bg-gray-50 text-gray-600`} />
          )}
        </Field>
        <input type="hidden" name="country" value={zone} />
        <InputField
          name="line1"
          label="Address"
          error={errors.line1}
          autoComplete="shipping address-line1"
          required
          defaultValue={values.line1}
          placeholder="Street address"
        />
        <InputField
          name="line2"
          label={zone === "NZ" ? "Suburb, apartment, unit, etc. (optional)" : "Apartment, unit, etc. (optional)"}
          error={errors.line2}
          autoComplete="shipping address-line2"
          defaultValue={values.line2}
        />
        {zone === "NZ" ? (
          <NzTownFields errors={errors} values={values} />
        ) : (
          <AuTownFields errors={errors} values={values} />
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 flex items-center gap-2 text-base font-semibold text-gray-900">
          Payment details <TestModeBadge />
        </legend>
        <Field id="cardNumber" label="Card number" error={errors.cardNumber}>
          {(control) => (
            <div className="relative">
              <input
                {...control}
                name="cardNumber"
                autoComplete="cc-number"
                inputMode="numeric"
                required
                {...cardNumber}
                className={`${input} pr-24 font-mono tracking-wide`}
                placeholder="1234 1234 1234 1234"
              />
              <span
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center gap-1"
                aria-hidden="true"
              >
                <span className="rounded border border-gray-200 px-1 text-[10px] font-bold text-blue-800 italic">
                  VISA
                </span>
                <span className="rounded border border-gray-200 px-1 text-[10px] font-bold text-orange-700">MC</span>
              </span>
            </div>
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <InputField
            name="cardExpiry"
            label="Expiry date"
            error={errors.cardExpiry}
            autoComplete="cc-exp"
            inputMode="numeric"
            required
            {...expiry}
            placeholder="MM / YY"
          />
          <InputField
            name="cardCvc"
            label="Security code (CVC)"
            error={errors.cardCvc}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={3}
            required
            placeholder="CVC"
          />
        </div>
        <InputField
          name="cardName"
          label="Name on card"
          error={errors.cardName}
          autoComplete="cc-name"
          required
          defaultValue={values.cardName}
        />
      </fieldset>

      <div>
        <button
          type="submit"
          disabled={busy}
          className="flex w-full items-center justify-center gap-2 rounded-md bg-linear-to-r from-purple-700 to-fuchsia-600 px-4 py-3.5 text-base font-semibold text-white shadow-sm transition hover:opacity-95 disabled:cursor-wait disabled:opacity-70"
        >
          <LockIcon className="h-4 w-4" />
          {busy ? "Processing..." : `Pay ${formatPrice(total)}`}
        </button>
        <p className="mt-3 text-center text-xs text-gray-500">
          By paying you agree to the{" "}
          <a href="/terms" className="underline hover:text-gray-700">
            Terms of Service
          </a>
          . Test mode: no real payment is taken and no card is charged.
        </p>
      </div>

      <DelayedTestMethods busy={busy} />

      <p className="text-center">
        <a href="/cancel" className="text-sm font-medium text-gray-600 underline hover:text-gray-900">
          Cancel and return to {shopName}
        </a>
      </p>
    </Form>
  );
}

type TownProps = { errors: Record<string, string | undefined>; values: Record<string, string> };

function AuTownFields({ errors, values }: TownProps) {
  return (
    <>
      <InputField
        name="suburb"
        label="Suburb"
        error={errors.suburb}
        autoComplete="shipping address-level2"
        required
        defaultValue={values.suburb}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field id="state" label="State" error={errors.state}>
          {(control) => (
            <select
              {...control}
              name="state"
              autoComplete="shipping address-level1"
              required
              defaultValue={values.state ?? ""}
              className={input}
            >
              <option value="" disabled>
                Select…
              </option>
              {AU_STATES.map((s) => (
                <option key={s} value={s} title={AU_STATE_NAMES[s]}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <InputField
          name="postcode"
          label="Postcode"
          error={errors.postcode}
          autoComplete="shipping postal-code"
          inputMode="numeric"
          maxLength={4}
          required
          defaultValue={values.postcode}
        />
      </div>
    </>
  );
}

/** New Zealand Post's last lines: the town or city and a 4-digit postcode; there are no states. */
function NzTownFields({ errors, values }: TownProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <InputField
        name="city"
        label="Town or city"
        error={errors.city}
        autoComplete="shipping address-level2"
        required
        defaultValue={values.city}
      />
      <InputField
        name="postcode"
        label="Postcode"
        error={errors.postcode}
        autoComplete="shipping postal-code"
        inputMode="numeric"
        maxLength={4}
        required
        defaultValue={values.postcode}
      />
    </div>
  );
}
