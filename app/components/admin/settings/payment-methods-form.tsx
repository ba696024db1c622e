// The owner's choice of how customers may pay at checkout. Cards are always on and bring Apple Pay
// and Google Pay with them; Afterpay is a choice, offered only within its limits and never for a
// subscription. Posts to the Settings route's action with its own intent.
import { useCallback } from "react";
import { useFetcher } from "react-router";
import { AFTERPAY_NOTE, type PaymentMethods } from "../../../../core/payment-methods";
import type { AdminActionResult } from "../../../lib/admin-action";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { buttonClass } from "../shared/form-controls";
import { useActionResult } from "../shared/use-action-result";

export const PAYMENT_METHODS_INTENT = "payment-methods";

export function PaymentMethodsForm({ methods }: { methods: PaymentMethods }) {
  const fetcher = useFetcher<AdminActionResult>();
  const { flash, show } = useFlash();
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok && fetcher.data.intent === PAYMENT_METHODS_INTENT;
  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (r.intent !== PAYMENT_METHODS_INTENT) return;
      show(r.ok ? "success" : "error", r.ok ? r.message : (r.formError ?? "Not saved"));
    },
    [show],
  );
  useActionResult(fetcher, onResult);

  return (
    <section aria-labelledby="payment-methods-title" className="max-w-2xl space-y-4" id="payment-methods">
      <FlashMessage flash={flash} />
      <div>
        <h2 id="payment-methods-title" className="text-2xl font-bold text-gray-900">
          Payment methods
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          How customers can pay at checkout. Stripe shows only the methods also turned on in your Stripe dashboard.
        </p>
      </div>
      <fetcher.Form
        method="post"
        noValidate
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
        key={JSON.stringify(methods)}
      >
        <input type="hidden" name="intent" value={PAYMENT_METHODS_INTENT} />
        <ul className="space-y-3 text-sm text-gray-800">
          <li className="flex items-start gap-2">
            <input
              id="cards-always-on"
              type="checkbox"
              checked
              disabled
              aria-describedby="cards-note"
              className="mt-0.5 h-5 w-5"
            />
            <span>
              <label htmlFor="cards-always-on" className="font-medium">
                Cards, Apple Pay and Google Pay
              </label>
              <span id="cards-note" className="block text-gray-600">
                Always on. Apple Pay and Google Pay appear with cards on phones and browsers that have them.
              </span>
            </span>
          </li>
          <li>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="afterpay"
                value="yes"
                defaultChecked={methods.afterpay}
                aria-describedby="afterpay-note"
                className="mt-0.5 h-5 w-5 accent-purple-600"
              />
              <span>
                <span className="font-medium">Afterpay</span>
                <span id="afterpay-note" className="block text-gray-600">
                  {AFTERPAY_NOTE}
                </span>
              </span>
            </label>
          </li>
        </ul>
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? "Saving…" : "Save payment methods"}
          </button>
          {refused && fetcher.data && !fetcher.data.ok && fetcher.data.formError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {fetcher.data.formError}: nothing was saved.
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
