// /account/addresses: saved shipping addresses. The default one fills in the
// payment page. ?edit=<id> opens one for editing.
import { data, Form, Link, useNavigation } from "react-router";
import { formatAddressLines } from "../../../core/order";
import { AccountFrame, Notice, ui } from "../../components/account/account-ui";
import { AddressForm } from "../../components/account/address-form";
import { FORM_UNREADABLE, accountHeaders, problem, readForm, requireCustomer } from "../../lib/account-route";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account.addresses";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta("Your addresses", matches),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { customerId } = requireCustomer(context);
  const addresses = await context.services.accounts.listAddresses(customerId);
  const edit = new URL(request.url).searchParams.get("edit");
  return { addresses, editing: addresses.find((a) => a.id === edit) ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { customerId } = requireCustomer(context);
  const form = await readForm(request);
  if (!form) return data({ error: FORM_UNREADABLE, fieldErrors: {} }, { status: 400 });
  const { accounts } = context.services;
  try {
    if (form.intent === "delete") await accounts.deleteAddress(customerId, form.id ?? "");
    else if (form.intent === "default") await accounts.setDefaultAddress(customerId, form.id ?? "");
    else {
      await accounts.saveAddress(customerId, form, {
        id: form.id || undefined,
        makeDefault: form.makeDefault === "yes",
      });
    }
    return { done: form.intent === "delete" ? "Address deleted." : "Address saved." };
  } catch (err) {
    return problem(err, { values: form, id: form.id ?? "" });
  }
}

type ActionData = {
  done?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  id?: string;
};

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, editing } = loaderData;
  const d = (actionData ?? {}) as ActionData;
  const busy = useNavigation().state !== "idle";
  const failedEdit = d.error && d.id ? d.id : null;
  const editId = failedEdit ?? (d.done ? null : (editing?.id ?? null));
  const editValues = d.error
    ? d.values
    : editing
      ? { ...editing.address, line2: editing.address.line2 ?? "" }
      : undefined;
  return (
    <AccountFrame title="Your addresses" intro="Your default address fills in the payment page." nav>
      {d.done ? <Notice tone="success">{d.done}</Notice> : null}
      {d.error ? <Notice tone="error">{d.error}</Notice> : null}
      <section aria-labelledby="saved-heading" className="space-y-3">
        <h2 id="saved-heading" className={ui.h2}>
          Saved addresses
        </h2>
        {addresses.length === 0 ? <p className={ui.p}>No saved addresses yet.</p> : null}
        <ul className={addresses.length === 0 ? "hidden" : "space-y-3"}>
          {addresses.map((a) => (
            <li key={a.id} className={`${ui.card} space-y-3`}>
              <p className="text-gray-900">
                {formatAddressLines(a.address).join(", ")}
                {a.isDefault ? (
                  <span className="ml-2 rounded-full bg-purple-100 px-2 py-0.5 text-sm font-semibold text-purple-900">
                    Default
                  </span>
                ) : null}
              </p>
              <div className="flex flex-wrap gap-3">
                <Link to={`?edit=${a.id}`} className={ui.secondary} aria-label={`Edit address ${a.address.line1}`}>
                  Edit
                </Link>
                {!a.isDefault ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="default" />
                    <input type="hidden" name="id" value={a.id} />
                    <button
                      type="submit"
                      className={ui.secondary}
                      disabled={busy}
                      aria-label={`Make ${a.address.line1} the default`}
                    >
                      Make default
                    </button>
                  </Form>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={a.id} />
                  <button
                    type="submit"
                    className={ui.danger}
                    disabled={busy}
                    aria-label={`Delete address ${a.address.line1}`}
                  >
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="address-form-heading" className={`${ui.card} space-y-4`}>
        <h2 id="address-form-heading" className={ui.h2}>
          {editId ? "Edit address" : "Add an address"}
        </h2>
        <AddressForm
          key={editId ?? `new-${addresses.length}`}
          id={editId ?? undefined}
          values={editId || d.error ? editValues : undefined}
          errors={d.fieldErrors}
          busy={busy}
        />
        {editId ? (
          <Link to="/account/addresses" className={ui.link}>
            Cancel editing
          </Link>
        ) : null}
      </section>
    </AccountFrame>
  );
}
