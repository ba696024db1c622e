// The Orders screen's filter, read from and written to its address (?status=&q=), and the
// CSV export's address for the same filter.
import { isOrderStatusFilter, type OrderStatusFilter } from "../../../../core/order-filter";

/** status "": the default list (every order but unpaid checkouts). */
export type OrderFilter = { status: OrderStatusFilter | ""; q: string };

export function readOrderFilter(params: URLSearchParams): OrderFilter {
  const status = params.get("status") ?? "";
  return {
    status: isOrderStatusFilter(status) ? status : "",
    q: (params.get("q") ?? "").trim().slice(0, 200),
  };
}

export function ordersQuery(f: OrderFilter, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams(extra);
  if (f.status) p.set("status", f.status);
  if (f.q.trim()) p.set("q", f.q.trim());
  const s = p.toString();
  return s ? `?${s}` : "";
}

export const exportUrl = (f: OrderFilter) => `/api/admin/orders/export.csv${ordersQuery(f)}`;

/** The list's count: exact up to 10,000 (counting further would slow the list as the shop grows). */
export function countText(total: number, capped: boolean): string {
  if (capped) return `More than ${total.toLocaleString("en-AU")} orders`;
  return `${total.toLocaleString("en-AU")} ${total === 1 ? "order" : "orders"}`;
}
