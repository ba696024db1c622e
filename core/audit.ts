import { formatPrice } from "./money";

// The audit log's shape and rules (issue 18), shared by the server that writes it and the admin
// screen that shows it: which fields changed, and how a value reads in one line.

/** One changed field: what it was and what it became (null where it did not exist). */
export type FieldChange = { before: unknown; after: unknown };
export type AuditChanges = Record<string, FieldChange>;

export type AuditEntryView = {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  summary: string;
  changes: AuditChanges;
};

/** The kinds of thing staff change, as the Audit tab's filter names them. */
export const AUDIT_ENTITY_TYPES = {
  product: "Products",
  order: "Orders",
  stock: "Stock",
  promotion: "Promotions",
  video: "Videos",
  media: "Media",
  setting: "Settings",
  return_request: "Returns",
  contact_message: "Messages",
  review: "Reviews",
  staff: "Staff",
  customer: "Customers",
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPES;

/** A long value (a product description) is kept, but not without end. */
export const AUDIT_VALUE_LIMIT = 2000;

/** Names of fields that must never reach the log, wherever they appear. */
const SECRET_FIELD = /password|secret|token|hash/i;

function capped(value: unknown): unknown {
  if (typeof value === "string") {
    return value.length > AUDIT_VALUE_LIMIT
      ? `${value.slice(0, AUDIT_VALUE_LIMIT)}… (${value.length} characters)`
      : value;
  }
  if (value !== null && typeof value === "object") {
    const json = JSON.stringify(value);
    if (json.length > AUDIT_VALUE_LIMIT) return `${json.slice(0, AUDIT_VALUE_LIMIT)}… (${json.length} characters)`;
  }
  return value === undefined ? null : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose values differ between two snapshots (null for a thing created or removed),
 * secrets left out and long values capped.
 */
export function diffFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): AuditChanges {
  const out: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELD.test(key)) continue;
    const b = before?.[key];
    const a = after?.[key];
    if (same(b, a)) continue;
    out[key] = { before: capped(b), after: capped(a) };
  }
  return out;
}

/** Fields held in cents, shown as dollars (a promo code's `value` is cents or a percentage: left as is). */
const MONEY_FIELDS = new Set(["unitPrice", "shippingCost", "minSpend"]);

/** A value as one line for people: blank shows as an em dash, lists joined, objects as JSON. */
export function auditValueText(value: unknown, field?: string): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number" && field && MONEY_FIELDS.has(field)) return formatPrice(value);
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null)) {
    return value.length === 0 ? "(none)" : value.map(String).join(", ");
  }
  return JSON.stringify(value);
}

/** The fields of a change as "field: before → after" lines. */
export function auditChangeLines(changes: AuditChanges): string[] {
  return Object.entries(changes).map(
    ([field, c]) => `${field}: ${auditValueText(c.before, field)} → ${auditValueText(c.after, field)}`,
  );
}
