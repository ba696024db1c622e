// The admin's Customers screen: who a customer is, what the list and a customer's page
// show, and the staff note's rules, shared by the server and the screen.
import { z } from "zod";
import type { OrderStatus } from "./order";

/** A customer is an e-mail address: guest orders and an account with it are one customer. */
export const customerKey = (email: string): string => email.trim().toLowerCase();

export const CUSTOMER_ID_PATTERN = /^cs_[0-9a-f]{24}$/;

/** A staff note: plain text (never rendered as HTML), at most this long. */
export const CUSTOMER_NOTE_MAX = 2000;
export const CustomerNoteSchema = z.object({
  note: z
    .string()
    .max(CUSTOMER_NOTE_MAX, `Keep the note to ${CUSTOMER_NOTE_MAX.toLocaleString("en-AU")} characters or fewer`)
    .transform((s) => s.replace(/\r\n?/g, "\n").trim()),
});

/** A subscription's state as the screens name it; "—" when the customer has none. */
export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  active: "Active",
  paused: "Paused",
  past_due: "Payment due",
  cancelled: "Cancelled",
};

/** The one status a customer's row shows when they have several subscriptions: the liveliest. */
export function customerSubscriptionStatus(statuses: readonly string[]): string | null {
  for (const s of ["active", "past_due", "paused", "cancelled"]) if (statuses.includes(s)) return s;
  return statuses[0] ?? null;
}

export function subscriptionStatusLabel(status: string | null): string {
  if (!status) return "—";
  return SUBSCRIPTION_STATUS_LABELS[status] ?? status;
}

export type CustomerRowView = {
  id: string;
  email: string;
  name: string | null;
  ordersCount: number;
  /** Cents: paid and fulfilled orders; a refunded order's money went back. */
  totalSpent: number;
  lastOrderAt: string | null;
  hasAccount: boolean;
  /** null for a guest (consent is given in an account). */
  marketingConsent: boolean | null;
  subscriptionStatus: string | null;
};

export type CustomerOrderView = {
  id: string;
  number: string;
  status: OrderStatus;
  total: number;
  createdAt: string;
};

export type CustomerDetailView = CustomerRowView & {
  accountCreatedAt: string | null;
  note: string | null;
  noteUpdatedAt: string | null;
  noteUpdatedBy: string | null;
  addresses: { id: string; lines: string[]; isDefault: boolean }[];
  reviews: { id: string; productId: string; rating: number; title: string; status: string; createdAt: string }[];
  returns: { id: string; reference: string; orderNumber: string; status: string; createdAt: string }[];
  messages: { id: string; subject: string; status: string; createdAt: string }[];
  consentHistory: { given: boolean; source: string; at: string }[];
  subscriptions: { id: string; number: string; status: string; frequencyWeeks: number; nextChargeOn: string | null }[];
};

/** The list's count: exact up to 10,000, then "more than". */
export function customerCountText(total: number, capped: boolean): string {
  if (capped) return `More than ${total.toLocaleString("en-AU")} customers`;
  return `${total.toLocaleString("en-AU")} ${total === 1 ? "customer" : "customers"}`;
}
