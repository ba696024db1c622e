// The two customer forms of docs/spec.md §3/§5 (contact message, return request): one zod schema each,
// shared by the browser form, the route actions, the JSON API and the services. Also the
// constants and user-facing messages (docs/spec.md §8, §9) both sides show.
import { z } from "zod";

export const FORM_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
  orderNumber: 40,
  description: 2000,
} as const;

/** docs/spec.md §9 return reasons, in the order the dropdown shows them. */
export const RETURN_REASONS = [
  { value: "unsatisfied", label: "Unsatisfied with results" },
  { value: "wrong-item", label: "Received wrong item" },
  { value: "damaged", label: "Product damaged/defective" },
  { value: "ordered-by-mistake", label: "Ordered by mistake" },
  { value: "other", label: "Other" },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]["value"];
const REASON_VALUES = RETURN_REASONS.map((r) => r.value) as [ReturnReason, ...ReturnReason[]];

export const RETURN_PREFERENCES = [
  { value: "refund", label: "Refund to original payment method" },
  { value: "replacement", label: "Send replacement product" },
] as const;
export type ReturnPreference = (typeof RETURN_PREFERENCES)[number]["value"];
const PREFERENCE_VALUES = RETURN_PREFERENCES.map((p) => p.value) as [ReturnPreference, ...ReturnPreference[]];

export function returnReasonLabel(value: string): string {
  return RETURN_REASONS.find((r) => r.value === value)?.label ?? value;
}
export function returnPreferenceLabel(value: string): string {
  return RETURN_PREFERENCES.find((p) => p.value === value)?.label ?? value;
}

/** Workflow of a stored message or return request, for the admin (new → in progress → done). */
export const REQUEST_STATUSES = ["new", "in_progress", "done"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A hidden field people never fill in; a value in it marks the submission as automated. */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

/** Who sent a submission: the client IP (for the rate limit) and the honeypot field's value. */
export type SubmissionMeta = { ip: string; honeypot?: unknown };

export const FORM_MESSAGES = {
  contact: {
    success: "Thank you for your message! We'll get back to you soon.",
    error: "Something went wrong. Please try again.",
  },
  returns: {
    success: "Return request submitted successfully! We'll be in touch within 24 hours with next steps.",
    error: "Something went wrong. Please try again or contact support.",
  },
  invalid: "Please check the highlighted fields and try again.",
} as const;

/** Per-IP limit on each form (both the page forms and the JSON API count). */
export const FORM_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

// ---- field builders: a clear message for missing, wrong-type and over-long input

function text(label: string, max: number, opts: { singleLine?: boolean } = {}) {
  let s = z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
  if (opts.singleLine) s = s.regex(/^[^\r\n]*$/, `${label} must be on one line`);
  return s;
}

const email = z
  .string({ error: (iss) => (iss.input === undefined ? "Email is required" : "Email must be text") })
  .trim()
  .min(1, "Email is required")
  .max(FORM_LIMITS.email, `Email must be at most ${FORM_LIMITS.email} characters`)
  .pipe(z.email("Please enter a valid email address"));

/** An e-mail address as every shopper form takes it (trimmed, required, valid). */
export const EmailField = email;

export const ContactMessageSchema = z.object({
  name: text("Name", FORM_LIMITS.name, { singleLine: true }),
  email,
  subject: text("Subject", FORM_LIMITS.subject, { singleLine: true }),
  message: text("Message", FORM_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;
export type ContactField = keyof ContactMessage;

export const ReturnRequestSchema = z.object({
  orderNumber: text("Order number", FORM_LIMITS.orderNumber, { singleLine: true })
    .regex(/^#?[A-Za-z0-9][A-Za-z0-9-]*$/, "Order number may contain only letters, digits and hyphens")
    .transform((v) => v.replace(/^#/, "").toUpperCase()),
  email,
  reason: z.enum(REASON_VALUES, {
    error: (iss) => (iss.input === undefined || iss.input === "" ? "Please select a reason" : "Unknown reason"),
  }),
  description: z
    .string({ error: "Additional details must be text" })
    .trim()
    .max(FORM_LIMITS.description, `Additional details must be at most ${FORM_LIMITS.description} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  // The spec's radios carry no required attribute; refund is preselected (docs/design.md §10).
  preference: z.enum(PREFERENCE_VALUES, { error: "Preference must be refund or replacement" }).default("refund"),
});
/** A return for an order that does not exist, or is not the sender's: one answer, so that the
 * form cannot be used to learn which order numbers exist. */
export const RETURN_NOT_MATCHED =
  "We couldn't find an order with that number for that e-mail address. Please check both against your order confirmation e-mail.";

export type ReturnRequestInput = z.input<typeof ReturnRequestSchema>;
export type ReturnRequest = z.output<typeof ReturnRequestSchema>;
export type ReturnField = keyof ReturnRequest;

/** Form fields → plain strings for the schema; absent fields stay absent. */
export function formDataToObject(form: FormData, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = form.get(f);
    if (typeof v === "string") out[f] = v;
  }
  return out;
}

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const satisfies readonly ContactField[];
export const RETURN_FIELDS = [
  "orderNumber",
  "email",
  "reason",
  "description",
  "preference",
] as const satisfies readonly ReturnField[];
