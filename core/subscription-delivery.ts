// What one delivery of a subscription costs today: each line priced from today's
// catalogue with the subscription's discount (core/subscription-offer.ts), shipping as the cart
// charges it, GST on the discounted total. The customer's page, the staff screen and the Overview's
// recurring revenue all read the amount from here.
import { shippingCharge } from "./cart";
import { optionCharge, type ShippingChoice, type ShippingSettings } from "./shipping";
import { deliveryPrice, deliveryTotal } from "./subscription-offer";
import type { SubscriptionLine } from "./subscription-changes";

type PricedProduct = {
  id: string;
  name: string;
  unitPrice: number;
  shippingCost: number;
  weightGrams?: number | null;
  metadata: { freeShipping: boolean };
};

export type DeliveryLine = SubscriptionLine & { name: string; unitPrice: number; full: number; price: number };

export type DeliveryQuote = {
  lines: DeliveryLine[];
  /** Lines whose product is no longer sold: left out of the amount. */
  unavailable: SubscriptionLine[];
  shipping: number;
  total: number;
  gst: number;
  saving: number;
};

export function quoteDelivery(
  lines: readonly SubscriptionLine[],
  products: ReadonlyMap<string, PricedProduct>,
  discountPercent: number,
  /**
   * The owner's shipping prices and the option the subscriber chose, as each renewal charges them;
   * without them, the shop's usual rule (Australia Standard).
   */
  shipping?: { settings: ShippingSettings; choice: ShippingChoice },
): DeliveryQuote {
  const priced: DeliveryLine[] = [];
  const unavailable: SubscriptionLine[] = [];
  for (const line of lines) {
    const p = products.get(line.productId);
    if (!p) {
      unavailable.push(line);
      continue;
    }
    const { full, price } = deliveryPrice(p.unitPrice, line.quantity, discountPercent);
    priced.push({ ...line, name: p.name, unitPrice: p.unitPrice, full, price });
  }
  const shippingLines = priced.map((l) => ({
    quantity: l.quantity,
    flavor: l.flavor,
    freeShipping: products.get(l.productId)!.metadata.freeShipping,
    shippingCost: products.get(l.productId)!.shippingCost,
    weightGrams: products.get(l.productId)!.weightGrams ?? null,
  }));
  const goods = priced.reduce((a, l) => a + l.price, 0);
  const shippingCents = shipping
    ? optionCharge(
        shipping.settings.zones[shipping.choice.zone][shipping.choice.method],
        shippingLines,
        goods,
        shipping.settings.packagingGrams,
      )
    : shippingCharge(shippingLines);
  const computed =
    priced.length > 0
      ? deliveryTotal(
          priced.map((l) => l.price),
          shippingCents,
        )
      : { total: 0, gst: 0 };
  // A delivery to New Zealand is a GST-free export, as its renewal order is.
  const total = computed.total;
  const gst = shipping?.choice.zone === "NZ" ? 0 : computed.gst;
  const saving = priced.reduce((a, l) => a + l.full - l.price, 0);
  return { lines: priced, unavailable, shipping: priced.length > 0 ? shippingCents : 0, total, gst, saving };
}

/**
 * Monthly recurring revenue of one subscription, in cents: a delivery every `frequencyWeeks`
 * weeks is 52 / frequencyWeeks deliveries a year, so (delivery total × 52 / 12) / frequencyWeeks a
 * month, rounded to the cent.
 */
export function monthlyRevenue(deliveryTotalCents: number, frequencyWeeks: number): number {
  return Math.round((deliveryTotalCents * 52) / 12 / frequencyWeeks);
}

/** "Tuesday 15 January 2030": a shop day as the customer reads it (the day is already the shop's). */
export function formatChargeDay(day: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(`${day}T12:00:00Z`));
}
