// Row ↔ OrderView.
import { CURRENCY } from "../../../core/constants";
import { ShippingAddressSchema, type OrderEventView, type OrderStatus, type OrderView } from "../../../core/order";
import type { OrderEventRow, OrderLineRow, OrderRow } from "./order.repository";
import type { CsvLineRow, CsvOrderRow } from "./order-list.repository";
import { SHIPPING_METHODS, SHIPPING_ZONES, type ShippingChoice } from "../../../core/shipping";
import { renewalLabel } from "../../../core/renewal-label";
import type { CsvOrder } from "./order.csv";

export function parseAddress(text: string | null): OrderView["shippingAddress"] {
  if (!text) return null;
  try {
    const parsed = ShippingAddressSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rowToOrder(row: OrderRow, lines: readonly OrderLineRow[]): OrderView {
  return {
    id: row.id,
    number: row.number,
    status: row.status as OrderStatus,
    currency: CURRENCY,
    subtotal: row.subtotal,
    shipping: row.shipping,
    total: row.total,
    gst: row.gst,
    lines: lines
      .filter((l) => l.order_id === row.id)
      .map((l) => ({
        productId: l.product_id,
        name: l.name,
        flavor: l.flavor,
        unitPrice: l.unit_price,
        quantity: l.quantity,
        lineTotal: l.unit_price * l.quantity,
        ...(l.subscription_weeks != null
          ? { subscription: { frequencyWeeks: l.subscription_weeks, discountPercent: l.subscription_discount ?? 0 } }
          : {}),
      })),
    email: row.email,
    customerName: row.customer_name,
    shippingAddress: parseAddress(row.shipping_address),
    provider: row.provider,
    paymentReference: row.payment_reference,
    trackingNumber: row.tracking_number,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    fulfilledAt: row.fulfilled_at,
    refundReference: row.refund_reference,
    refundedAt: row.refunded_at,
    oversold: row.oversold === 1,
    promoCode: row.promo_code,
    discount: row.discount,
    ...(row.subscription_id && row.renewal_cycle != null
      ? { renewal: { subscriptionId: row.subscription_id, cycle: row.renewal_cycle } }
      : {}),
    shippingChoice: shippingChoiceOf(row),
    paymentMethod: row.payment_method ?? null,
  };
}

/** The stored option, or null for an order from before there was a choice (or an unknown value). */
export function shippingChoiceOf(row: {
  shipping_method: string | null;
  shipping_zone: string | null;
}): ShippingChoice | null {
  const method = SHIPPING_METHODS.find((m) => m === row.shipping_method);
  const zone = SHIPPING_ZONES.find((z) => z === row.shipping_zone);
  return method && zone ? { method, zone } : null;
}

export function rowToEvent(row: OrderEventRow): OrderEventView {
  return { id: row.id, type: row.type, message: row.message, createdAt: row.created_at };
}

/** The CSV's narrower view of a row (no OrderView per row in a million-row export). */
export function rowToCsvOrder(row: CsvOrderRow, lines: readonly CsvLineRow[]): CsvOrder {
  return {
    number: row.number,
    createdAt: row.created_at,
    status: row.status as OrderStatus,
    email: row.email,
    customerName: row.customer_name,
    shippingAddress: parseAddress(row.shipping_address),
    subtotal: row.subtotal,
    shipping: row.shipping,
    total: row.total,
    gst: row.gst,
    promoCode: row.promo_code,
    discount: row.discount,
    paymentReference: row.payment_reference,
    trackingNumber: row.tracking_number,
    lines,
    subscription: renewalLabel(row.subscription_id, row.renewal_cycle),
    shippingChoice: shippingChoiceOf(row),
  };
}
