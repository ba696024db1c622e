// A subscription as the customer's page and the staff screen show it: its lines named and priced
// from today's catalogue with its discount, the next charge, the card, and what may be chosen.
import { offeredFlavors } from "../../../core/offered-flavors";
import { requiredFlavorCount } from "../../../core/flavors";
import type { Product } from "../../../core/product";
import {
  isSubscriptionStatus,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionLine,
  type SubscriptionStatus,
} from "../../../core/subscription-changes";
import { quoteDelivery, type DeliveryQuote } from "../../../core/subscription-delivery";
import type { SubscriptionRow } from "./subscription.repository";
import {
  DEFAULT_CHOICE,
  isDefaultChoice,
  SHIPPING_METHODS,
  SHIPPING_ZONES,
  shippingMethodLabel,
  type ShippingChoice,
  type ShippingSettings,
} from "../../../core/shipping";

export type SubscriptionLineView = SubscriptionLine & {
  name: string;
  /** Flavours the product offers today, and how many one line carries. */
  flavorOptions: string[];
  flavorSlots: number;
  available: boolean;
  /** The product's uploaded pictures (none: the drawn tub of the line's flavours is shown). */
  images: string[];
};

export type SubscriptionView = {
  id: string;
  number: string;
  status: SubscriptionStatus;
  statusLabel: string;
  email: string;
  customerName: string | null;
  frequencyWeeks: number;
  discountPercent: number;
  /** How its deliveries ship ("Express", "New Zealand, Standard"); null for Australia Standard. */
  shippingOption: string | null;
  nextChargeOn: string | null;
  pausedCycles: number;
  lines: SubscriptionLineView[];
  amount: Pick<DeliveryQuote, "total" | "gst" | "shipping" | "saving">;
  /** One-time extras added to the next delivery only, and that delivery's total with them. */
  extras: (SubscriptionLine & { name: string })[];
  nextTotal: number;
  card: { brand: string; last4: string; expiry: string | null } | null;
  provider: string;
  /** Frequencies every product it sends still offers (the current one always listed). */
  frequencies: number[];
  cancelReason: string | null;
  cancelledAt: string | null;
  createdAt: string;
};

/** The option a subscription ships by; one from before there were options is Australia Standard. */
export function subscriptionChoice(sub: {
  shipping_zone?: string | null;
  shipping_method?: string | null;
}): ShippingChoice {
  const zone = SHIPPING_ZONES.find((z) => z === sub.shipping_zone);
  const method = SHIPPING_METHODS.find((m) => m === sub.shipping_method);
  return zone && method ? { zone, method } : DEFAULT_CHOICE;
}

export function parseLines(json: string): SubscriptionLine[] {
  try {
    return linesIn(JSON.parse(json));
  } catch {
    return [];
  }
}

/** The one-time extras kept for renewal `cycle` (none when they were for another cycle). */
export function extrasFor(json: string | null, cycle: number): SubscriptionLine[] {
  if (!json) return [];
  try {
    const v = JSON.parse(json) as { cycle?: unknown; lines?: unknown };
    return v.cycle === cycle ? linesIn(v.lines) : [];
  } catch {
    return [];
  }
}

function linesIn(v: unknown): SubscriptionLine[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (l): l is SubscriptionLine =>
      typeof l === "object" &&
      l !== null &&
      typeof (l as SubscriptionLine).productId === "string" &&
      typeof (l as SubscriptionLine).flavor === "string" &&
      Number.isInteger((l as SubscriptionLine).quantity),
  );
}

export function toView(
  row: SubscriptionRow,
  products: ReadonlyMap<string, Product>,
  offers: ReadonlyMap<string, { enabled: boolean; frequencies: number[] }>,
  /** The owner's shipping prices today: each delivery is shown as its renewal will charge it. */
  shippingSettings?: ShippingSettings,
): SubscriptionView {
  const lines = parseLines(row.lines);
  const shipping = shippingSettings ? { settings: shippingSettings, choice: subscriptionChoice(row) } : undefined;
  const quote = quoteDelivery(lines, products, row.discount_percent, shipping);
  const extras = extrasFor(row.next_extras ?? null, row.next_cycle);
  const next =
    extras.length > 0 ? quoteDelivery([...lines, ...extras], products, row.discount_percent, shipping) : quote;
  let frequencies: number[] | null = null;
  for (const l of lines) {
    const offer = offers.get(l.productId);
    const weeks = offer?.enabled ? offer.frequencies : [];
    frequencies = frequencies ? frequencies.filter((w) => weeks.includes(w)) : [...weeks];
  }
  const status = isSubscriptionStatus(row.status) ? row.status : "active";
  return {
    id: row.id,
    number: row.number,
    status,
    statusLabel: SUBSCRIPTION_STATUS_LABELS[status],
    email: row.email,
    customerName: row.customer_name,
    frequencyWeeks: row.frequency_weeks,
    discountPercent: row.discount_percent,
    shippingOption: isDefaultChoice(subscriptionChoice(row)) ? null : shippingMethodLabel(subscriptionChoice(row)),
    nextChargeOn: row.next_charge_on,
    pausedCycles: row.paused_cycles,
    lines: lines.map((l) => {
      const p = products.get(l.productId);
      return {
        ...l,
        name: p?.name ?? l.productId,
        flavorOptions: p ? offeredFlavors(p) : [],
        flavorSlots: p ? requiredFlavorCount(p) : 1,
        available: p !== undefined,
        images: p ? [...p.images] : [],
      };
    }),
    amount: { total: quote.total, gst: quote.gst, shipping: quote.shipping, saving: quote.saving },
    extras: extras.map((l) => ({ ...l, name: products.get(l.productId)?.name ?? l.productId })),
    nextTotal: next.total,
    card:
      row.card_brand && row.card_last4
        ? { brand: row.card_brand, last4: row.card_last4, expiry: row.card_expiry ?? null }
        : null,
    provider: row.provider,
    frequencies: [...new Set([...(frequencies ?? []), row.frequency_weeks])].sort((a, b) => a - b),
    cancelReason: row.cancel_reason,
    cancelledAt: row.cancelled_at,
    createdAt: row.created_at,
  };
}
