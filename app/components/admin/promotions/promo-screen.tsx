// The Promotions screen: every code with its terms, its paid uses and the revenue it brought,
// a switch to turn it on or off, its edit form in its place, and the form for a new code.
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { formatPrice } from "../../../../core/money";
import { formatSydney, type Promo } from "../../../../core/promo";
import type { AdminActionResult } from "../../../lib/admin-action";
import { buttonClass } from "../shared/form-controls";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { PromoForm, promoEditKey } from "./promo-form";
import { useActionResult } from "../shared/use-action-result";

export type PromoRow = Promo & { used: number; uses: number; revenue: number; discountGiven: number };

function terms(p: Promo, products: readonly { id: string; name: string }[]): string {
  const off =
    p.kind === "percent" ? `${p.value}% off` : p.kind === "fixed" ? `${formatPrice(p.value)} off` : "Free shipping";
  const on =
    p.productIds.length === 0
      ? "everything"
      : p.productIds.map((id) => products.find((x) => x.id === id)?.name ?? id).join(", ");
  const min = p.minSpend > 0 ? `, minimum spend ${formatPrice(p.minSpend)}` : "";
  return `${off} ${on}${min}`;
}

function period(p: Promo): string {
  if (!p.startsAt && !p.endsAt) return "No start or end";
  const from = p.startsAt ? `From ${formatSydney(p.startsAt)}` : "";
  const to = p.endsAt ? `until ${formatSydney(p.endsAt)}` : "";
  return `${[from, to].filter(Boolean).join(" ")} (Sydney time)`;
}

function ActiveSwitch({ promo }: { promo: PromoRow }) {
  const fetcher = useFetcher<AdminActionResult>();
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.formError : undefined;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="active" />
      <input type="hidden" name="code" value={promo.code} />
      <input type="hidden" name="active" value={promo.active ? "false" : "true"} />
      <button type="submit" className={buttonClass.secondary} disabled={fetcher.state !== "idle"}>
        {promo.active ? "Switch off" : "Switch on"}
        <span className="sr-only"> {promo.code}</span>
      </button>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export function PromoScreen(props: {
  promotions: readonly PromoRow[];
  products: readonly { id: string; name: string }[];
}) {
  const { promotions, products } = props;
  const [editing, setEditing] = useState<string | null>(null);
  // The code just created, marked in the list until the next one.
  const [fresh, setFresh] = useState<string | null>(null);
  const { flash, show } = useFlash();
  const onSaved = useCallback(
    (r: AdminActionResult) => {
      if (!r.ok) return;
      setEditing(null);
      show("success", r.message);
    },
    [show],
  );
  const onCreated = useCallback(
    ({ message, code }: { message: string; code: string }) => {
      setFresh(code);
      show("success", message);
    },
    [show],
  );
  useActionResult(useFetcher<AdminActionResult>({ key: promoEditKey(editing ?? "") }), onSaved);
  return (
    <section aria-labelledby="promo-heading" className="space-y-5">
      <div>
        <h2 id="promo-heading" className="text-xl font-bold text-gray-900">
          Promotions
        </h2>
        <p className="text-sm text-gray-600">
          Codes shoppers enter in the cart. The shop checks and prices each code; a use counts when the order is paid.
        </p>
      </div>
      <FlashMessage flash={flash} />
      {promotions.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-sm text-gray-700 shadow-sm ring-1 ring-gray-200">No codes yet.</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Codes">
          {promotions.map((p) =>
            editing === p.code ? (
              <li key={p.code} className="lg:col-span-2">
                <PromoForm products={products} promo={p} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li
                key={p.code}
                className={`space-y-3 rounded-2xl p-5 shadow-sm ${fresh === p.code ? "bg-emerald-50 ring-2 ring-emerald-500" : "bg-white ring-1 ring-gray-200"}`}
                data-testid="promo-row"
                data-fresh={fresh === p.code ? "" : undefined}
              >
                <div className="flex items-center justify-between gap-3">
                  <h3 className="font-mono text-base font-bold text-gray-900">
                    {p.code}
                    {fresh === p.code ? (
                      <span className="ml-2 rounded-full bg-emerald-700 px-2 py-0.5 font-sans text-xs font-semibold text-white">
                        Just created
                      </span>
                    ) : null}
                  </h3>
                  <span
                    className={`rounded-full px-2.5 py-1 text-xs font-semibold ${p.active ? "bg-emerald-100 text-emerald-800" : "bg-gray-100 text-gray-700"}`}
                  >
                    {p.active ? "Active" : "Inactive"}
                  </span>
                </div>
                <p className="text-sm text-gray-800">{terms(p, products)}</p>
                <p className="text-sm text-gray-600">{period(p)}</p>
                <dl className="grid grid-cols-3 gap-3 text-sm">
                  <div>
                    <dt className="text-xs font-semibold text-gray-600">Paid uses</dt>
                    <dd className="text-lg font-semibold tabular-nums">
                      {p.uses}
                      {p.totalUses !== null ? ` / ${p.totalUses}` : ""}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold text-gray-600">Revenue</dt>
                    <dd className="text-lg font-semibold tabular-nums">{formatPrice(p.revenue)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold text-gray-600">Discount given</dt>
                    <dd className="text-lg font-semibold tabular-nums">{formatPrice(p.discountGiven)}</dd>
                  </div>
                </dl>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={buttonClass.secondary} onClick={() => setEditing(p.code)}>
                    Edit<span className="sr-only"> {p.code}</span>
                  </button>
                  <ActiveSwitch promo={p} />
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <PromoForm products={products} onCreated={onCreated} />
    </section>
  );
}
