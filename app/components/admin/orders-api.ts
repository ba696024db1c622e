// The Orders tab's calls to /api/admin/orders. A 401 means the session ended.
import type { OrderDetailView, OrderStatus, OrderView } from "../../../core/order";
import { ApiError, SessionEndedError } from "./admin-api";

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? "GET",
    headers: init.body === undefined ? {} : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
  });
  if (res.status === 401) throw new SessionEndedError();
  const data = (await res.json().catch(() => null)) as { error?: string; details?: unknown } | null;
  if (!res.ok) {
    const details =
      data?.details && typeof data.details === "object" ? (data.details as Record<string, string>) : undefined;
    throw new ApiError(data?.error ?? `Error ${res.status}`, res.status, details);
  }
  return data as T;
}

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
  exportUrl: (f: OrderFilter) => `/api/admin/orders/export.csv${ordersQuery(f)}`,
};
