// The order screen's fulfil step: staff enter the tracking number, or none for an order sent
// untracked (a letter, a pickup), and everything not yet sent ships: the order is fulfilled (the
// customer is e-mailed). After a partial parcel the button says it ships the rest.
import { Field } from "../../ui/field";
import { buttonClass, inputClass } from "../shared/form-controls";
import { useOrderAction } from "../shared/use-action-result";

/** `rest`: part of the order has shipped already, so this sends everything still to go. */
export function FulfilForm({ orderId, rest = false }: { orderId: string; rest?: boolean }) {
  const { Form, busy, fieldErrors } = useOrderAction(orderId, "fulfil");
  return (
    <Form method="post" className="flex items-end gap-2 border-t border-gray-100 pt-4">
      <input type="hidden" name="intent" value="fulfil" />
      <Field
        id="tracking"
        label="Tracking number (optional)"
        hint="Leave empty when it was sent untracked"
        error={fieldErrors.trackingNumber}
        className="flex-1"
      >
        {(control) => (
          <input {...control} name="trackingNumber" className={inputClass} placeholder="e.g. AP123456789" />
        )}
      </Field>
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? "Saving…" : rest ? "Ship everything remaining" : "Mark fulfilled"}
      </button>
    </Form>
  );
}
