// The order detail's refund step: staff confirm the amount (and may note why) before the
// whole order is refunded through the provider that took the money.
import { useEffect, useId, useState } from "react";
import { formatPrice } from "../../../../core/money";
import type { OrderDetailView } from "../../../../core/order";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";
import { useOrderAction } from "../shared/use-action-result";

const PROVIDER_NAMES: Record<string, string> = { test: "the test payment page", stripe: "Stripe" };

export function RefundPanel({ order }: { order: OrderDetailView }) {
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const { Form, busy, fieldErrors, result } = useOrderAction(order.id, "refund");
  // Refused (a provider error, say): the step closes and the screen flashes why.
  useEffect(() => {
    if (result && !result.ok && result.formError) setConfirming(false);
  }, [result]);

  if (!confirming) {
    return (
      <div className="border-t border-gray-100 pt-4">
        <button type="button" className={buttonClass.danger} onClick={() => setConfirming(true)}>
          Refund order
        </button>
      </div>
    );
  }
  return (
    <Form
      method="post"
      aria-label="Refund"
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4"
      data-testid="refund-panel"
    >
      <input type="hidden" name="intent" value="refund" />
      <p className="text-sm text-gray-800">
        Refund <strong>{formatPrice(order.total)}</strong> to the customer&apos;s card through{" "}
        {PROVIDER_NAMES[order.provider] ?? order.provider}. This cannot be undone; the customer is e-mailed.
      </p>
      <Field id={`${id}-reason`} label="Reason (optional, for the timeline)" error={fieldErrors.reason}>
        {(control) => (
          <input {...control} name="reason" maxLength={200} className={inputClass} placeholder="e.g. Arrived damaged" />
        )}
      </Field>
      <label className="flex min-h-6 items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" name="restock" className="h-5 w-5 rounded border-gray-300 accent-purple-600" />
        Restock: put this order&apos;s tubs back on sale (only if they came back unopened)
      </label>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {busy ? "Refunding…" : `Refund ${formatPrice(order.total)}`}
        </button>
        <button type="button" className={buttonClass.ghost} disabled={busy} onClick={() => setConfirming(false)}>
          Cancel
        </button>
      </div>
    </Form>
  );
}
