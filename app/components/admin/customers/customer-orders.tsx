// A customer's paid orders, newest first, a page at a time, each a link to the order's screen.
import { Link } from "react-router";
import { formatPrice } from "../../../../core/money";
import type { CustomerOrderView } from "../../../../core/customer";
import { buttonClass } from "../shared/form-controls";
import { ORDER_NUMBER_CLASS, StatusBadge } from "../orders/order-display";
import { useShopTime } from "../shared/use-shop-time";

export function CustomerOrders(props: {
  orders: CustomerOrderView[];
  pages: { newer: string | null; older: string | null };
}) {
  const when = useShopTime();
  if (props.orders.length === 0) return <p className="text-sm text-gray-600">No paid orders.</p>;
  return (
    <>
      <ul className="divide-y divide-gray-100 text-sm">
        {props.orders.map((o) => (
          <li key={o.id} data-testid="customer-order" className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <Link
              to={`/admin/orders/${o.number}`}
              className={`${ORDER_NUMBER_CLASS} inline-block py-0.5 font-semibold text-purple-700 hover:underline`}
            >
              {o.number}
            </Link>
            <span className="text-gray-600">{when(o.createdAt)}</span>
            <StatusBadge status={o.status} />
            <span className="ml-auto font-medium tabular-nums">{formatPrice(o.total)}</span>
          </li>
        ))}
      </ul>
      {props.pages.newer || props.pages.older ? (
        <nav aria-label="Pages of this customer's orders" className="mt-2 flex justify-between gap-3">
          {props.pages.newer ? (
            <Link to={props.pages.newer} preventScrollReset className={buttonClass.ghost}>
              ← Newer orders
            </Link>
          ) : (
            <span />
          )}
          {props.pages.older ? (
            <Link to={props.pages.older} preventScrollReset className={buttonClass.ghost}>
              Older orders →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
