// One order in the admin: its lines and totals, customer and address, payment, refund
// and tracking references, the next step staff can take (fulfil, refund) and its timeline.
import { useEffect, useRef } from "react";
import type { ShippedLot } from "../../../../core/stock-lots";
import { ShippedLots } from "../../shared/shipped-lots";
import { Link } from "react-router";
import { formatPrice } from "../../../../core/money";
import { formatAddressLines, isPartlyShipped, type OrderDetailView } from "../../../../core/order";
import { subscriptionLineLabel } from "../../../../core/subscription-line-label";
import { hasAdjustmentNote, hasTaxInvoice } from "../../../../core/tax-invoice";
import { OrderMoneyRows } from "../../checkout/order-money";
import { buttonClass } from "../shared/form-controls";
import { ORDER_NUMBER_CLASS, PaymentReference, StatusBadge } from "./order-display";
import { useShopTime } from "../shared/use-shop-time";
import { FulfilForm } from "./order-fulfil";
import { ShipmentList, ShipPartForm } from "./order-shipments";
import { RefundPanel } from "./order-refund";
import { LabelDownload, LabelPanel, type LabelPanelData } from "./order-label";
import { useStaffAccess } from "../shared/use-staff-role";

export function OrderDetail(props: {
  order: OrderDetailView;
  closeHref: string;
  subscriptionNumber?: string | null;
  /** The lots its tubs were shipped from, once fulfilled. */
  lots?: readonly ShippedLot[];
  /** The carrier's label: the form to buy one (null without a carrier account), or the one bought. */
  label?: { panel: LabelPanelData | null; bought: { carrier: string; service: string } | null };
}) {
  const { order } = props;
  const formatWhen = useShopTime();
  // Fulfilment may not refund, support only reads (the server refuses either anyway).
  const { can } = useStaffAccess();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // On a phone the order opens below the list, out of sight: bring it in. Keyboard and
    // screen-reader users land on its heading wherever it is.
    const h = heading.current;
    if (!h) return;
    h.focus({ preventScroll: true });
    if (window.matchMedia("(min-width: 1024px)").matches) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    h.closest("article")?.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
  }, [order.number]);
  return (
    <article
      aria-labelledby="order-detail-heading"
      // Session ids, references and e-mail addresses are long unbroken words: they may break anywhere.
      className="scroll-mt-20 space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 [overflow-wrap:anywhere]"
      data-testid="order-detail"
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          {/* The list's typeface (a monospaced hyphen read as 'RR - GUMCWG'), and room below for
              the focus outline (3 px, 2 px out) so it never cuts the 'Placed' line. */}
          <h3
            id="order-detail-heading"
            ref={heading}
            tabIndex={-1}
            className={`${ORDER_NUMBER_CLASS} mb-1.5 w-fit rounded-sm text-lg font-bold text-gray-900`}
          >
            {order.number}
          </h3>
          <p className="text-xs text-gray-500">Placed {formatWhen(order.createdAt)}</p>
          {props.subscriptionNumber ? (
            <p className="mt-1 text-sm">
              <Link
                to={`/admin/subscriptions/${props.subscriptionNumber}`}
                className="font-medium text-purple-700 underline decoration-purple-300 underline-offset-2 hover:decoration-purple-700"
              >
                {order.renewal ? `Renewal ${order.renewal.cycle} of subscription` : "Started subscription"}{" "}
                {props.subscriptionNumber}
              </Link>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <StatusBadge status={order.status} partlyShipped={isPartlyShipped(order)} />
          <Link to={props.closeHref} preventScrollReset className={buttonClass.ghost} aria-label="Close order details">
            ✕
          </Link>
        </div>
      </header>

      {order.oversold ? (
        <p
          role="note"
          data-testid="oversold"
          className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200"
        >
          Oversold: this order was paid after its stock reservation had been released, and there were not enough tubs
          for it. The timeline says which flavour is short. Restock it, or contact the customer and refund.
        </p>
      ) : null}

      <ul className="divide-y divide-gray-100 text-sm">
        {order.lines.map((l, i) => {
          const subscription = subscriptionLineLabel(l, order.renewal);
          return (
            <li key={i} className="flex justify-between gap-3 py-2">
              <span>
                {l.quantity} × {l.name}
                {l.flavor ? <span className="block text-xs text-gray-500">{l.flavor}</span> : null}
                {subscription ? (
                  <span className="block text-xs font-medium text-purple-800">{subscription}</span>
                ) : null}
              </span>
              <span className="tabular-nums">{formatPrice(l.lineTotal)}</span>
            </li>
          );
        })}
      </ul>
      <OrderMoneyRows order={order} className="border-t border-gray-100 pt-3" />
      <OrderDocuments order={order} />
      <ShippedLots lots={props.lots ?? []} className="border-t border-gray-100 pt-3 text-gray-900" />
      {props.lots?.some((l) => !l.lotNumber) ? (
        <p role="note" className="text-sm text-amber-900" data-testid="no-lot-recorded">
          Some tubs were shipped with no lot recorded: there were not enough received lots for them.
        </p>
      ) : null}

      <dl className="grid grid-cols-1 gap-3 border-t border-gray-100 pt-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold text-gray-500 uppercase">Customer</dt>
          <dd>
            {order.customerName ?? "—"}
            <br />
            {order.email ? (
              <a
                href={`mailto:${order.email}`}
                className="text-purple-700 underline decoration-purple-300 underline-offset-2 hover:decoration-purple-700"
              >
                {order.email}
              </a>
            ) : (
              "—"
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-gray-500 uppercase">Ship to</dt>
          <dd>
            {order.shippingAddress
              ? formatAddressLines(order.shippingAddress).map((line, i) => (
                  <span key={i} className="block">
                    {line}
                  </span>
                ))
              : "—"}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold text-gray-500 uppercase">Payment reference</dt>
          <dd className="font-mono text-xs" data-testid="payment-reference">
            <PaymentReference reference={order.paymentReference} />
          </dd>
        </div>
        {/* Sent in several parcels, each has its own tracking, listed with it below. */}
        {(order.shipments?.length ?? 0) > 1 ? null : (
          <div>
            <dt className="text-xs font-semibold text-gray-500 uppercase">Tracking number</dt>
            <dd className="font-mono text-xs">{order.trackingNumber ?? "—"}</dd>
            {props.label?.bought ? (
              <dd className="text-xs text-gray-600">
                {props.label.bought.service} label <LabelDownload orderId={order.id} />
              </dd>
            ) : null}
          </div>
        )}
        {order.refundReference ? (
          <div>
            <dt className="text-xs font-semibold text-gray-500 uppercase">Refund</dt>
            <dd className="font-mono text-xs break-all">
              {order.refundReference}, {formatWhen(order.refundedAt)}
            </dd>
          </div>
        ) : null}
      </dl>

      {/* Distinct keys: siblings sharing one key were duplicated on hydration (two fulfil forms). */}
      <ShipmentList shipments={order.shipments ?? []} formatWhen={(iso) => formatWhen(iso)} />
      {order.status === "paid" && can("orders.fulfil") && props.label?.panel && !props.label.bought ? (
        <LabelPanel key={`label-${order.id}`} orderId={order.id} data={props.label.panel} />
      ) : null}

      {order.status === "paid" && can("orders.fulfil") ? (
        <FulfilForm key={`fulfil-${order.id}`} orderId={order.id} rest={isPartlyShipped(order)} />
      ) : null}
      {order.status === "paid" && can("orders.fulfil") && order.lines.length > 0 ? (
        <ShipPartForm key={`ship-${order.id}-${order.shipments?.length ?? 0}`} order={order} />
      ) : null}

      {(order.status === "paid" || order.status === "fulfilled") && can("orders.refund") ? (
        <RefundPanel key={`refund-${order.id}`} order={order} />
      ) : null}

      <section aria-label="Timeline" className="border-t border-gray-100 pt-3">
        <h4 className="text-xs font-semibold text-gray-500 uppercase">Timeline</h4>
        <ol className="mt-2 space-y-2 border-l-2 border-purple-100 pl-4 text-sm">
          {order.events.map((e) => (
            <li key={e.id} className="relative">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] h-2 w-2 rounded-full bg-purple-400" />
              <p className="text-gray-900">{e.message}</p>
              <p className="text-xs text-gray-500">{formatWhen(e.createdAt)}</p>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

/** The PDFs an accountant files: the tax invoice of a paid order, the adjustment note of a refund. */
function OrderDocuments({ order }: { order: OrderDetailView }) {
  if (!hasTaxInvoice(order)) return null;
  const base = `/api/admin/orders/${order.id}`;
  const link =
    "inline-flex min-h-11 items-center font-medium text-purple-700 underline decoration-purple-300 underline-offset-2 hover:decoration-purple-700";
  return (
    <p className="flex flex-wrap gap-x-5 text-sm" data-testid="order-documents">
      <a href={`${base}/invoice.pdf`} download className={link}>
        Download tax invoice (PDF)
      </a>
      {hasAdjustmentNote(order) || order.events.some((e) => e.type === "partial_refund") ? (
        <a href={`${base}/adjustment-note.pdf`} download className={link}>
          Download adjustment note (PDF)
        </a>
      ) : null}
    </p>
  );
}
