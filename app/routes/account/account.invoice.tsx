// /account/orders/:number/invoice: the order's tax invoice, laid out to print (the
// words 'Tax invoice', the seller and ABN, date, items, GST included), as the confirmation
// e-mail carries it.
import { data } from "react-router";
import { formatAddressLines } from "../../../core/order";
import { paymentMethodLabel } from "../../../core/payment-card";
import { INVOICE_HEADINGS } from "../../../core/store-details";
import { Logo } from "../../components/art";
import { OrderLines, orderDate } from "../../components/account/order-lines";
import { ui } from "../../components/account/account-ui";
import { accountHeaders, requireCustomer } from "../../lib/account-route";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account.invoice";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) => [
  ...infoPageMeta(`${INVOICE_HEADINGS[loaderData?.seller.document ?? "tax-invoice"]} ${params.number}`, matches),
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
  const invoice = seller.document !== "confirmation";
  return (
    // A sheet of A4 when printed (app.css sets the page), the screen's width on a phone.
    <main id="main" className="invoice mx-auto max-w-2xl space-y-6 p-4 text-gray-900 sm:p-6 print:max-w-none print:p-0">
      <nav aria-label="Invoice" className="flex items-center justify-between gap-3 print:hidden">
        <a href={`/account/orders/${order.number}`} className={`${ui.link} inline-flex min-h-11 items-center`}>
          ← Back to order {order.number}
        </a>
        <button type="button" onClick={() => window.print()} className={ui.secondary}>
          Print
        </button>
      </nav>
      <header className="flex flex-col-reverse gap-4 border-b border-gray-200 pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-extrabold">{INVOICE_HEADINGS[seller.document]}</h1>
          {!invoice ? null : (
            <>
              <p className="font-semibold">{seller.name}</p>
              {seller.abn ? <p>ABN {seller.abn}</p> : null}
            </>
          )}
        </div>
        <Logo brand={seller.shopName} className="h-10 w-auto self-start" />
      </header>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr] [&_dd]:mb-2 sm:[&_dd]:mb-0 [&_dd]:[overflow-wrap:anywhere]">
        <dt className="font-semibold">{invoice ? "Invoice number" : "Order number"}</dt>
        <dd>{order.number}</dd>
        <dt className="font-semibold">{invoice ? "Date of issue" : "Date"}</dt>
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
        <dt className="font-semibold">Paid with</dt>
        <dd data-testid="invoice-payment">{paymentMethodLabel(order.paymentReference)}</dd>
      </dl>
      <OrderLines order={order} gst={seller.gstRegistered} />
      <p className="text-sm text-gray-700">
        All prices are in Australian dollars{seller.gstRegistered ? " and include GST" : ""}. Thank you for shopping
        with {seller.shopName}.
      </p>
      {!invoice ? (
        <p className="text-sm text-gray-700">
          If you need a tax invoice for this order, contact us and we will send one.
        </p>
      ) : null}
    </main>
  );
}
