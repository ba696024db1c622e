// Which orders the Orders list (and its CSV) shows for a status filter. A checkout that was
// never paid for (still awaiting payment, expired or cancelled) is not an order staff act on,
// so the default list leaves those out; a filter shows them, and one shows everything.
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from "./order";

export const UNPAID_CHECKOUT_STATUSES = ["pending", "expired", "cancelled"] as const satisfies readonly OrderStatus[];

/** Filters that name a group of statuses, or a part of one, rather than one status. */
export const ORDER_STATUS_GROUPS = ["unpaid", "any", "partly_shipped"] as const;
export const ORDER_STATUS_FILTERS = [...ORDER_STATUS_GROUPS, ...ORDER_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** The Status select's choices, the default ("") first. */
export const ORDER_FILTER_LABELS: readonly { value: OrderStatusFilter | ""; label: string }[] = [
  { value: "", label: "All but unpaid checkouts" },
  { value: "unpaid", label: "Unpaid checkouts (abandoned or expired)" },
  { value: "any", label: "Everything" },
  ...ORDER_STATUSES.flatMap((s) => [
    { value: s, label: ORDER_STATUS_LABELS[s] },
    // Paid orders some of whose items have left: the ones a second parcel is owed to.
    ...(s === "paid" ? [{ value: "partly_shipped" as const, label: "Partly shipped" }] : []),
  ]),
];

export function isOrderStatusFilter(value: string): value is OrderStatusFilter {
  return (ORDER_STATUS_FILTERS as readonly string[]).includes(value);
}

/** The statuses a filter lists; null lists every order. No filter is the default list. */
export function statusesForFilter(filter: OrderStatusFilter | undefined): readonly OrderStatus[] | null {
  if (filter === "any") return null;
  if (filter === "unpaid") return UNPAID_CHECKOUT_STATUSES;
  if (filter === "partly_shipped") return ["paid"];
  if (filter) return [filter];
  const unpaid: readonly OrderStatus[] = UNPAID_CHECKOUT_STATUSES;
  return ORDER_STATUSES.filter((s) => !unpaid.includes(s));
}

/** Only paid orders with at least one parcel sent (statusesForFilter gives their status). */
export const onlyPartlyShipped = (filter: OrderStatusFilter | undefined): boolean => filter === "partly_shipped";
