// Which e-mails the shop sends, as the owner chose them in Settings: the courtesy e-mails to
// customers that may be turned off (and those that always go, with the reason shown on screen), and
// the alerts to staff, each with its own short list of addresses. The Settings form and the server
// check a submission with the same parse.
import { z } from "zod";

export const OPTIONAL_CUSTOMER_EMAILS = [
  {
    key: "shippingNotice",
    label: "Order shipped",
    hint: "Sent when an order is marked fulfilled, with its tracking number.",
  },
  {
    key: "subscriptionReminder",
    label: "Subscription: next delivery",
    hint: "Sent three days before each subscription delivery is charged, with links to skip or change it.",
  },
  {
    key: "cartReminder",
    label: "Cart reminders",
    hint: "Sent to shoppers who left checkout unfinished and agreed to marketing e-mails.",
  },
] as const;

export type CustomerEmailKey = (typeof OPTIONAL_CUSTOMER_EMAILS)[number]["key"];

/** Shown on screen: these go whatever the settings say, and why. */
export const ALWAYS_SENT_EMAILS: readonly { label: string; why: string }[] = [
  {
    label: "Sign-in codes and passkey notices",
    why: "customers cannot sign in, or spot someone else doing so, without them",
  },
  { label: "Order confirmation and tax invoice", why: "the customer paid and the law requires a tax invoice" },
  { label: "Refunds and failed payments", why: "they tell the customer what happened to their money" },
  {
    label: "Subscription changes, pauses and failed charges",
    why: "the customer must know when a repeat payment or delivery changes",
  },
  { label: "Product recalls", why: "a recall notice is a safety duty" },
  {
    label: "Back-in-stock alerts and replies to contact and return requests",
    why: "the customer asked for them",
  },
  { label: "Marketing consent and data-rights e-mails", why: "they confirm the customer's own choices" },
];

export const STAFF_ALERTS = [
  { key: "newOrder", label: "New order", hint: "Each order, once it is paid." },
  {
    key: "lowStock",
    label: "Low stock",
    hint: "When a payment takes a flavour's available tubs to or below its low-stock threshold (once, until it is restocked above it).",
  },
  {
    key: "failedRenewal",
    label: "Failed subscription charge",
    hint: "When a subscription delivery cannot be charged.",
  },
  {
    key: "recallSent",
    label: "Recall sent",
    hint: "When recall notices for a lot are e-mailed to customers.",
  },
] as const;

export type StaffAlertKey = (typeof STAFF_ALERTS)[number]["key"];

export const MAX_ALERT_RECIPIENTS = 5;
const MAX_EMAIL_LENGTH = 254;

export const StoredNotificationsSchema = z.object({
  customerEmails: z.object({
    shippingNotice: z.boolean(),
    subscriptionReminder: z.boolean(),
    cartReminder: z.boolean(),
  }),
  staffAlerts: z.object({
    newOrder: z.array(z.string()).max(MAX_ALERT_RECIPIENTS),
    lowStock: z.array(z.string()).max(MAX_ALERT_RECIPIENTS),
    failedRenewal: z.array(z.string()).max(MAX_ALERT_RECIPIENTS),
    recallSent: z.array(z.string()).max(MAX_ALERT_RECIPIENTS),
  }),
  /**
   * False until the owner saves the section. Until then low-stock alerts keep going to the support
   * address, as they did before the section existed.
   */
  savedByOwner: z.boolean(),
});
export type Notifications = z.output<typeof StoredNotificationsSchema>;

export const DEFAULT_NOTIFICATIONS: Notifications = {
  customerEmails: { shippingNotice: true, subscriptionReminder: true, cartReminder: true },
  staffAlerts: { newOrder: [], lowStock: [], failedRenewal: [], recallSent: [] },
  savedByOwner: false,
};

/** What the form posts: a tick per customer e-mail, and the addresses of each alert as typed. */
export type NotificationsInput = {
  customerEmails: Partial<Record<CustomerEmailKey, boolean>>;
  staffAlerts: Partial<Record<StaffAlertKey, string>>;
};

export type ParseResult = { ok: true; value: Notifications } | { ok: false; errors: Record<string, string> };

const emailShape = z.email();

/** Addresses separated by commas, semicolons, spaces or new lines; repeats dropped, case kept. */
export function splitAddresses(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const a of text.split(/[\s,;]+/).filter(Boolean)) {
    if (seen.has(a.toLowerCase())) continue;
    seen.add(a.toLowerCase());
    out.push(a);
  }
  return out;
}

function addressError(label: string, addresses: string[]): string | null {
  const bad = addresses.find((a) => a.length > MAX_EMAIL_LENGTH || !emailShape.safeParse(a).success);
  if (bad) return `"${bad.slice(0, 60)}" is not an e-mail address: use one such as orders@example.com`;
  if (addresses.length > MAX_ALERT_RECIPIENTS) {
    return `${label} alerts can go to at most ${MAX_ALERT_RECIPIENTS} addresses`;
  }
  return null;
}

/** Checks a whole submission: every field at once, one sentence per bad field, all or nothing. */
export function parseNotificationsInput(input: NotificationsInput): ParseResult {
  const errors: Record<string, string> = {};
  const customerEmails = { ...DEFAULT_NOTIFICATIONS.customerEmails };
  for (const { key } of OPTIONAL_CUSTOMER_EMAILS) {
    const on = input.customerEmails[key];
    if (on === undefined) continue;
    if (typeof on !== "boolean") errors[key] = "Tick the box to send this e-mail, or clear it to stop it";
    else customerEmails[key] = on;
  }
  const staffAlerts = { ...DEFAULT_NOTIFICATIONS.staffAlerts };
  for (const { key, label } of STAFF_ALERTS) {
    const text = input.staffAlerts[key] ?? "";
    if (typeof text !== "string") {
      errors[key] = `Enter the addresses for ${label.toLowerCase()} alerts as text`;
      continue;
    }
    const addresses = splitAddresses(text);
    const problem = addressError(label, addresses);
    if (problem) errors[key] = problem;
    else staffAlerts[key] = addresses;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { customerEmails, staffAlerts, savedByOwner: true } };
}
