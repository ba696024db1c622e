// The Orders screen's list: one row per order (number, customer, status, total), each a link
// to that order's screen, the open one highlighted, and links to the newer and older pages.
import { Link, useNavigate } from "react-router";
import { formatPrice } from "../../../../core/money";
import type { OrderView } from "../../../../core/order";
import { buttonClass } from "../shared/form-controls";
import { ORDER_NUMBER_CLASS, StatusBadge } from "./order-display";
import { useShopTime } from "../shared/use-shop-time";

/** Which orders are ticked, and how to tick or untick some; the boxes belong to the form formId. */
export type OrderSelection = {
  formId: string;
  ticked: ReadonlySet<string>;
  setPage(numbers: string[], on: boolean): void;
};

// A box large enough to hit on a phone (the row around it opens the order).
const TICK_CLASS = "size-5 cursor-pointer accent-purple-600";

export function OrdersTable(props: {
  orders: OrderView[];
  total: number;
  selectedNumber: string | undefined;
  filtered: boolean;
  hrefFor(number: string): string;
  /** The addresses of the neighbouring pages, null at either end. */
  pages: { newer: string | null; older: string | null };
  /** The bulk actions' selection: a tick box per row, sent with the form of that id. */
  selection?: OrderSelection;
}) {
  const { orders } = props;
  const formatWhen = useShopTime();
  const navigate = useNavigate();
  const selected = props.selectedNumber?.toUpperCase();
  const pick = props.selection;
  const allTicked = !!pick && orders.length > 0 && orders.every((o) => pick.ticked.has(o.number));
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
      {orders.length === 0 ? (
        <p className="px-6 py-16 text-center text-sm text-gray-600">
          {props.filtered ? "No orders match." : "No paid orders yet. Unpaid checkouts are under Status."}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-500 uppercase">
            <tr>
              {pick ? (
                <th scope="col" className="w-10 py-3 pl-4">
                  <input
                    type="checkbox"
                    aria-label="Select every order on this page"
                    className={TICK_CLASS}
                    checked={allTicked}
                    onChange={() =>
                      pick.setPage(
                        orders.map((o) => o.number),
                        !allTicked,
                      )
                    }
                  />
                </th>
              ) : null}
              <th scope="col" className="px-4 py-3">
                Order
              </th>
              <th scope="col" className="hidden px-4 py-3 md:table-cell">
                Customer
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {orders.map((o) => (
              <tr
                key={o.id}
                data-testid="order-row"
                className={`cursor-pointer hover:bg-purple-50/50 ${selected === o.number ? "bg-purple-50" : ""}`}
                // The whole row opens the order for a mouse; the number is the link for everyone.
                onClick={() => void navigate(props.hrefFor(o.number), { preventScrollReset: true })}
              >
                {pick ? (
                  <td className="py-3 pl-4 align-top" onClick={(e) => e.stopPropagation()}>
                    <input
                      type="checkbox"
                      name="n"
                      value={o.number}
                      form={pick.formId}
                      aria-label={`Select order ${o.number}`}
                      data-testid="order-tick"
                      className={TICK_CLASS}
                      checked={pick.ticked.has(o.number)}
                      onChange={(e) => pick.setPage([o.number], e.target.checked)}
                    />
                  </td>
                ) : null}
                <td className="px-4 py-3">
                  <Link
                    to={props.hrefFor(o.number)}
                    preventScrollReset
                    aria-current={selected === o.number ? "true" : undefined}
                    className={`${ORDER_NUMBER_CLASS} inline-block py-0.5 font-semibold text-purple-700 hover:underline`}
                    onClick={(e) => e.stopPropagation()}
                  >
                    {o.number}
                  </Link>
                  {/* On a phone the Customer column is folded in here. */}
                  <div className="text-gray-900 md:hidden [overflow-wrap:anywhere]">
                    {o.customerName ?? o.email ?? "—"}
                  </div>
                  <div className="text-xs text-gray-500">{formatWhen(o.createdAt)}</div>
                </td>
                <td className="hidden px-4 py-3 md:table-cell">
                  <div className="text-gray-900">{o.customerName ?? "—"}</div>
                  <div className="text-xs text-gray-500">
                    {o.email ?? (o.status === "pending" ? "no e-mail yet" : "Erased customer")}
                  </div>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={o.status} partlyShipped={o.partlyShipped} />
                  {o.oversold ? (
                    <span
                      data-testid="order-oversold"
                      title="Paid after its stock reservation was released, with too few tubs left"
                      className="mt-1 block w-fit rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-200"
                    >
                      Oversold
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-right font-medium tabular-nums">{formatPrice(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.pages.newer || props.pages.older ? (
        <nav aria-label="Pages of orders" className="flex justify-between gap-3 border-t border-gray-100 p-3">
          {props.pages.newer ? (
            <Link to={props.pages.newer} className={buttonClass.ghost}>
              ← Newer orders
            </Link>
          ) : (
            <span />
          )}
          {props.pages.older ? (
            <Link to={props.pages.older} className={buttonClass.ghost}>
              Older orders →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
