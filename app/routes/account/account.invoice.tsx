// /account/orders/:number/invoice: the order's tax invoice, laid out to print (the
// words 'Tax invoice', the seller and ABN, date, items, GST included), drawn from the same view
// model (core/tax-invoice.ts) as the PDF the confirmation e-mail carries and 'Download PDF' gives.
import { data } from "react-router";
import { taxInvoiceView, type InvoiceLine } from "../../../core/tax-invoice";
import { Logo } from "../../components/art";
import { OrderMoneyRows } from "../../components/checkout/order-money";
import { ui } from "../../components/account/account-ui";
import { ShippedLots } from "../../components/shared/shipped-lots";
import { Parcels } from "../../components/shared/parcels";
import { accountHeaders, requireCustomer } from "../../lib/account-route";
import { parcelsOf } from "../../lib/parcels";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account.invoice";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) => [
  ...infoPageMeta(`${loaderData?.invoice.title ?? "Tax invoice"} ${params.number}`, matches),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const { customerId } = requireCustomer(context);
  const found = await context.services.accounts.invoice(customerId, params.number);
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    invoice: taxInvoiceView(found.order, found.seller, context.config.shopTimeZone),
    adjusted: await context.services.orders.hasAdjustmentNote(found.order.id),
    lots: await context.services.stock.lots.lotsShippedIn([found.order.id]),
    parcels: await parcelsOf(context, found.order.id),
  };
}

function InvoiceLines({ number, lines }: { number: string; lines: readonly InvoiceLine[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Items in order {number}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-gray-600">
          <th scope="col" className="py-2 font-semibold">
            Item
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-semibold">
            Qty
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-semibold">
            Price
          </th>
          <th scope="col" className="py-2 pl-4 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i} className="border-b border-gray-100 align-top">
            <td className="py-2 pr-2 text-gray-900">
              {l.description}
              {l.details.map((d) => (
                <span key={d} className="block text-gray-600">
                  {d}
                </span>
              ))}
            </td>
            <td className="py-2 pl-4 text-right tabular-nums">{l.quantity}</td>
            <td className="py-2 pl-4 text-right tabular-nums">{l.unitPrice}</td>
            <td className="py-2 pl-4 text-right tabular-nums">{l.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { invoice, adjusted } = loaderData;
  const { seller, buyer, number } = invoice;
  const pdf = `/account/orders/${number}`;
  const isInvoice = invoice.document !== "confirmation";
  return (
    // A sheet of A4 when printed (app.css sets the page), the screen's width on a phone.
    <main id="main" className="invoice mx-auto max-w-2xl space-y-6 p-4 text-gray-900 sm:p-6 print:max-w-none print:p-0">
      <nav aria-label="Invoice" className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href={`/account/orders/${number}`} className={`${ui.link} inline-flex min-h-11 items-center`}>
          ← Back to order {number}
        </a>
        <button type="button" onClick={() => window.print()} className={ui.secondary}>
          Print
        </button>
        {/* Their own row: Back and Print stay on one line on a phone. */}
        <div className="flex basis-full flex-wrap gap-3">
          <a href={`${pdf}/invoice.pdf`} download className={ui.secondary}>
            Download PDF
          </a>
          {adjusted ? (
            <a href={`${pdf}/adjustment-note.pdf`} download className={ui.secondary}>
              Adjustment note (PDF)
            </a>
          ) : null}
        </div>
      </nav>
      <header className="flex flex-col-reverse gap-4 border-b border-gray-200 pb-4 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-extrabold">{invoice.title}</h1>
          {isInvoice ? (
            <>
              <p className="font-semibold">{seller.name}</p>
              {seller.abn ? <p>ABN {seller.abn}</p> : null}
            </>
          ) : null}
        </div>
        <Logo brand={seller.shopName} className="h-10 w-auto self-start" />
      </header>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr] [&_dd]:mb-2 sm:[&_dd]:mb-0 [&_dd]:[overflow-wrap:anywhere]">
        <dt className="font-semibold">{isInvoice ? "Invoice number" : "Order number"}</dt>
        <dd>{number}</dd>
        <dt className="font-semibold">{isInvoice ? "Date of issue" : "Date"}</dt>
        <dd>{invoice.dateOfIssue}</dd>
        <dt className="font-semibold">Customer</dt>
        <dd>
          {buyer.name} {buyer.email ? `(${buyer.email})` : ""}
        </dd>
        {buyer.address.length > 0 ? (
          <>
            <dt className="font-semibold">Ship to</dt>
            <dd>{buyer.address.join(", ")}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Paid with</dt>
        <dd data-testid="invoice-payment">{invoice.paidWith}</dd>
      </dl>
      <div className="space-y-3">
        <InvoiceLines number={number} lines={invoice.lines} />
        <OrderMoneyRows rows={invoice.totals} className="ml-auto max-w-sm" />
      </div>
      <Parcels parcels={loaderData.parcels} heading="h2" linkClass={ui.link} />
      <ShippedLots lots={loaderData.lots} heading="h2" />
      <p className="text-sm text-gray-700">{invoice.note}</p>
      {!isInvoice ? (
        <p className="text-sm text-gray-700">
          If you need a tax invoice for this order, contact us and we will send one.
        </p>
      ) : null}
    </main>
  );
}
