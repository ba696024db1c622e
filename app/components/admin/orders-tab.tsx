// The admin's Orders tab: newest first, filter by status, search by number or
// e-mail; one order's lines, address, payment reference and timeline; mark it
// fulfilled with a tracking number or refunded (the customer is e-mailed); CSV export.
import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderDetailView, type OrderView } from "../../../core/order";
import { Field } from "../ui/field";
import { ApiError, SessionEndedError } from "./admin-api";
import { FlashMessage, useFlash } from "./flash-message";
import { buttonClass, inputClass } from "./form-controls";
import { OrderDetail } from "./order-detail";
import { ordersApi, type OrderFilter } from "./orders-api";
import { OrdersTable } from "./orders-table";

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
          {(control) => (
            <input
              {...control}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Order number or e-mail"
              className={inputClass}
            />
          )}
        </Field>
        <Field id="orders-status" label="Status" className="sm:w-52">
          {(control) => (
            <select
              {...control}
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
          )}
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
        <OrdersTable
          orders={orders}
          total={total}
          selectedId={selected?.id}
          filtered={Boolean(filter.q || filter.status)}
          loading={loading}
          onOpen={(id) => void open(id)}
          onLoadMore={() => void load(filter, orders?.length ?? 0)}
        />

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
