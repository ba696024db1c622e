// A product's weight is a whole number of grams. Shoppers read it as people say it ("100 g",
// "1.2 kg"); the shipping rules add the goods' grams and the shop's packaging to price a parcel.
// No zod here: product cards import this, and the storefront's first screen loads no validation
// library (the grams' schema is core/weight-input.ts).

export const MAX_WEIGHT_GRAMS = 30_000;
export const WEIGHT_GRAMS_MESSAGE = "Weight must be a whole number of grams from 1 to 30,000";

/**
 * The old free-text weight, read once into grams: "100g", "100 g", "1kg", "1.2 kg", "250 grams".
 * Null when the text is not a weight we can be sure of (the backfill reports those).
 */
export function parseWeightText(text: string | null | undefined): number | null {
  if (typeof text !== "string") return null;
  const m = /^\s*(\d{1,6}(?:[.,]\d{1,3})?)\s*(g|gm|gms|grams?|kg|kgs|kilos?|kilograms?)\.?\s*$/i.exec(text);
  if (!m) return null;
  const amount = Number(m[1]!.replace(",", "."));
  const grams = /^k/i.test(m[2]!) ? amount * 1000 : amount;
  const whole = Math.round(grams);
  if (Math.abs(grams - whole) > 1e-6 || whole < 1 || whole > MAX_WEIGHT_GRAMS) return null;
  return whole;
}

/** Grams as people say them: "100 g" below a kilogram, "1 kg", "1.2 kg", "1.25 kg" from there. */
export function formatGrams(grams: number | null | undefined): string {
  if (grams == null || !Number.isFinite(grams)) return "";
  if (grams < 1000) return `${Math.round(grams)} g`;
  const kg = Math.round(grams / 10) / 100;
  return `${kg.toLocaleString("en-AU", { maximumFractionDigits: 2 })} kg`;
}

export const DEFAULT_PACKAGING_GRAMS = 150;

/**
 * What a parcel of these lines weighs with the shop's packaging, in grams; null when any line's
 * product has no weight (nobody can say what it weighs).
 */
export function parcelWeightGrams(
  lines: readonly { weightGrams: number | null | undefined; quantity: number }[],
  packagingGrams: number,
): number | null {
  let total = packagingGrams;
  for (const line of lines) {
    if (line.weightGrams == null) return null;
    total += line.weightGrams * line.quantity;
  }
  return total;
}

/** The card's and buy box's line: "20 servings · 100 g", or the servings alone without a weight. */
export function servingsAndWeight(servings: number, grams: number | null): string {
  const weight = formatGrams(grams);
  return weight ? `${servings} servings · ${weight}` : `${servings} servings`;
}
