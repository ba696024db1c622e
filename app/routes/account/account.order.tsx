// /account/orders/:number (issue 16): one of the shopper's orders, with its tracking link once
// shipped, its printable tax invoice, and 'Start a return' with the form filled in.
import { data } from "react-router";
import { AccountFrame, BackLink, ui } from "../../components/account/account-ui";
import { OrderLines, StatusBadge, orderDate, trackingUrl } from "../../components/account/order-lines";
import { accountHeaders, requireCustomer } from "../../lib/account-route";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account.order";

export const meta: Route.MetaFunction = ({ matches, params }) => [
  ...infoPageMeta(`Order ${params.number}`, matches),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { customerId, email } = requireCustomer(context);
  const order = await context.services.accounts.findOrder(customerId, params.number);
  if (!order) throw data(null, { status: 404, statusText: "Not Found" });
  return { order, email };
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { order, email } = loaderData;
  const returnUrl = `/return-form?${new URLSearchParams({ order: order.number, email: order.email ?? email })}`;
  return (
    <AccountFrame title={`Order ${order.number}`} intro={`Placed ${orderDate(order)}`} nav>
      <BackLink to="/account">All orders</BackLink>
      <section aria-labelledby="order-heading" className={`${ui.card} space-y-5`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-heading" className={ui.h2}>
            Order details
          </h2>
          <StatusBadge status={order.status} />
        </div>
        {order.trackingNumber ? (
          <p className={ui.p}>
            Shipped with Australia Post, tracking number{" "}
            <a href={trackingUrl(order.trackingNumber)} className={ui.link} rel="noopener noreferrer" target="_blank">
              {order.trackingNumber}
              <span className="sr-only"> (opens Australia Post tracking in a new tab)</span>
            </a>
            .
          </p>
        ) : order.status === "paid" ? (
          <p className={ui.p}>Paid. We ship within 1-2 business days and e-mail you the tracking number.</p>
        ) : null}
        <OrderLines order={order} />
        <div className="flex flex-wrap gap-3 pt-2">
          <a href={`/account/orders/${order.number}/invoice`} className={ui.secondary}>
            Tax invoice
          </a>
          <a href={returnUrl} className={ui.secondary}>
            Start a return
          </a>
        </div>
      </section>
    </AccountFrame>
  );
}
