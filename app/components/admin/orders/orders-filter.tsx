// The Orders screen's search and status filter. They live in the address (?q=&status=), so
// a reload, Back or a shared link shows the same list; typing searches after a pause.
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { ORDER_FILTER_LABELS } from "../../../../core/order-filter";
import { Field } from "../../ui/field";
import { inputClass } from "../shared/form-controls";
import type { OrderFilter } from "./orders-api";

export function OrdersFilterForm({ filter }: { filter: OrderFilter }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Back, Forward or a link changed the filter: show it. Only on a change, never at the first
  // render, so a choice made before the page's script ran is kept. (The fields are
  // uncontrolled, so typing is never interrupted by the list arriving.)
  const shown = useRef(filter);
  useEffect(() => {
    const f = form.current;
    if (!f || (shown.current.q === filter.q && shown.current.status === filter.status)) return;
    shown.current = filter;
    const q = f.elements.namedItem("q") as HTMLInputElement | null;
    const status = f.elements.namedItem("status") as HTMLSelectElement | null;
    if (q && document.activeElement !== q && q.value.trim() !== filter.q) q.value = filter.q;
    if (status && status.value !== filter.status) status.value = filter.status;
  }, [filter]);

  // One history entry per search, not one per keystroke.
  const send = () => {
    window.clearTimeout(timer.current);
    if (form.current) void submit(form.current, { replace: true, preventScrollReset: true });
  };

  return (
    <Form
      ref={form}
      method="get"
      action="/admin/orders"
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={() => window.clearTimeout(timer.current)}
    >
      <Field id="orders-q" label="Search" className="flex-1">
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            defaultValue={filter.q}
            onChange={() => {
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(send, 300);
            }}
            placeholder="Start of an order number, e-mail or name"
            className={inputClass}
          />
        )}
      </Field>
      <Field id="orders-status" label="Status" className="sm:w-72">
        {(control) => (
          <select {...control} name="status" defaultValue={filter.status} onChange={send} className={inputClass}>
            {ORDER_FILTER_LABELS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </Form>
  );
}
