// Shipping priced by the parcel's weight: a price for each band up to 5 kg and a price for each
// extra kilogram, or part of one, beyond. The bands are fixed, so the owner fills in prices only.
import { z } from "zod";
import { formatPrice } from "./money";
import { formatGrams } from "./weight";

/** The upper edge of each band, in grams. */
export const WEIGHT_BANDS = [500, 1000, 3000, 5000] as const;
export const PACKAGING_MAX_GRAMS = 5000;

/** Band prices in the order of WEIGHT_BANDS, and the price per kilogram (or part) over the last, in cents. */
export type WeightRate = { bands: number[]; perExtraKg: number };

const cents = z.number().int().min(0);
export const StoredWeightRateSchema = z.object({
  bands: z.array(cents).length(WEIGHT_BANDS.length),
  perExtraKg: cents,
});

export const bandName = (i: number) => `up to ${formatGrams(WEIGHT_BANDS[i]!)}`;

export const WEIGHT_MESSAGES = {
  bandMissing: (what: string, i: number) => `${what}: enter a price for ${bandName(i)}`,
  bandNegative: (what: string, i: number) => `${what} ${bandName(i)}: the price cannot be below zero`,
  bandDown: (what: string, i: number, j: number) =>
    `${what}: the price ${bandName(i)} cannot be less than ${bandName(j)}`,
  perKgMissing: (what: string) => `${what}: enter a price for each extra kilogram over 5 kg`,
  perKgNegative: (what: string) => `${what}: the price for each extra kilogram cannot be below zero`,
  packaging: "Packaging weight: enter a whole number of grams from 0 to 5,000",
} as const;

/** What a parcel of this many grams costs at this rate. */
export function weightCharge(rate: WeightRate, grams: number): number {
  const band = WEIGHT_BANDS.findIndex((edge) => grams <= edge);
  if (band >= 0) return rate.bands[band]!;
  const last = WEIGHT_BANDS[WEIGHT_BANDS.length - 1]!;
  const extraKg = Math.ceil((grams - last) / 1000);
  return rate.bands[WEIGHT_BANDS.length - 1]! + extraKg * rate.perExtraKg;
}

/**
 * The form's by-weight prices for one option, checked: every band given, none below zero, none
 * below a lighter band's. Errors are keyed beside their fields (`<key>.bands.<i>`, `<key>.perKg`).
 */
export function parseWeightRate(
  raw: { bands?: unknown; perKg?: unknown },
  what: string,
  key: string,
  money: (raw: unknown) => number | null | undefined,
  errors: Record<string, string>,
): WeightRate | null {
  const given: unknown[] = Array.isArray(raw.bands) ? raw.bands : [];
  const bands: number[] = [];
  let highest: { price: number; at: number } | null = null;
  WEIGHT_BANDS.forEach((_, i) => {
    const field = `${key}.bands.${i}`;
    const price = money(given[i]);
    if (price === undefined)
      errors[field] = `${what} ${bandName(i)}: enter an amount in dollars and cents, such as 9.95`;
    else if (price === null) errors[field] = WEIGHT_MESSAGES.bandMissing(what, i);
    else if (price < 0) errors[field] = WEIGHT_MESSAGES.bandNegative(what, i);
    else if (highest && price < highest.price) errors[field] = WEIGHT_MESSAGES.bandDown(what, i, highest.at);
    else highest = { price, at: i };
    bands.push(price ?? 0);
  });
  const perExtraKg = money(raw.perKg);
  if (perExtraKg === undefined)
    errors[`${key}.perKg`] = `${what} each extra kilogram: enter an amount in dollars and cents, such as 9.95`;
  else if (perExtraKg === null) errors[`${key}.perKg`] = WEIGHT_MESSAGES.perKgMissing(what);
  else if (perExtraKg < 0) errors[`${key}.perKg`] = WEIGHT_MESSAGES.perKgNegative(what);
  return { bands, perExtraKg: perExtraKg ?? 0 };
}

/** "150", 150 or nothing (the usual 150 g) → grams; anything else → undefined. */
export function parsePackagingGrams(raw: unknown, usual: number): number | undefined {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return usual;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d{1,5}\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= PACKAGING_MAX_GRAMS ? n : undefined;
}

/** The audit log's words for a rate: "By weight: $9.00 up to 500 g, … , $4.00 each extra kg". */
export function weightRateAudit(rate: WeightRate | null): string {
  if (!rate) return "Flat price";
  const bands = rate.bands.map((c, i) => `${formatPrice(c)} ${bandName(i)}`).join(", ");
  return `By weight: ${bands}, ${formatPrice(rate.perExtraKg)} each extra kg`;
}
