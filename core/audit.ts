import { formatPrice } from "./money";
import { formatDayKey } from "./shop-time";
import { SHIPPING_AUDIT_LABELS } from "./shipping";

// The audit log's shape and rules, shared by the server that writes it and the admin
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
  subscription: "Subscriptions",
  content: "Content",
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

/** What staff did, in words, for the Audit tab (the code itself stays in the CSV and the API). */
const ACTION_LABELS: Record<string, string> = {
  "order.fulfil": "Order fulfilled",
  "order.refund": "Order refunded",
  "order.lot_override": "Lot chosen for an order",
  "order.label": "Shipping label bought",
  "stock.set": "Stock set",
  "stock.adjust": "Stock adjusted",
  "stock.uncount": "Stock no longer counted",
  "stock.receive": "Lot received",
  "stock.lot_sell_by": "Lot passed its sell-by margin",
  "stock.lot_quarantine": "Lot quarantined",
  "stock.recall_export": "Recall list downloaded",
  "stock.barcode": "Tub barcode number set",
  "order.pack": "Order packed",
  "stock.recall_notice_preview": "Recall notice previewed",
  "stock.recall_notice": "Recall notice sent",
  "product.create": "Product added",
  "product.update": "Product edited",
  "product.status": "Product status changed",
  "product.delete": "Product deleted",
  "product.reorder": "Products reordered",
  "product.migrate": "Products migrated",
  "promotion.create": "Promo code created",
  "promotion.update": "Promo code edited",
  "promotion.toggle": "Promo code switched on or off",
  "video.upload": "Video uploaded",
  "video.update": "Video edited",
  "video.delete": "Video deleted",
  "video.reorder": "Videos reordered",
  "media.upload": "Media uploaded",
  "setting.update": "Settings changed",
  "setting.seed": "Settings set at first start",
  "content.publish": "Content published",
  "content.restore": "Content revision restored",
  "return_request.status": "Return request updated",
  "contact_message.status": "Message updated",
  "review.moderate": "Review moderated",
  "staff.invite": "Staff member invited",
  "staff.revoke_invite": "Invitation revoked",
  "staff.change_role": "Role changed",
  "staff.remove": "Staff member removed",
  "staff.join": "Staff member joined",
  "customer.note": "Customer note saved",
  "customer.note_removed": "Customer note removed",
  "customer.export_marketing": "Marketing list exported",
};

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** An action code (`order.fulfil`) as staff read it ("Order fulfilled"). */
export function auditActionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const [thing = "", ...rest] = action.split(".");
  const what = rest.join(" ").replaceAll("_", " ");
  return what ? `${sentence(thing.replaceAll("_", " "))}: ${what}` : sentence(thing.replaceAll("_", " "));
}

/** Field names that do not read well split into words. */
const FIELD_LABELS: Record<string, string> = {
  threshold: "Warn at",
  unitPrice: "Price",
  shippingCost: "Shipping cost",
  minSpend: "Minimum spend",
  totalUses: "Total uses",
  usesPerEmail: "Uses per e-mail",
  productIds: "Products",
  priceId: "Payment price reference",
  lines: "Items",
  frequency_weeks: "Every (weeks)",
  next_charge_on: "Next charge",
  paused_cycles: "Deliveries paused",
  ...SHIPPING_AUDIT_LABELS,
};

/** A field name from the log (`trackingNumber`) as words ("Tracking number"). */
export function auditFieldLabel(field: string): string {
  return (
    FIELD_LABELS[field] ??
    sentence(
      field
        .replaceAll("_", " ")
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .toLowerCase(),
    )
  );
}

/** A value that was not there: a field set for the first time, or cleared. */
export function isBlankAuditValue(value: unknown): boolean {
  return value === null || value === undefined || value === "";
}

/** What a screen knows that the log does not: the shop's clock and today's product names. */
export type AuditReading = {
  formatWhen?: (iso: string) => string;
  productNames?: Readonly<Record<string, string>>;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

type ItemLine = { productId: string; quantity: number; flavor?: unknown };
const isItemLine = (v: unknown): v is ItemLine =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as ItemLine).productId === "string" &&
  typeof (v as ItemLine).quantity === "number";

/**
 * A value as one line for people: blank shows as an em dash, yes or no, a day or moment in words,
 * items by product name, lists joined, other objects as JSON.
 */
export function auditValueText(value: unknown, field?: string, reading: AuditReading = {}): string {
  if (isBlankAuditValue(value)) return "—";
  if (typeof value === "number" && field && MONEY_FIELDS.has(field)) return formatPrice(value);
  if (typeof value === "string") {
    if (DAY.test(value)) return formatDayKey(value);
    if (reading.formatWhen && MOMENT.test(value)) return reading.formatWhen(value);
    return value;
  }
  // A switch reads as words, never "false → true".
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value) && value.length > 0 && value.every(isItemLine)) {
    return value
      .map((l) => {
        const name = reading.productNames?.[l.productId] ?? l.productId;
        return `${l.quantity} × ${name}${typeof l.flavor === "string" && l.flavor ? ` (${l.flavor})` : ""}`;
      })
      .join(", ");
  }
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

/** Settings as staff know them on their screens. */
const SETTING_LABELS: Record<string, string> = {
  store_details: "Business details",
  stock_lots: "Lot sell-by margin",
  videos: "Videos",
  featured_video: "Featured video",
  product_demo: "Product demo",
  backups: "Backups",
  mail_outbox: "Mail outbox",
  payment_methods: "Payment methods",
  shipping: "Shipping",
  notifications: "Notifications",
};

/**
 * What an entry is about, after its kind ("Products: Basic Recovery Pack"): a product by its name,
 * a setting by its screen's word; a customer's internal id is not shown (the summary names them).
 */
export function auditEntityLabel(
  entityType: string,
  entityId: string,
  productNames: Readonly<Record<string, string>>,
): string | null {
  if (entityId === "*" || entityType === "customer") return null;
  if (entityType === "product") return productNames[entityId] ?? entityId;
  if (entityType === "setting") return SETTING_LABELS[entityId] ?? sentence(entityId.replaceAll("_", " "));
  return entityId;
}
