// A saved shipping address's form (add or edit), the same fields and rules as the payment page.
// The address book keeps Australian addresses: a New Zealand one is typed on the payment page.
import { Form } from "react-router";
import { AU_STATES, AU_STATE_NAMES, type AuAddress } from "../../../core/address";
import { SelectField, TextField } from "../forms/form-fields";
import { ui } from "./account-ui";

const STATE_OPTIONS = AU_STATES.map((s) => ({ value: s, label: AU_STATE_NAMES[s] }));

export function AddressForm(props: {
  id?: string;
  values?: Partial<Record<keyof AuAddress, string>>;
  errors?: Record<string, string>;
  busy: boolean;
}) {
  const { id, values = {}, errors = {}, busy } = props;
  const f = (name: keyof AuAddress) => ({
    id: `address-${name}`,
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <Form method="post" className="space-y-4" aria-label={id ? "Edit address" : "Add an address"} noValidate>
      <input type="hidden" name="intent" value="save" />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <TextField {...f("name")} label="Full name" required autoComplete="shipping name" maxLength={120} />
      <TextField
        {...f("line1")}
        label="Street address"
        required
        autoComplete="shipping address-line1"
        maxLength={200}
      />
      <TextField {...f("line2")} label="Apartment, unit, etc." autoComplete="shipping address-line2" maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...f("suburb")} label="Suburb" required autoComplete="shipping address-level2" maxLength={100} />
        <SelectField {...f("state")} label="State" required placeholder="Choose…" options={STATE_OPTIONS} />
        <TextField {...f("postcode")} label="Postcode" required autoComplete="shipping postal-code" maxLength={4} />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-gray-900">
        <input type="checkbox" name="makeDefault" value="yes" className="h-5 w-5 accent-purple-700" />
        Use this address at checkout (default)
      </label>
      <button type="submit" className={ui.primary} disabled={busy}>
        {id ? "Save address" : "Add address"}
      </button>
    </Form>
  );
}
