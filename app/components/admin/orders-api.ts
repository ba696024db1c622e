// The Orders tab's calls to /api/admin/orders. A 401 means the session ended.
import type { OrderDetailView, OrderStatus, OrderView } from "../../../core/order";
import { adminRequest as call } from "./admin-api";

export type OrderFilter = { status: OrderStatus | ""; q: string };

export function ordersQuery(f: OrderFilter, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams(extra);
  if (f.status) p.set("status", f.status);
  if (f.q.trim()) p.set("q", f.q.trim());
  const s = p.toString();
  return s ? `?${s}` : "";
}

export const ordersApi = {
  list: (f: OrderFilter, offset = 0) =>
    call<{ orders: OrderView[]; total: number }>(
      `/api/admin/orders${ordersQuery(f, { limit: "50", offset: String(offset) })}`,
    ),
  get: (id: string) => call<OrderDetailView>(`/api/admin/orders/${encodeURIComponent(id)}`),
  fulfil: (id: string, trackingNumber: string) =>
    call<OrderDetailView>(`/api/admin/orders/${encodeURIComponent(id)}/fulfil`, {
      method: "POST",
      body: { trackingNumber },
    }),
  refund: (id: string, reason: string) =>
    call<OrderDetailView>(`/api/admin/orders/${encodeURIComponent(id)}/refund`, { method: "POST", body: { reason } }),
  exportUrl: (f: OrderFilter) => `/api/admin/orders/export.csv${ordersQuery(f)}`,
};
