// An order's parcels on the admin's order screen: each one sent (when, its tracking link, what it
// held), and the form that sends part of what is left. The form names its parcel when drawn, so
// a double click or a retry records it once.
import { useId, useState } from "react";
import { remainingToShip, trackingUrl, type OrderDetailView, type ShipmentView } from "../../../../core/order";
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";
import { useOrderAction } from "../shared/use-action-result";

const linkClass =
  "font-medium text-purple-700 underline decoration-purple-300 underline-offset-2 hover:decoration-purple-700";

export function ShipmentList({
  shipments,
  formatWhen,
}: {
  shipments: readonly ShipmentView[];
  formatWhen: (iso: string) => string;
}) {
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="parcels-heading" className="border-t border-gray-100 pt-3" data-testid="shipments">
      <h4 id="parcels-heading" className="text-xs font-semibold text-gray-500 uppercase">
        {shipments.length === 1 ? "Parcel" : `Parcels (${shipments.length})`}
      </h4>
      <ol className="mt-2 space-y-3 text-sm">
        {shipments.map((s, i) => (
          <li key={s.id} data-testid="shipment" className="rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
            <p className="font-semibold text-gray-900">
              Parcel {i + 1}, sent {formatWhen(s.createdAt)}
            </p>
            <p className="text-gray-700">
              {s.trackingNumber ? (
                <>
                  Tracking{" "}
                  <a
                    href={trackingUrl(s.trackingNumber)}
                    className={linkClass}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {s.trackingNumber}
                  </a>
                </>
              ) : (
                "Sent without tracking"
              )}
            </p>
            <ul className="mt-1 text-gray-800">
              {s.lines.map((l) => (
                <li key={l.position}>
                  {l.quantity} × {l.name}
                  {l.flavor ? `, ${l.flavor}` : ""}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

function newShipmentId(): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return `shp_${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** Ship part of a paid order: how many of each line go in this parcel (all that is left, unless changed). */
export function ShipPartForm({ order }: { order: OrderDetailView }) {
  const { Form, busy, fieldErrors } = useOrderAction(order.id, "ship");
  const id = useId();
  // Named once per drawing of the form (a fresh one after each parcel, as the order changes).
  const [shipmentId] = useState(newShipmentId);
  const remaining = remainingToShip(order);
  return (
    <details className="border-t border-gray-100 pt-4" data-testid="ship-part">
      <summary className="cursor-pointer text-sm font-semibold text-purple-800">Ship part of this order</summary>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="ship" />
        <input type="hidden" name="shipmentId" value={shipmentId} />
        <fieldset>
          <legend className="text-sm text-gray-700">How many of each go in this parcel</legend>
          <ul className="mt-2 space-y-2">
            {order.lines.map((l, i) => (
              <li key={i} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <label htmlFor={`${id}-qty-${i}`}>
                  {l.name}
                  {l.flavor ? `, ${l.flavor}` : ""}
                  <span className="block text-xs text-gray-500">
                    {remaining[i] === 0 ? "All sent" : `${remaining[i]} of ${l.quantity} still to send`}
                  </span>
                </label>
                <input
                  id={`${id}-qty-${i}`}
                  name={`qty-${i}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={remaining[i]}
                  defaultValue={remaining[i]}
                  disabled={remaining[i] === 0}
                  className={`${inputClass} w-20`}
                />
              </li>
            ))}
          </ul>
          {fieldErrors.quantities ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {fieldErrors.quantities}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap items-end gap-2">
          <Field
            id={`${id}-tracking`}
            label="Parcel tracking (optional)"
            hint="Leave empty when it was sent untracked"
            error={fieldErrors.trackingNumber}
            className="flex-1"
          >
            {(control) => <input {...control} name="trackingNumber" className={inputClass} />}
          </Field>
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? "Saving…" : "Ship this parcel"}
          </button>
        </div>
      </Form>
    </details>
  );
}
