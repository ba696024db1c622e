// /account/orders/:number/invoice (issue 16): the order's tax invoice, laid out to print (the
// words 'Tax invoice', the seller and ABN, date, items, GST included), as the confirmation
// e-mail carries it.
import { data } from "react-router";
import { formatAddressLines } from "../../../core/order";
import { OrderLines, orderDate } from "../../components/account/order-lines";
import { ui } from "../../components/account/account-ui";
import { accountHeaders, requireCustomer } from "../../lib/account-route";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account.invoice";

export const meta: Route.MetaFunction = ({ matches, params }) => [
  ...infoPageMeta(`Tax invoice ${params.number}`, matches),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { customerId } = requireCustomer(context);
  const invoice = await context.services.accounts.invoice(customerId, params.number);
  if (!invoice) throw data(null, { status: 404, statusText: "Not Found" });
  return invoice;
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order, seller } = loaderData;
  const address = order.shippingAddress ? formatAddressLines(order.shippingAddress) : [];
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-6 p-6 text-gray-900 print:p-0">
      <nav aria-label="Invoice" className="flex flex-wrap gap-3 print:hidden">
        <a href={`/account/orders/${order.number}`} className={ui.link}>
          ← Back to order {order.number}
        </a>
        <button type="button" onClick={() => window.print()} className={ui.secondary}>
          Print
        </button>
      </nav>
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold">Tax invoice</h1>
        <p className="font-semibold">{seller.name}</p>
        <p>ABN {seller.abn}</p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Invoice number</dt>
        <dd>{order.number}</dd>
        <dt className="font-semibold">Date of issue</dt>
        <dd>{orderDate(order)}</dd>
        <dt className="font-semibold">Customer</dt>
        <dd>
          {order.customerName ?? ""} {order.email ? `(${order.email})` : ""}
        </dd>
        {address.length > 0 ? (
          <>
            <dt className="font-semibold">Ship to</dt>
            <dd>{address.join(", ")}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Payment</dt>
        <dd>{order.paymentReference ?? "-"}</dd>
      </dl>
      <OrderLines order={order} />
      <p className="text-sm text-gray-700">
        All prices are in Australian dollars and include GST. Thank you for shopping with {seller.shopName}.
      </p>
    </main>
  );
}
