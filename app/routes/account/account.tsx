// /account: the shopper's orders, every paid order with the account's e-mail, guest
// orders from before the account included.
import { Link } from "react-router";
import { formatPrice } from "../../../core/money";
import { AccountFrame, ui } from "../../components/account/account-ui";
import { StatusBadge, orderDate } from "../../components/account/order-lines";
import { accountHeaders, requireCustomer } from "../../lib/account-route";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta("Your account", matches),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { customerId, email } = requireCustomer(context);
  const params = new URL(request.url).searchParams;
  const page = await context.services.accounts.listOrders(customerId, {
    after: params.get("after") ?? undefined,
    before: params.get("before") ?? undefined,
  });
  return { email, ...page };
}

const itemsLabel = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

export default function Account({ loaderData }: Route.ComponentProps) {
  const { email, orders, next, prev } = loaderData;
  return (
    <AccountFrame title="Your account" intro={<>Signed in as {email}</>} nav>
      <section aria-labelledby="orders-heading" className="space-y-4">
        <h2 id="orders-heading" className={ui.h2}>
          Your orders
        </h2>
        {orders.length === 0 ? (
          <div className={ui.card}>
            <p className={ui.p}>No orders yet. Orders paid with {email} show here, including ones placed as a guest.</p>
            <Link to="/#products" className={`${ui.primary} mt-4`}>
              Shop now
            </Link>
          </div>
        ) : (
          <ul className="space-y-3">
            {orders.map((o) => (
              <li key={o.id} className={`${ui.card} flex flex-wrap items-center justify-between gap-3`}>
                <div className="space-y-1">
                  <p className="font-semibold text-gray-900">
                    <Link to={`/account/orders/${o.number}`} className={ui.link} aria-label={`Order ${o.number}`}>
                      {o.number}
                    </Link>{" "}
                    <StatusBadge status={o.status} />
                  </p>
                  <p className={ui.muted}>
                    {orderDate(o)} · {itemsLabel(o.lines.reduce((n, l) => n + l.quantity, 0))} · {formatPrice(o.total)}
                  </p>
                </div>
                <Link to={`/account/orders/${o.number}`} className={ui.secondary}>
                  View order
                </Link>
              </li>
            ))}
          </ul>
        )}
        {prev || next ? (
          <nav aria-label="Pages of orders" className="flex justify-between gap-3">
            {prev ? (
              <Link to={`?before=${encodeURIComponent(prev)}`} className={ui.secondary}>
                Newer orders
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={`?after=${encodeURIComponent(next)}`} className={ui.secondary}>
                Older orders
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </AccountFrame>
  );
}
