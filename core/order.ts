// Shapes of an order shared by the server and the browser (payment page,
// /success, admin): statuses, the order number; the address lives in core/address.ts.
import { z } from "zod";
import type { ShippingChoice } from "./shipping";
import type { Currency } from "./constants";

export const ORDER_STATUSES = ["pending", "paid", "fulfilled", "refunded", "cancelled", "expired"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  fulfilled: "Fulfilled",
  refunded: "Refunded",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** Short and readable over the phone: no 0/O or 1/I (the return form's 'RR-12345' style). */
export const ORDER_NUMBER_PREFIX = "RR-";
export const ORDER_NUMBER_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const ORDER_NUMBER_PATTERN = /^RR-[2-9A-HJ-NP-Z]{6}$/;

export {
  AU_STATES,
  AU_STATE_NAMES,
  ShippingAddressSchema,
  formatAddressLines,
  type AuState,
  type ShippingAddress,
} from "./address";
import type { ShippingAddress } from "./address";

export const EmailSchema = z
  .string()
  .trim()
  .min(1, "Enter your e-mail address")
  .max(254, "E-mail address is too long")
  .pipe(z.email("Enter a valid e-mail address"));

export type OrderLineView = {
  productId: string;
  name: string;
  flavor: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** Bought on Subscribe & save: every N weeks; unitPrice has the discount taken off. */
  subscription?: { frequencyWeeks: number; discountPercent: number };
};

export type OrderView = {
  id: string;
  number: string;
  status: OrderStatus;
  currency: Currency;
  subtotal: number;
  shipping: number;
  total: number;
  /** GST included in the total (1/11). */
  gst: number;
  lines: OrderLineView[];
  email: string | null;
  customerName: string | null;
  shippingAddress: ShippingAddress | null;
  provider: string;
  paymentReference: string | null;
  trackingNumber: string | null;
  createdAt: string;
  paidAt: string | null;
  fulfilledAt: string | null;
  refundReference: string | null;
  refundedAt: string | null;
  /** Paid after its stock reservation was released, with a flavour short: staff must act. */
  oversold: boolean;
  /** The promo code the order was priced with, and what it took off (cents; in `total` already). */
  promoCode: string | null;
  discount: number;
  /** A subscription's renewal: which subscription, and which delivery. */
  renewal?: { subscriptionId: string; cycle: number };
  /** The shipping option chosen at checkout; null on orders from before there was a choice. */
  shippingChoice?: ShippingChoice | null;
  /** How it was paid, as the shopper knows it ("Visa ending 4242", "Afterpay"); null when not known. */
  paymentMethod?: string | null;
  /** On the Orders list: paid, with a parcel sent and the rest still to send. */
  partlyShipped?: boolean;
};

export type OrderEventView = { id: string; type: string; message: string; createdAt: string };

/** One parcel of an order: when it left, its tracking (none for a letter or a pickup) and what it held. */
export type ShipmentView = {
  id: string;
  createdAt: string;
  trackingNumber: string | null;
  carrier: string | null;
  /** `position`: the order line's index in the order's lines. */
  lines: { position: number; name: string; flavor: string; quantity: number }[];
};

/** How many of each order line are still to ship, after the parcels sent so far. */
export function remainingToShip(order: Pick<OrderDetailView, "lines" | "shipments">): number[] {
  const shipped = new Map<number, number>();
  for (const s of order.shipments ?? []) {
    for (const l of s.lines) shipped.set(l.position, (shipped.get(l.position) ?? 0) + l.quantity);
  }
  return order.lines.map((l, i) => Math.max(0, l.quantity - (shipped.get(i) ?? 0)));
}

/** A paid order some of whose items have left in a parcel: "Partly shipped" on screen. */
export const isPartlyShipped = (order: Pick<OrderDetailView, "status" | "shipments">): boolean =>
  order.status === "paid" && (order.shipments?.length ?? 0) > 0;

/** With its parcels (none until the first leaves; read as one of everything on orders fulfilled before parcels were kept). */
export type OrderDetailView = OrderView & { events: OrderEventView[]; shipments?: ShipmentView[] };

// What staff send to fulfil or refund an order (the JSON API and the admin's order screen).
// Tracking is optional: an order sent untracked (a letter, a pickup) is fulfilled with none.
const TrackingNumberSchema = z
  .string({ error: "The tracking number must be text" })
  .trim()
  .max(60, "Tracking number is too long")
  .refine((t) => t === "" || (t.length >= 3 && /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(t)), {
    message: "Use at least 3 letters, digits, spaces and hyphens, or leave it empty when untracked",
  })
  .nullish()
  .transform((t) => (t ? t : null));

/**
 * One parcel of an order: how many of each order line (in the order's line order) go in it. The
 * form names the parcel up front (`shipmentId`), so sending the same one twice records it once.
 */
export const ShipPartInputSchema = z.object({
  shipmentId: z
    .string()
    .regex(/^shp_[A-Za-z0-9_]{8,40}$/, "This parcel's form is out of date; reload the page")
    .optional(),
  quantities: z
    .array(
      z
        .number({ error: "Quantities must be numbers" })
        .int("Quantities must be whole numbers")
        .min(0, "Quantities cannot be negative"),
    )
    .max(100),
  trackingNumber: TrackingNumberSchema,
  carrier: z
    .string()
    .trim()
    .max(40, "The carrier's name is too long")
    .optional()
    .transform((c) => (c ? c : null)),
});
export type ShipPartInput = z.input<typeof ShipPartInputSchema>;

export const FulfilInputSchema = z.object({
  trackingNumber: z
    .string({ error: "The tracking number must be text" })
    .trim()
    .max(60, "Tracking number is too long")
    .refine((t) => t === "" || (t.length >= 3 && /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(t)), {
      message: "Use at least 3 letters, digits, spaces and hyphens, or leave it empty when untracked",
    })
    .optional()
    .transform((t) => (t ? t : null)),
  /** The lot staff chose per flavour (flavour → lot number); any other flavour goes first expiry, first out. */
  lots: z
    .record(
      z.string().max(60, "A flavour name is too long"),
      z.string({ error: "A lot number must be text" }).max(40, "A lot number has at most 40 characters"),
    )
    .optional(),
});

/** The carrier's page that tracks a parcel (orders go by Australia Post). */
export const trackingUrl = (n: string) => `https://auspost.com.au/mypost/track/details/${encodeURIComponent(n)}`;

export const RefundInputSchema = z.object({
  reason: z
    .string({ error: "The reason must be text" })
    .trim()
    .max(200, "Keep the reason under 200 characters")
    .default(""),
  /** Put the order's tubs back on the shelf (off unless staff choose it). */
  restock: z.boolean({ error: "Restock must be true or false" }).default(false),
});
