// The order detail's fulfil step: staff enter the tracking number and the order is marked
// fulfilled (the customer is e-mailed it).
import { useState, type FormEvent } from "react";
import type { OrderDetailView } from "../../../core/order";
import { Field } from "../ui/field";
import { ApiError } from "./admin-api";
import { buttonClass, inputClass } from "./form-controls";
import { ordersApi } from "./orders-api";

export function FulfilForm(props: {
  order: OrderDetailView;
  onFulfilled(o: OrderDetailView): void;
  onError(err: unknown, fallback: string): void;
}) {
  const [tracking, setTracking] = useState("");
  const [trackingError, setTrackingError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function fulfil(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setTrackingError(undefined);
    try {
      props.onFulfilled(await ordersApi.fulfil(props.order.id, tracking));
      setTracking("");
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setTrackingError(err.details.trackingNumber ?? err.message);
      else props.onError(err, "Failed to mark the order fulfilled");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={fulfil} className="flex items-end gap-2 border-t border-gray-100 pt-4">
      <Field id="tracking" label="Tracking number" error={trackingError} className="flex-1">
        {(control) => (
          <input
            {...control}
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
            className={inputClass}
            placeholder="e.g. AP123456789"
            required
          />
        )}
      </Field>
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? "Saving…" : "Mark fulfilled"}
      </button>
    </form>
  );
}
