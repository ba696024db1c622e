// The built-in test provider's hosted card page (/pay/{session id}). It looks
// and behaves like a hosted checkout: order summary from the server on one
// side, contact, Australian shipping address and card on the other. Only test
// cards work; nothing real is charged. A paid session goes to /success.
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import { formatPrice } from "../../core/money";
import { AU_STATES, AU_STATE_NAMES } from "../../core/order";
import { Logo } from "../components/art";
import { OrderLines, OrderTotals } from "../components/checkout/order-summary";
import { pageTitle } from "../lib/meta";
import type { Route } from "./+types/pay.$sessionId";

const ADDRESS_FIELDS = ["email", "name", "line1", "line2", "suburb", "state", "postcode", "cardName"] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const svc = context.services.testPayments;
  const page = svc ? await svc.getPaymentPage(params.sessionId) : null;
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  if (page.state === "paid") throw redirect(`/success?session_id=${encodeURIComponent(page.sessionId)}`);
  return { page, shopName: context.config.shopName };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const svc = context.services.testPayments;
  if (!svc) throw data(null, { status: 404, statusText: "Not Found" });
  let form: Record<string, FormDataEntryValue>;
  try {
    form = Object.fromEntries(await request.formData());
  } catch {
    // Not a form at all (a script's text/plain, a multipart body without its boundary).
    return data(
      { formError: "The payment form could not be read. Please try again.", fieldErrors: {}, values: {} },
      { status: 400 },
    );
  }
  const result = await svc.submitPayment(params.sessionId, form);
  if (result.ok) throw redirect(result.redirectTo);
  // Card details are never sent back to the page.
  const values = Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, typeof form[k] === "string" ? form[k] : ""]));
  return { formError: result.formError ?? null, fieldErrors: result.fieldErrors, values };
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: pageTitle("Checkout", d?.shopName ?? "Rebound") }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

const input =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 shadow-xs placeholder:text-gray-400 focus:border-purple-600 focus:outline-2 focus:outline-offset-0 focus:outline-purple-600/30 aria-[invalid=true]:border-red-600 sm:text-sm";

function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const errId = `${props.id}-error`;
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium text-gray-700">
        {props.label}
      </label>
      {props.children(props.error ? errId : undefined, Boolean(props.error))}
      {props.error ? (
        <p id={errId} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : props.hint ? (
        <p className="mt-1 text-xs text-gray-500">{props.hint}</p>
      ) : null}
    </div>
  );
}

/** A Field holding one text input named like its id, wired to the field's error. */
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
      {(d, inv) => (
        <input id={name} name={name} aria-describedby={d} aria-invalid={inv} className={input} {...inputProps} />
      )}
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

function LockIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path
        fillRule="evenodd"
        d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function TestModeBadge() {
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold tracking-wide text-amber-800 uppercase">
      Test mode
    </span>
  );
}

export default function PayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, shopName } = loaderData;
  const { order } = page;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const open = page.state === "open";
  const itemCount = order.lines.reduce((n, l) => n + l.quantity, 0);

  return (
    <div className="min-h-screen bg-white md:bg-linear-to-r md:from-gray-50 md:from-50% md:to-white md:to-50%">
      <header>
        <p className="bg-amber-400 px-4 py-2 text-center text-sm font-medium text-amber-950" role="note">
          Test mode — no real payment is taken. Pay with the test card{" "}
          <span className="font-mono">4242 4242 4242 4242</span>, any future expiry date and any 3-digit CVC.
        </p>
      </header>
      <main className="mx-auto grid max-w-5xl md:min-h-[calc(100vh-2.25rem)] md:grid-cols-2">
        {/* Order summary */}
        <section
          aria-labelledby="summary-heading"
          className="border-b border-gray-200 bg-gray-50 px-5 py-6 md:sticky md:top-0 md:self-start md:border-b-0 md:bg-transparent md:px-10 md:py-12"
        >
          <div className="flex items-center gap-3">
            <a
              href="/cancel"
              className="group -ml-1 flex items-center gap-2 rounded-md p-1 text-gray-700 hover:text-gray-900"
              aria-label={`Cancel and return to ${shopName}`}
            >
              <svg
                viewBox="0 0 20 20"
                fill="currentColor"
                aria-hidden="true"
                className="h-4 w-4 transition group-hover:-translate-x-0.5"
              >
                <path
                  fillRule="evenodd"
                  d="M12.79 5.23a.75.75 0 0 1-.02 1.06L8.83 10l3.94 3.71a.75.75 0 1 1-1.04 1.08l-4.5-4.25a.75.75 0 0 1 0-1.08l4.5-4.25a.75.75 0 0 1 1.06.02Z"
                  clipRule="evenodd"
                />
              </svg>
              <Logo brand={shopName} className="h-7 w-auto" />
            </a>
            <TestModeBadge />
          </div>

          <h1 id="summary-heading" className="mt-8 text-base font-medium text-gray-500">
            Pay {shopName}
          </h1>
          <p className="mt-1 text-4xl font-semibold tracking-tight text-gray-900 tabular-nums" data-testid="pay-total">
            {formatPrice(order.total)}
          </p>
          <p className="mt-1 text-sm text-gray-500">
            Order {order.number} · {itemCount} {itemCount === 1 ? "item" : "items"} · incl. GST
          </p>

          <details className="group mt-6 md:open:block" open>
            <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-medium text-purple-700 md:hidden">
              <span>Order details</span>
              <span aria-hidden="true" className="transition group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="mt-2">
              <OrderLines lines={order.lines} shopName={shopName} />
              <div className="border-t border-gray-200 pt-4">
                <OrderTotals order={order} />
              </div>
            </div>
          </details>
        </section>

        {/* Payment form */}
        <section
          aria-labelledby="payment-heading"
          className="bg-white px-5 py-8 md:min-h-full md:px-10 md:py-12 md:shadow-[-1px_0_0_0_var(--color-gray-200)]"
        >
          {open ? (
            <Form
              method="post"
              noValidate
              className="space-y-8"
              aria-describedby={actionData?.formError ? "form-error" : undefined}
            >
              <h2 id="payment-heading" className="sr-only">
                Payment
              </h2>
              {actionData?.formError ? (
                <div
                  id="form-error"
                  role="alert"
                  className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
                >
                  {actionData.formError}
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
                <Field id="country" label="Country or region" hint="We ship within Australia only.">
                  {() => (
                    <input id="country" value="Australia" readOnly className={`${input} bg-gray-50 text-gray-600`} />
                  )}
                </Field>
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
                  label="Apartment, unit, etc. (optional)"
                  error={errors.line2}
                  autoComplete="shipping address-line2"
                  defaultValue={values.line2}
                />
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
                    {(d, inv) => (
                      <select
                        id="state"
                        name="state"
                        autoComplete="shipping address-level1"
                        required
                        defaultValue={values.state ?? ""}
                        aria-describedby={d}
                        aria-invalid={inv}
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
              </fieldset>

              <fieldset className="space-y-3">
                <legend className="mb-2 flex items-center gap-2 text-base font-semibold text-gray-900">
                  Payment details <TestModeBadge />
                </legend>
                <Field id="cardNumber" label="Card number" error={errors.cardNumber}>
                  {(d, inv) => (
                    <div className="relative">
                      <input
                        id="cardNumber"
                        name="cardNumber"
                        autoComplete="cc-number"
                        inputMode="numeric"
                        required
                        value={cardNumber}
                        onChange={(e) => setCardNumber(groupCardNumber(e.target.value))}
                        aria-describedby={d}
                        aria-invalid={inv}
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
                        <span className="rounded border border-gray-200 px-1 text-[10px] font-bold text-orange-700">
                          MC
                        </span>
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
                    value={expiry}
                    onChange={(e) => setExpiry(formatExpiry(e.target.value))}
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
                  {busy ? "Processing..." : `Pay ${formatPrice(order.total)}`}
                </button>
                <p className="mt-3 text-center text-xs text-gray-500">
                  By paying you agree to the{" "}
                  <a href="/terms" className="underline hover:text-gray-700">
                    Terms of Service
                  </a>
                  . Test mode: no real payment is taken and no card is charged.
                </p>
              </div>

              <p className="text-center">
                <a href="/cancel" className="text-sm font-medium text-gray-600 underline hover:text-gray-900">
                  Cancel and return to {shopName}
                </a>
              </p>
            </Form>
          ) : (
            <div className="space-y-4 py-8 text-center">
              <h2 id="payment-heading" className="text-xl font-semibold text-gray-900">
                {page.state === "expired" ? "This checkout has expired" : "This checkout is closed"}
              </h2>
              <p className="text-gray-600">No payment was taken. Return to the shop to check out again.</p>
              <a
                href="/"
                className="inline-flex rounded-md bg-gray-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-gray-800"
              >
                Return to {shopName}
              </a>
            </div>
          )}

          <footer className="mt-10 flex items-center justify-center gap-3 border-t border-gray-100 pt-6 text-xs text-gray-500">
            <span className="flex items-center gap-1">
              <LockIcon className="h-3.5 w-3.5" /> Secure checkout by {shopName} test payments
            </span>
            <span aria-hidden="true">·</span>
            <a href="/privacy" className="hover:text-gray-700">
              Privacy
            </a>
          </footer>
        </section>
      </main>
    </div>
  );
}
