// The bar over the Orders list once orders are selected: how many, and what to do with them
// (pick list, packing slips, mark fulfilled). It is a GET form: the ticked rows' boxes belong to
// it, or, with "every paid order matching this filter", the filter itself is sent, never a list
// of every matching order.
import { BULK_CAP } from "../../../../core/order-bulk";
import { buttonClass } from "../shared/form-controls";

export const BULK_FORM_ID = "orders-bulk";

export function OrdersBulkBar(props: {
  ticked: number;
  /** Paid orders matching the filter, when the list shows paid orders; else null. */
  matching: { total: number; capped: boolean } | null;
  q: string;
  all: boolean;
  setAll(on: boolean): void;
  clear(): void;
}) {
  const { matching, all } = props;
  const count = all && matching ? Math.min(matching.total, BULK_CAP) : props.ticked;
  const tooMany = !all && props.ticked > BULK_CAP;
  if (props.ticked === 0 && !all) {
    return <form id={BULK_FORM_ID} method="get" action="/admin/orders/pick-list" hidden />;
  }
  const matchText = matching ? `${matching.capped ? "more than " : ""}${matching.total.toLocaleString("en-AU")}` : "";
  return (
    <form
      id={BULK_FORM_ID}
      method="get"
      action="/admin/orders/pick-list"
      aria-label="Selected orders"
      data-testid="bulk-bar"
      className="sticky top-2 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-purple-50 px-4 py-3 shadow-sm ring-1 ring-purple-200"
    >
      <p className="text-sm font-semibold text-purple-950" role="status">
        {`${count.toLocaleString("en-AU")} ${count === 1 ? "order" : "orders"} selected`}
      </p>
      {matching ? (
        <label className="flex items-center gap-2 text-sm text-purple-950">
          <input
            type="checkbox"
            name="all"
            value="1"
            className="size-5 accent-purple-600"
            checked={all}
            onChange={(e) => props.setAll(e.target.checked)}
          />
          {`Select all ${matchText} paid orders matching this filter (oldest first)`}
        </label>
      ) : null}
      {all && props.q ? <input type="hidden" name="q" value={props.q} /> : null}
      {tooMany ? (
        <p role="alert" className="w-full text-sm font-medium text-red-800">
          {`A bulk action takes at most ${BULK_CAP.toLocaleString("en-AU")} orders; untick some, or select all by filter.`}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <button type="submit" formAction="/admin/orders/pick-list" className={buttonClass.secondary} disabled={tooMany}>
          Pick list
        </button>
        <button
          type="submit"
          formAction="/admin/orders/packing-slips"
          className={buttonClass.secondary}
          disabled={tooMany}
        >
          Packing slips
        </button>
        <button type="submit" formAction="/admin/orders/ship" className={buttonClass.primary} disabled={tooMany}>
          Mark fulfilled
        </button>
        <button type="button" onClick={props.clear} className={buttonClass.ghost}>
          Clear
        </button>
      </div>
    </form>
  );
}
