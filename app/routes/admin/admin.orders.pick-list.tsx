// /admin/orders/pick-list?all=1&q=… or ?n=RR-…: how many of each product and flavour to take
// from the shelves for the selected orders, and from which lots, printed from the browser.
import type { MetaDescriptor } from "react-router";
import { BULK_CAP, ordersHrefFor, readSelection } from "../../../core/order-bulk";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { PickLots } from "../../components/admin/orders/pick-lots";
import { CappedNote, PrintPage, SelectionProblem } from "../../components/admin/orders/print-page";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.orders.pick-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const back = ordersHrefFor(params);
  const read = readSelection(params);
  if (!read.ok) return { error: read.error, back, list: null };
  return { error: null, back, list: await context.services.orders.bulk.pickList(read.selection) };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Pick list", matches);
}

export default function PickList({ loaderData }: Route.ComponentProps) {
  const { list, back, error } = loaderData;
  if (!list) return <SelectionProblem message={error ?? ""} backHref={back} />;
  const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-AU")} ${n === 1 ? one : many}`;
  return (
    <PrintPage title="Pick list" backHref={back}>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">Pick list</h1>
        <p className="text-sm text-gray-600">
          {`${count(list.orders, "order", "orders")} · ${count(list.totalQuantity, "item", "items")} to pick`}
        </p>
      </header>
      <CappedNote capped={list.capped} cap={BULK_CAP} />
      {list.lines.length === 0 ? (
        <p className="text-sm text-gray-600">The selected orders have nothing to pick.</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm" data-testid="pick-list">
          <thead className="border-b-2 border-gray-900 text-xs font-semibold tracking-wide uppercase">
            <tr>
              <th scope="col" className="w-10 py-2 print:table-cell">
                <span className="sr-only">Picked</span>
              </th>
              <th scope="col" className="py-2">
                Product
              </th>
              <th scope="col" className="py-2">
                Flavour
              </th>
              <th scope="col" className="py-2 text-right">
                Orders
              </th>
              <th scope="col" className="py-2 text-right">
                Quantity
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {list.lines.map((l) => (
              <tr key={`${l.productId}|${l.flavor}`} data-testid="pick-line" className="break-inside-avoid">
                <td className="py-2">
                  <span aria-hidden="true" className="inline-block size-4 rounded-sm border border-gray-500" />
                </td>
                <td className="py-2 font-medium">{l.name}</td>
                <td className="py-2">{l.flavor}</td>
                <td className="py-2 text-right tabular-nums">{l.orders.toLocaleString("en-AU")}</td>
                <td className="py-2 text-right text-base font-bold tabular-nums">
                  {l.quantity.toLocaleString("en-AU")}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-gray-900">
            <tr>
              <td />
              <th scope="row" colSpan={3} className="py-2 text-right font-semibold">
                Total
              </th>
              <td className="py-2 text-right text-base font-bold tabular-nums" data-testid="pick-total">
                {list.totalQuantity.toLocaleString("en-AU")}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      <PickLots lots={list.lots} />
    </PrintPage>
  );
}
