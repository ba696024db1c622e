// The admin's Orders tab: newest first, filter by status, search by number or
// e-mail; one order's lines, address, payment reference and timeline; mark it
// fulfilled with a tracking number or refunded (the customer is e-mailed); CSV export.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { formatPrice } from "../../../core/money";
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  formatAddressLines,
  type OrderDetailView,
  type OrderStatus,
  type OrderView,
} from "../../../core/order";
import { ApiError, SessionEndedError } from "./admin-api";
import { FlashMessage, useFlash } from "./flash-message";
import { Field, buttonClass, inputClass } from "./form-controls";
import { RefundPanel } from "./order-refund";
import { ordersApi, type OrderFilter } from "./orders-api";
import { Spinner } from "./verifying-auth";

const STATUS_STYLE: Record<OrderStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  fulfilled: "bg-sky-50 text-sky-800 ring-sky-200",
  refunded: "bg-violet-50 text-violet-800 ring-violet-200",
  cancelled: "bg-gray-100 text-gray-700 ring-gray-200",
  expired: "bg-gray-100 text-gray-600 ring-gray-200",
};

const when = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Australia/Sydney",
});
const formatWhen = (iso: string | null) => (iso ? when.format(new Date(iso)) : "—");

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[status]}`}
      data-testid="order-status"
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

export function OrdersTab() {
  const navigate = useNavigate();
  const { flash, show } = useFlash();
  const [filter, setFilter] = useState<OrderFilter>({ status: "", q: "" });
  const [query, setQuery] = useState("");
  const [orders, setOrders] = useState<OrderView[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<OrderDetailView | null>(null);

  const fail = useCallback(
    (err: unknown, fallback: string) => {
      if (err instanceof SessionEndedError) {
        void navigate("/admin/login", { replace: true });
        return;
      }
      show("error", err instanceof ApiError ? err.message : fallback);
    },
    [navigate, show],
  );

  const load = useCallback(
    async (f: OrderFilter, offset = 0) => {
      setLoading(true);
      setError(null);
      try {
        const r = await ordersApi.list(f, offset);
        setOrders((cur) => (offset === 0 || !cur ? r.orders : [...cur, ...r.orders]));
        setTotal(r.total);
      } catch (err) {
        if (err instanceof SessionEndedError) fail(err, "");
        else setError("Failed to load orders");
      } finally {
        setLoading(false);
      }
    },
    [fail],
  );

  useEffect(() => {
    void load(filter);
  }, [filter, load]);

  // Search as you type, without a request per keystroke.
  useEffect(() => {
    const t = window.setTimeout(() => setFilter((f) => (f.q === query ? f : { ...f, q: query })), 300);
    return () => window.clearTimeout(t);
  }, [query]);

  const open = useCallback(
    async (id: string) => {
      try {
        setSelected(await ordersApi.get(id));
      } catch (err) {
        fail(err, "Failed to load the order");
      }
    },
    [fail],
  );

  // ?order={id} (a link from a return request) opens that order.
  const linked = useSearchParams()[0].get("order");
  useEffect(() => {
    if (linked) void open(linked);
  }, [linked, open]);

  function replace(updated: OrderDetailView) {
    setSelected(updated);
    setOrders((cur) => cur?.map((o) => (o.id === updated.id ? updated : o)) ?? null);
  }

  function onFulfilled(updated: OrderDetailView) {
    replace(updated);
    show("success", `Order ${updated.number} marked fulfilled; the customer has been e-mailed`);
  }

  function onRefunded(updated: OrderDetailView) {
    replace(updated);
    show("success", `Order ${updated.number} refunded; the customer has been e-mailed`);
  }

  return (
    <section aria-labelledby="orders-heading" className="space-y-5">
      <FlashMessage flash={flash} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="orders-heading" className="text-xl font-bold text-gray-900">
            Orders
          </h2>
          <p className="text-sm text-gray-600">
            {orders ? `${total} ${total === 1 ? "order" : "orders"}` : "Loading…"} · newest first
          </p>
        </div>
        <a href={ordersApi.exportUrl(filter)} className={buttonClass.secondary} download>
          Export CSV
        </a>
      </div>

      <form
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter((f) => ({ ...f, q: query }));
        }}
      >
        <Field id="orders-q" label="Search" className="flex-1">
          <input
            id="orders-q"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Order number or e-mail"
            className={inputClass}
          />
        </Field>
        <Field id="orders-status" label="Status" className="sm:w-52">
          <select
            id="orders-status"
            value={filter.status}
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as OrderFilter["status"] }))}
            className={inputClass}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
      </form>

      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void load(filter)}>
            Try again
          </button>
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
          {orders === null ? (
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          ) : orders.length === 0 ? (
            <p className="px-6 py-16 text-center text-sm text-gray-600">
              {filter.q || filter.status ? "No orders match." : "No orders yet."}
            </p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                <tr>
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
                    className={`cursor-pointer hover:bg-purple-50/50 ${selected?.id === o.id ? "bg-purple-50" : ""}`}
                    onClick={() => void open(o.id)}
                  >
                    <td className="px-4 py-3">
                      <button
                        type="button"
                        className="font-mono font-semibold text-purple-700 hover:underline"
                        onClick={(e) => {
                          e.stopPropagation();
                          void open(o.id);
                        }}
                      >
                        {o.number}
                      </button>
                      <div className="text-xs text-gray-500">{formatWhen(o.createdAt)}</div>
                    </td>
                    <td className="hidden px-4 py-3 md:table-cell">
                      <div className="text-gray-900">{o.customerName ?? "—"}</div>
                      <div className="text-xs text-gray-500">{o.email ?? "no e-mail yet"}</div>
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={o.status} />
                    </td>
                    <td className="px-4 py-3 text-right font-medium tabular-nums">{formatPrice(o.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {orders && orders.length < total ? (
            <div className="border-t border-gray-100 p-3 text-center">
              <button
                type="button"
                className={buttonClass.ghost}
                disabled={loading}
                onClick={() => void load(filter, orders.length)}
              >
                {loading ? "Loading…" : "Load more"}
              </button>
            </div>
          ) : null}
        </div>

        <div>
          {selected ? (
            <OrderDetail
              order={selected}
              onClose={() => setSelected(null)}
              onFulfilled={onFulfilled}
              onRefunded={onRefunded}
              onError={fail}
            />
          ) : (
            <p className="rounded-2xl border-2 border-dashed border-gray-200 px-6 py-12 text-center text-sm text-gray-500">
              Select an order to see its details.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function OrderDetail(props: {
  order: OrderDetailView;
  onClose(): void;
  onFulfilled(o: OrderDetailView): void;
  onRefunded(o: OrderDetailView): void;
  onError(err: unknown, fallback: string): void;
}) {
  const { order } = props;
  const [tracking, setTracking] = useState("");
  const [trackingError, setTrackingError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function fulfil(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setTrackingError(undefined);
    try {
      props.onFulfilled(await ordersApi.fulfil(order.id, tracking));
      setTracking("");
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setTrackingError(err.details.trackingNumber ?? err.message);
      else props.onError(err, "Failed to mark the order fulfilled");
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      aria-labelledby="order-detail-heading"
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
      data-testid="order-detail"
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <h3 id="order-detail-heading" className="font-mono text-lg font-bold text-gray-900">
            {order.number}
          </h3>
          <p className="text-xs text-gray-500">Placed {formatWhen(order.createdAt)}</p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={order.status} />
          <button type="button" onClick={props.onClose} className={buttonClass.ghost} aria-label="Close order details">
            ✕
          </button>
        </div>
      </header>

      <ul className="divide-y divide-gray-100 text-sm">
        {order.lines.map((l, i) => (
          <li key={i} className="flex justify-between gap-3 py-2">
            <span>
              {l.quantity} × {l.name}
              {l.flavor ? <span className="block text-xs text-gray-500">{l.flavor}</span> : null}
            </span>
            <span className="tabular-nums">{formatPrice(l.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-gray-100 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-600">Shipping</dt>
          <dd className="tabular-nums">{order.shipping === 0 ? "Free" : formatPrice(order.shipping)}</dd>
        </div>
        <div className="flex justify-between font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatPrice(order.total)}</dd>
        </div>
        <div className="flex justify-between text-gray-600">
          <dt>GST included</dt>
          <dd className="tabular-nums">{formatPrice(order.gst)}</dd>
        </div>
      </dl>

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
        <div>
          <dt className="text-xs font-semibold text-gray-500 uppercase">Payment reference</dt>
          <dd className="font-mono text-xs break-all">{order.paymentReference ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-gray-500 uppercase">Tracking number</dt>
          <dd className="font-mono text-xs">{order.trackingNumber ?? "—"}</dd>
        </div>
        {order.refundReference ? (
          <div>
            <dt className="text-xs font-semibold text-gray-500 uppercase">Refund</dt>
            <dd className="font-mono text-xs break-all">
              {order.refundReference}, {formatWhen(order.refundedAt)}
            </dd>
          </div>
        ) : null}
      </dl>

      {order.status === "paid" ? (
        <form onSubmit={fulfil} className="flex items-end gap-2 border-t border-gray-100 pt-4">
          <Field id="tracking" label="Tracking number" error={trackingError} className="flex-1">
            <input
              id="tracking"
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              className={inputClass}
              aria-invalid={trackingError ? true : undefined}
              aria-describedby={trackingError ? "tracking-error" : undefined}
              placeholder="e.g. AP123456789"
              required
            />
          </Field>
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? "Saving…" : "Mark fulfilled"}
          </button>
        </form>
      ) : null}

      {order.status === "paid" || order.status === "fulfilled" ? (
        <RefundPanel key={order.id} order={order} onRefunded={props.onRefunded} onError={props.onError} />
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
