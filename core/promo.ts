import { z } from "zod";
import { gstIncluded } from "./money";
import { formatPrice } from "./money";
import { shopLocalTimestamp } from "./shop-time";

// Promo codes, priced on the server like every price. A code is case-insensitive and trimmed;
// it takes a percentage or a fixed amount off the goods it applies to, or the shipping off;
// it may need a minimum spend, have a start and an end (entered as Sydney time), a total
// number of uses and a number per e-mail address. The shopper's browser only shows what the
// server answered.

export const PROMO_KINDS = ["percent", "fixed", "free_shipping"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`);

const uses = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1 (leave it empty for no limit)`)
    .max(10_000_000, `${label} is too large`)
    .nullable()
    .default(null);

const instant = z.iso.datetime({ offset: true, error: "Enter a date and time" }).nullable().default(null);

/** What staff save for a code. `value` is a percentage (1–100) or cents, by kind. */
export const PromoInputSchema = z
  .object({
    code: z
      .string({ error: "Enter a code" })
      .trim()
      .min(3, "A code has at least 3 characters")
      .max(40, "A code has at most 40 characters")
      .regex(/^[A-Za-z0-9_-]+$/, "A code may use letters, digits, - and _ only")
      .transform(normalizeCode),
    kind: z.enum(PROMO_KINDS, { error: "Choose percentage off, amount off or free shipping" }),
    value: z
      .number({ error: "Enter the discount" })
      .int("The discount must be a whole number")
      .min(0, "A discount cannot be negative")
      .default(0),
    minSpend: cents("The minimum spend").default(0),
    startsAt: instant,
    endsAt: instant,
    totalUses: uses("Total uses"),
    usesPerEmail: uses("Uses per e-mail"),
    active: z.boolean().default(true),
    productIds: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
  })
  .superRefine((p, ctx) => {
    if (p.kind === "percent" && (p.value < 1 || p.value > 100)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "A percentage off must be from 1 to 100" });
    }
    if (p.kind === "fixed" && p.value < 1) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "An amount off must be at least 1 cent" });
    }
    if (p.kind === "fixed" && p.value > 10_000_000) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "The amount off is too large" });
    }
    if (p.startsAt && p.endsAt && Date.parse(p.endsAt) <= Date.parse(p.startsAt)) {
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start" });
    }
  });

export type PromoInput = z.input<typeof PromoInputSchema>;
export type Promo = z.output<typeof PromoInputSchema>;

const SYDNEY = "Australia/Sydney";

/** Sydney's offset from UTC, in minutes, at an instant (+600 or +660). */
function sydneyOffsetMinutes(at: number): number {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone: SYDNEY,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(at));
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return (Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute")) - at) / 60_000;
}

/**
 * A Sydney wall-clock time as staff type it ("2026-12-01T09:00") → the UTC instant. In the hour
 * that repeats when daylight saving ends the earlier instant is taken; a time skipped when it
 * starts is moved an hour on. null for anything that is not such a time.
 */
export function sydneyLocalToInstant(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(wall).getUTCMonth() !== mo - 1 || h > 23 || mi > 59) return null;
  // Try both possible offsets; keep the earliest instant whose Sydney time is the one typed.
  for (const offset of [660, 600]) {
    const at = wall - offset * 60_000;
    if (sydneyOffsetMinutes(at) === offset) return new Date(at).toISOString();
  }
  return new Date(wall - 600 * 60_000).toISOString();
}

/** An instant as the Sydney wall-clock time a datetime-local field shows ("2026-12-01T09:00"). */
export function instantToSydneyLocal(iso: string): string {
  const local = shopLocalTimestamp(iso, SYDNEY);
  return `${local.slice(0, 10)}T${local.slice(11, 16)}`;
}

/** An instant as Sydney time for a shopper or staff ("1 Dec 2026, 9:00 am"). */
export function formatSydney(iso: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone: SYDNEY,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

export type PromoLine = { productId: string; unitPrice: number; quantity: number };

export type PromoUsage = { total: number; byEmail: number | null };

/** The message for a code nobody created (or one staff made inactive: the shopper need not know). */
export function unknownCodeMessage(code: string): string {
  return `We don't recognise the code ${normalizeCode(code)}`;
}

/**
 * Why the code cannot be used on this cart now, or null when it can. Each reason has its own
 * message, naming the code as the shopper typed it (normalised).
 */
export function promoRefusal(
  promo: Promo,
  cart: { lines: readonly PromoLine[]; now: Date; usage: PromoUsage },
): string | null {
  const code = promo.code;
  if (!promo.active) return unknownCodeMessage(code);
  const now = cart.now.getTime();
  if (promo.startsAt && now < Date.parse(promo.startsAt)) {
    return `The code ${code} starts on ${formatSydney(promo.startsAt)} (Sydney time)`;
  }
  if (promo.endsAt && now >= Date.parse(promo.endsAt)) {
    return `The code ${code} expired on ${formatSydney(promo.endsAt)} (Sydney time)`;
  }
  if (promo.totalUses !== null && cart.usage.total >= promo.totalUses) return `The code ${code} has been used up`;
  if (promo.usesPerEmail !== null && cart.usage.byEmail !== null && cart.usage.byEmail >= promo.usesPerEmail) {
    return `You have already used the code ${code}`;
  }
  const eligible = eligibleSubtotal(promo, cart.lines);
  if (eligible === 0) return `The code ${code} does not apply to anything in your cart`;
  if (eligible < promo.minSpend) {
    return `Spend ${formatPrice(promo.minSpend)} or more to use ${code} (your cart is ${formatPrice(eligible)})`;
  }
  return null;
}

/** The goods a code applies to: every line, or the lines of its products. */
export function eligibleSubtotal(promo: Pick<Promo, "productIds">, lines: readonly PromoLine[]): number {
  const only = new Set(promo.productIds);
  return lines
    .filter((l) => only.size === 0 || only.has(l.productId))
    .reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

/**
 * Spreads a discount over amounts in proportion to them, in whole cents that add up exactly
 * (largest remainders get the odd cents), so a payment page charging per line charges the total.
 */
export function allocateDiscount(amounts: readonly number[], discount: number): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum <= 0 || discount <= 0) return amounts.map(() => 0);
  const take = Math.min(discount, sum);
  const exact = amounts.map((a) => (a * take) / sum);
  const shares = exact.map(Math.floor);
  let left = take - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

export type PricedWithPromo = {
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  gst: number;
};

/**
 * The shipping for a cart whose goods, after the code, come to `subtotalAfterDiscount`: its
 * charge and how much of it a free-shipping code takes off (core/shipping.ts).
 */
export type ShippingFor = (subtotalAfterDiscount: number) => { charge: number; freeShippingCovers: number };

/**
 * The totals with the code applied: percentage off (rounded to the cent) or an amount off the
 * goods it applies to (never more than they cost), or the shipping off (with a chosen option, the
 * part `shipping` says a free-shipping code covers). GST is 1/11 of the discounted total.
 */
export function applyPromo(
  promo: Pick<Promo, "kind" | "value" | "productIds">,
  lines: readonly PromoLine[],
  shipping: number | ShippingFor,
): PricedWithPromo {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const eligible = eligibleSubtotal(promo, lines);
  const goodsDiscount =
    promo.kind === "percent"
      ? Math.round((eligible * promo.value) / 100)
      : promo.kind === "fixed"
        ? Math.min(promo.value, eligible)
        : 0;
  const ship =
    typeof shipping === "number"
      ? { charge: shipping, freeShippingCovers: shipping }
      : shipping(subtotal - goodsDiscount);
  const discount = promo.kind === "free_shipping" ? ship.freeShippingCovers : goodsDiscount;
  const total = subtotal + ship.charge - discount;
  return { subtotal, shipping: ship.charge, discount, total, gst: gstIncluded(total) };
}
