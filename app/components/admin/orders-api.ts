// The Orders screen's filter, read from and written to its address (?status=&q=), and the
// CSV export's address for the same filter.
import { ORDER_STATUSES, type OrderStatus } from "../../../core/order";

export type OrderFilter = { status: OrderStatus | ""; q: string };

export function readOrderFilter(params: URLSearchParams): OrderFilter {
  const status = params.get("status") ?? "";
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : "",
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
