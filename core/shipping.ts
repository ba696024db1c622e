// Shipping options: Standard and Express, to Australia and (when the owner turns it on) New
// Zealand. One rule, used by the cart drawer to show the total and by the server to charge it;
// the owner's prices come from Settings → Shipping (the same schema checks them in both places).
import { z } from "zod";
import { shippingCharge } from "./cart";
import { formatPrice } from "./money";
import {
  parsePackagingGrams,
  parseWeightRate,
  StoredWeightRateSchema,
  WEIGHT_MESSAGES,
  weightCharge,
  weightRateAudit,
  type WeightRate,
} from "./shipping-weight";
import { DEFAULT_PACKAGING_GRAMS, parcelWeightGrams } from "./weight";

export const SHIPPING_ZONES = ["AU", "NZ"] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];
export const SHIPPING_METHODS = ["standard", "express"] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const ZONE_NAMES: Record<ShippingZone, string> = { AU: "Australia", NZ: "New Zealand" };
export const METHOD_NAMES: Record<ShippingMethod, string> = { standard: "Standard", express: "Express" };

/**
 * The delivery promise, in words, per zone and option. Australia's Standard is the shop's usual
 * service, which its policies promise in 2–3 business days.
 */
export const DELIVERY_PROMISES: Record<ShippingZone, Record<ShippingMethod, string>> = {
  AU: { standard: "2–3 business days", express: "1–2 business days" },
  NZ: { standard: "7–12 business days", express: "3–5 business days" },
};

/**
 * An option's price and the subtotal (after any discount) from which it is free, both in cents.
 * A Standard price left empty is the shop's usual rule: the product's own shipping cost on an
 * order of a single tub, free otherwise (packs, free-shipping products, two tubs or more).
 */
export type ShippingOptionRule = {
  price: number | null;
  freeOver: number | null;
  /**
   * Priced by the parcel's weight instead; the flat price above still stands when a product in the
   * cart has no weight, so a parcel nobody can weigh is never sold at the lightest band.
   */
  byWeight?: WeightRate | null;
};
export type ShippingSettings = {
  nzEnabled: boolean;
  /** Added to the goods' grams when an option is priced by weight. */
  packagingGrams?: number;
  zones: Record<ShippingZone, Record<ShippingMethod, ShippingOptionRule>>;
};

export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  nzEnabled: false,
  packagingGrams: DEFAULT_PACKAGING_GRAMS,
  zones: {
    AU: { standard: { price: null, freeOver: null }, express: { price: 1495, freeOver: null } },
    NZ: { standard: { price: 1995, freeOver: null }, express: { price: 3495, freeOver: null } },
  },
};

export const SHIPPING_MESSAGES = {
  notMoney: (what: string) => `${what}: enter an amount in dollars and cents, such as 9.95`,
  negative: (what: string) => `${what}: the price cannot be below zero`,
  freeOverWithoutPrice: (what: string) => `${what}: enter a price before a free-over amount`,
  expressNeedsPrice: (what: string) => `${what}: enter a price`,
  zoneOff: "We do not ship to New Zealand at the moment",
  unknownOption: "Choose Standard or Express shipping",
} as const;

export function optionName(zone: ShippingZone, method: ShippingMethod): string {
  return `${ZONE_NAMES[zone]} ${METHOD_NAMES[method]}`;
}

const cents = z.number().int().min(0).nullable();
const StoredOptionSchema = z.object({
  price: cents,
  freeOver: cents,
  byWeight: StoredWeightRateSchema.nullable().default(null),
});
const StoredZoneSchema = z.object({ standard: StoredOptionSchema, express: StoredOptionSchema });
/** What Settings keeps (already checked when saved). */
export const StoredShippingSettingsSchema = z.object({
  nzEnabled: z.boolean(),
  packagingGrams: z.number().int().min(0).default(DEFAULT_PACKAGING_GRAMS),
  zones: z.object({ AU: StoredZoneSchema, NZ: StoredZoneSchema }),
});

/** "9.95", "$9.95", "10" → cents; "" → null; anything else → undefined (not a money amount). */
export function parseMoneyInput(raw: unknown): number | null | undefined {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "number") return Number.isInteger(raw) ? raw : undefined;
  if (typeof raw !== "string") return undefined;
  const text = raw.trim().replace(/^\$/, "").trim();
  if (text === "") return null;
  const m = /^(-)?(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  const value = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -value : value;
}

/**
 * The owner's form: per zone and option, a price and a free-over amount in dollars ("9.95"), and
 * New Zealand on or off. Every problem is found, each in one sentence; nothing is kept unless all
 * are right. The API may send cents as whole numbers instead.
 */
export function parseShippingInput(
  input: unknown,
): { ok: true; value: ShippingSettings } | { ok: false; errors: Record<string, string> } {
  const body = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const zonesIn = (typeof body.zones === "object" && body.zones !== null ? body.zones : {}) as Record<
    string,
    Record<string, Record<string, unknown> | undefined> | undefined
  >;
  const zones = {} as ShippingSettings["zones"];
  for (const zone of SHIPPING_ZONES) {
    zones[zone] = {} as Record<ShippingMethod, ShippingOptionRule>;
    for (const method of SHIPPING_METHODS) {
      const what = optionName(zone, method);
      const raw: Record<string, unknown> = zonesIn[zone]?.[method] ?? {};
      const price = parseMoneyInput(raw.price);
      const freeOver = parseMoneyInput(raw.freeOver);
      const key = `zones.${zone}.${method}`;
      if (price === undefined) errors[`${key}.price`] = SHIPPING_MESSAGES.notMoney(`${what} price`);
      else if (price !== null && price < 0) errors[`${key}.price`] = SHIPPING_MESSAGES.negative(what);
      else if (price === null && method === "express")
        errors[`${key}.price`] = SHIPPING_MESSAGES.expressNeedsPrice(what);
      if (freeOver === undefined) errors[`${key}.freeOver`] = SHIPPING_MESSAGES.notMoney(`${what} free-over amount`);
      else if (freeOver !== null && freeOver < 0)
        errors[`${key}.freeOver`] = `${what}: the free-over amount cannot be below zero`;
      else if (freeOver !== null && price === null)
        errors[`${key}.freeOver`] = SHIPPING_MESSAGES.freeOverWithoutPrice(what);
      const byWeight = raw.rate === "weight" ? parseWeightRate(raw, what, key, parseMoneyInput, errors) : null;
      zones[zone][method] = { price: price ?? null, freeOver: freeOver ?? null, byWeight };
    }
  }
  const nz = body.nzEnabled;
  const nzEnabled = nz === true || nz === "on" || nz === "true";
  if (nz !== undefined && typeof nz !== "boolean" && !["on", "true", "false", ""].includes(String(nz))) {
    errors.nzEnabled = "Say whether you ship to New Zealand";
  }
  const packagingGrams = parsePackagingGrams(body.packagingGrams, DEFAULT_PACKAGING_GRAMS);
  if (packagingGrams === undefined) errors.packagingGrams = WEIGHT_MESSAGES.packaging;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { nzEnabled, packagingGrams: packagingGrams ?? DEFAULT_PACKAGING_GRAMS, zones } };
}

export type ShippingChoice = { zone: ShippingZone; method: ShippingMethod };
export const DEFAULT_CHOICE: ShippingChoice = { zone: "AU", method: "standard" };
export const isDefaultChoice = (c: ShippingChoice) =>
  c.zone === DEFAULT_CHOICE.zone && c.method === DEFAULT_CHOICE.method;

/** The options a shopper may choose from, in the order shown. */
export function offeredChoices(settings: ShippingSettings): ShippingChoice[] {
  const zones = settings.nzEnabled ? SHIPPING_ZONES : (["AU"] as const);
  return zones.flatMap((zone) => SHIPPING_METHODS.map((method) => ({ zone, method })));
}

/** Why a choice cannot be sold, or null. */
export function choiceRefusal(settings: ShippingSettings, choice: ShippingChoice): string | null {
  if (!SHIPPING_ZONES.includes(choice.zone) || !SHIPPING_METHODS.includes(choice.method)) {
    return SHIPPING_MESSAGES.unknownOption;
  }
  if (choice.zone === "NZ" && !settings.nzEnabled) return SHIPPING_MESSAGES.zoneOff;
  return null;
}

/** A line as shipping sees it; its product's grams matter only to an option priced by weight. */
export type ShippingQuoteLine = Parameters<typeof shippingCharge>[0][number] & { weightGrams?: number | null };
type Line = ShippingQuoteLine;

/**
 * What one option costs for these lines, given the subtotal after any discount on the goods and
 * the shop's packaging weight. The drawer and the server both price by this.
 */
export function optionCharge(
  rule: ShippingOptionRule,
  lines: readonly Line[],
  subtotalAfterDiscount: number,
  packagingGrams: number = DEFAULT_PACKAGING_GRAMS,
): number {
  if (rule.freeOver !== null && subtotalAfterDiscount >= rule.freeOver) return 0;
  if (rule.byWeight) {
    const grams = parcelWeightGrams(
      lines.map((l) => ({ weightGrams: l.weightGrams ?? null, quantity: l.quantity })),
      packagingGrams,
    );
    if (grams !== null) return weightCharge(rule.byWeight, grams);
  }
  return rule.price ?? shippingCharge(lines);
}

/**
 * The chosen option's charge, and what a free-shipping code takes off: the whole charge on
 * Standard; on Express only what Standard would have cost (the shopper pays for the upgrade).
 */
export function shippingQuote(
  settings: ShippingSettings,
  choice: ShippingChoice,
  lines: readonly Line[],
  subtotalAfterDiscount: number,
): { charge: number; freeShippingCovers: number } {
  const zone = settings.zones[choice.zone];
  const packaging = settings.packagingGrams ?? DEFAULT_PACKAGING_GRAMS;
  const charge = optionCharge(zone[choice.method], lines, subtotalAfterDiscount, packaging);
  const standard = optionCharge(zone.standard, lines, subtotalAfterDiscount, packaging);
  return { charge, freeShippingCovers: Math.min(charge, standard) };
}

/** An option as the drawer's radio says it: "Express, 1–2 business days — $14.95". */
export function choiceLabel(choice: ShippingChoice, charge: number): string {
  const price = charge === 0 ? "Free" : formatPrice(charge);
  return `${METHOD_NAMES[choice.method]}, ${DELIVERY_PROMISES[choice.zone][choice.method]} — ${price}`;
}

/** How an order's views name its option: "Express" in Australia, "New Zealand, Express" abroad. */
export function shippingMethodLabel(choice: ShippingChoice): string {
  return choice.zone === "AU"
    ? METHOD_NAMES[choice.method]
    : `${ZONE_NAMES[choice.zone]}, ${METHOD_NAMES[choice.method]}`;
}

/** Orders to New Zealand are exports: no GST is charged on them. */
export function isGstFreeExport(zone: ShippingZone | null | undefined): boolean {
  return zone === "NZ";
}

export const GST_FREE_EXPORT = "GST-free export";

/** The audit log's field names for the shipping setting, as the owner reads them. */
export const SHIPPING_AUDIT_LABELS: Record<string, string> = {
  nzEnabled: "Ships to New Zealand",
  packagingGrams: "Packaging weight",
  ...Object.fromEntries(
    SHIPPING_ZONES.flatMap((zone) =>
      SHIPPING_METHODS.flatMap((method) => [
        [`${zone}.${method}.price`, `${optionName(zone, method)} price`],
        [`${zone}.${method}.freeOver`, `${optionName(zone, method)} free over`],
        [`${zone}.${method}.rate`, `${optionName(zone, method)} rate`],
      ]),
    ),
  ),
};

/**
 * The setting flattened for the audit log: one field per price, already in dollars, so an entry
 * reads "Australia Express price: $14.95 → $12.50" rather than two blocks of JSON.
 */
export function shippingAuditView(settings: ShippingSettings): Record<string, unknown> {
  const out: Record<string, unknown> = {
    nzEnabled: settings.nzEnabled,
    packagingGrams: `${settings.packagingGrams ?? DEFAULT_PACKAGING_GRAMS} g`,
  };
  for (const zone of SHIPPING_ZONES) {
    for (const method of SHIPPING_METHODS) {
      const { price, freeOver } = settings.zones[zone][method];
      out[`${zone}.${method}.price`] =
        price === null ? (method === "standard" ? "Usual rule" : null) : formatPrice(price);
      out[`${zone}.${method}.freeOver`] = freeOver === null ? null : formatPrice(freeOver);
      out[`${zone}.${method}.rate`] = weightRateAudit(settings.zones[zone][method].byWeight ?? null);
    }
  }
  return out;
}
