// What staff see of return requests and contact messages (admin Returns and
// Messages tabs), shared by the server's inbox module and the admin screens.
import type { OrderStatus } from "./order";

export const INBOX_STATUSES = ["new", "in_progress", "done"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
};

/** The shop's order a return request names, when one has that number. */
export type MatchedOrder = {
  id: string;
  number: string;
  status: OrderStatus;
  /** The request's e-mail is the one the order was paid with (case-insensitive). */
  emailMatches: boolean;
};

export type ReturnRequestView = {
  id: string;
  reference: string;
  orderNumber: string;
  /** null: no order of this shop has that number (e.g. a typo, or bought from a reseller). */
  order: MatchedOrder | null;
  email: string;
  reason: string;
  description: string | null;
  preference: string;
  status: InboxStatus;
  createdAt: string;
  updatedAt: string;
};

export type ContactMessageView = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: InboxStatus;
  createdAt: string;
  updatedAt: string;
};
