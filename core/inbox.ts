// What staff see of return requests and contact messages (admin Returns and
// Messages tabs), shared by the server's inbox module and the admin screens.
export const INBOX_STATUSES = ["new", "in_progress", "done"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
};

export type ReturnRequestView = {
  id: string;
  reference: string;
  orderNumber: string;
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
