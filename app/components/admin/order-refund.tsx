// The order detail's refund step: staff confirm the amount (and may note why) before the
// whole order is refunded through the provider that took the money.
import { useId, useState, type FormEvent } from "react";
import { formatPrice } from "../../../core/money";
import type { OrderDetailView } from "../../../core/order";
import { ApiError } from "./admin-api";
import { Field } from "../ui/field";
import { buttonClass, inputClass } from "./form-controls";
import { ordersApi } from "./orders-api";

const PROVIDER_NAMES: Record<string, string> = { test: "the test payment page", stripe: "Stripe" };

export function RefundPanel(props: {
  order: OrderDetailView;
  onRefunded(o: OrderDetailView): void;
  onError(err: unknown, fallback: string): void;
}) {
  const { order } = props;
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function refund(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setReasonError(undefined);
    try {
      props.onRefunded(await ordersApi.refund(order.id, reason));
      setConfirming(false);
      setReason("");
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setReasonError(err.details.reason ?? err.message);
      else props.onError(err, "Failed to refund the order");
    } finally {
      setBusy(false);
    }
  }

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
    <form
      onSubmit={refund}
      aria-label="Refund"
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4"
      data-testid="refund-panel"
    >
      <p className="text-sm text-gray-800">
        Refund <strong>{formatPrice(order.total)}</strong> to the customer&apos;s card through{" "}
        {PROVIDER_NAMES[order.provider] ?? order.provider}. This cannot be undone; the customer is e-mailed.
      </p>
      <Field id={`${id}-reason`} label="Reason (optional, for the timeline)" error={reasonError}>
        {(control) => (
          <input
            {...control}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={200}
            className={inputClass}
            placeholder="e.g. Arrived damaged"
          />
        )}
      </Field>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {busy ? "Refunding…" : `Refund ${formatPrice(order.total)}`}
        </button>
        <button type="button" className={buttonClass.ghost} disabled={busy} onClick={() => setConfirming(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
