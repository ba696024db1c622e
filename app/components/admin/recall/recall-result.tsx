// A recall on the Recall screen: the lot (or a range's lots), who received it (the most recent
// orders; the CSV holds them all), quarantine of a single lot and the download.
import { Form, Link } from "react-router";
import { formatShopDate } from "../../../../core/shop-time";
import { selectionQuery } from "../../../../core/recall";
import { LOT_STATE_LABELS, type LotLine } from "../../../../core/stock-lots";
import type { RecallView } from "../../../../server/modules/orders/order-recall";
import type { AdminActionResult } from "../../../lib/admin-action";
import { buttonClass } from "../shared/form-controls";
import { TableScroll } from "../shared/table-scroll";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-AU")} ${n === 1 ? one : many}`;

export function RecallResult({
  view,
  timeZone,
  result,
  busy,
}: {
  view: RecallView;
  timeZone: string;
  result: AdminActionResult | null;
  busy: boolean;
}) {
  const { lot, range } = view;
  const csvHref = lot
    ? `/api/admin/recall/${encodeURIComponent(lot.lotNumber)}/export.csv`
    : `/api/admin/recall/export.csv?${selectionQuery({ kind: "range", ...range! })}`;
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="recall-lot-heading"
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
      >
        <h3 id="recall-lot-heading" className="text-lg font-bold text-gray-900">
          {view.title}
        </h3>
        {lot ? <LotFacts lot={lot} /> : <LotsTable lots={view.lots} />}
        <p className="text-base text-gray-900" data-testid="recall-summary">
          Shipped to {plural(view.customers, "customer", "customers")} in {plural(view.orders, "order", "orders")}:{" "}
          {plural(view.tubsShipped, "tub", "tubs")}.
        </p>
        {result ? (
          <p
            role={result.ok ? "status" : "alert"}
            className={`text-sm font-medium ${result.ok ? "text-green-800" : "text-red-700"}`}
          >
            {result.ok ? result.message : result.formError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {lot && lot.state !== "quarantined" ? (
            <Form method="post">
              <input type="hidden" name="lot" value={lot.id} />
              <button type="submit" className={`${buttonClass.danger} min-h-10`} disabled={busy}>
                Quarantine lot {lot.lotNumber}
              </button>
            </Form>
          ) : null}
          <a href={csvHref} className={`${buttonClass.secondary} min-h-10`} download>
            Download the recall list (CSV)
          </a>
        </div>
      </section>
      {view.recent.length === 0 ? (
        <p className="text-sm text-gray-600">
          {lot ? "No order has shipped tubs of this lot." : "No order has shipped tubs of these lots."}
        </p>
      ) : (
        <TableScroll className="rounded-2xl bg-white shadow-sm ring-1 ring-gray-200" label="Orders that shipped it">
          <table className="w-full text-left text-sm">
            <caption className="px-4 pt-3 text-left text-sm text-gray-600">
              {view.orders > view.recent.length
                ? `The ${view.recent.length} most recent of ${plural(view.orders, "order", "orders")}; the CSV lists them all.`
                : `Every order that shipped tubs of ${lot ? "this lot" : "these lots"}, most recent first.`}
            </caption>
            <thead className="text-xs tracking-wider text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Order
                </th>
                <th scope="col" className="px-4 py-2">
                  Customer
                </th>
                <th scope="col" className="px-4 py-2">
                  Shipped
                </th>
                {lot ? null : (
                  <th scope="col" className="px-4 py-2">
                    Lot
                  </th>
                )}
                <th scope="col" className="px-4 py-2 text-right">
                  Tubs
                </th>
              </tr>
            </thead>
            <tbody>
              {view.recent.map((o) => (
                <tr key={`${o.number} ${o.lotNumber}`} className="border-t border-gray-100">
                  <td className="px-4 py-2">
                    <Link to={`/admin/orders/${o.number}`} className="font-semibold text-purple-700 underline">
                      {o.number}
                    </Link>
                  </td>
                  <td className="px-4 py-2">
                    <span className="block text-gray-900">{o.customerName}</span>
                    <span className="block text-gray-600 [overflow-wrap:anywhere]">{o.email}</span>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    {o.shippedAt ? formatShopDate(o.shippedAt, timeZone) : "Not yet"}
                  </td>
                  {lot ? null : <td className="px-4 py-2 whitespace-nowrap">{o.lotNumber}</td>}
                  <td className="px-4 py-2 text-right tabular-nums">{o.tubs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}

function LotFacts({ lot }: { lot: LotLine }) {
  const facts: [string, string][] = [
    ["Flavour", lot.flavor],
    ["Best before", lot.bestBeforeText],
    ["Received", formatShopDate(`${lot.receivedAt}T12:00:00Z`, "UTC")],
    ["Still on the shelf", plural(lot.remaining, "tub", "tubs")],
    ["State", LOT_STATE_LABELS[lot.state]],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt className="font-medium text-gray-600">{k}</dt>
          <dd className="font-semibold text-gray-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A range's lots, each with a link to recall (and quarantine) it alone. */
function LotsTable({ lots }: { lots: readonly LotLine[] }) {
  return (
    <TableScroll label="The lots in this range">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The lots in this range</caption>
        <thead className="text-xs tracking-wider text-gray-600 uppercase">
          <tr>
            <th scope="col" className="py-1 pr-4">
              Lot
            </th>
            <th scope="col" className="py-1 pr-4">
              Best before
            </th>
            <th scope="col" className="py-1 pr-4 text-right">
              On the shelf
            </th>
            <th scope="col" className="py-1">
              State
            </th>
          </tr>
        </thead>
        <tbody>
          {lots.map((l) => (
            <tr key={l.id} className="border-t border-gray-100">
              <td className="py-1 pr-4">
                <Link
                  to={`/admin/recall?${selectionQuery({ kind: "lot", lotNumber: l.lotNumber })}`}
                  className="font-semibold text-purple-700 underline"
                >
                  {l.lotNumber}
                </Link>
              </td>
              <td className="py-1 pr-4">{l.bestBeforeText}</td>
              <td className="py-1 pr-4 text-right tabular-nums">{plural(l.remaining, "tub", "tubs")}</td>
              <td className="py-1">{LOT_STATE_LABELS[l.state]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
