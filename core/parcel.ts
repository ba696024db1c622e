// A parcel's weight and size for a carrier's label, as staff enter them on the order screen, and
// the first guess they start from. Shared by the admin's form and the server's checks.
import { z } from "zod";
import { AU_STATES } from "./order";
import { DEFAULT_PACKAGING_GRAMS } from "./weight";

/** A tub whose product has no weight yet (only one whose old text could not be read). */
export const DEFAULT_TUB_GRAMS = 400;
/** The shop's usual shipping box, in centimetres. */
export const DEFAULT_BOX = { lengthCm: 30, widthCm: 20, heightCm: 15 } as const;
/** Sendle carries up to 25 kg a parcel. */
export const MAX_PARCEL_GRAMS = 25_000;

export type ParcelInput = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };

/**
 * The parcel staff are offered before they weigh it: each line's product at its own weight in
 * grams (a product without one at a usual tub's), plus the shop's packaging weight from Settings,
 * in the shop's usual box. The form always lets staff correct it.
 */
export function estimateParcel(
  lines: readonly { quantity: number; weightGrams: number | null }[],
  packagingGrams: number = DEFAULT_PACKAGING_GRAMS,
): ParcelInput {
  const goods = lines.reduce((n, l) => n + (l.weightGrams ?? DEFAULT_TUB_GRAMS) * l.quantity, 0);
  return { weightGrams: goods + packagingGrams, ...DEFAULT_BOX };
}

const centimetres = (what: string) =>
  z.coerce
    .number({ error: `Enter the ${what} in centimetres` })
    .int(`Enter the ${what} in whole centimetres`)
    .min(1, `Enter the ${what} in centimetres`)
    .max(200, `The ${what} can be at most 200 cm`);

export const ParcelInputSchema = z.object({
  weightGrams: z.coerce
    .number({ error: "Enter the parcel's weight in grams" })
    .int("Enter the weight in whole grams")
    .min(1, "Enter the parcel's weight in grams")
    .max(MAX_PARCEL_GRAMS, "A parcel can weigh at most 25 kg (25000 g)"),
  lengthCm: centimetres("length"),
  widthCm: centimetres("width"),
  heightCm: centimetres("height"),
});

export const BuyLabelInputSchema = ParcelInputSchema.extend({
  productCode: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Za-z0-9_-]*$/, "Choose the service from the quote")
    .optional()
    .transform((v) => v || undefined),
});

export type AuAddress = { line1: string; suburb: string; state: string; postcode: string };

/**
 * The shop's address as the owner writes it in Settings ("12 Smith Street, Fitzroy VIC 3065", on
 * one line or several): the street, then the suburb, state and postcode last. Null when the last
 * part is not "suburb STATE 1234", so a carrier is never given a guess.
 */
export function parseAuAddress(text: string): AuAddress | null {
  const parts = text
    .split(/[\n,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const last = parts[parts.length - 1]!.replace(/\s+Australia$/i, "");
  const m = new RegExp(`^(.+?)\\s+(${AU_STATES.join("|")})\\s+(\\d{4})$`, "i").exec(last);
  if (!m) return null;
  return { line1: parts.slice(0, -1).join(", "), suburb: m[1]!, state: m[2]!.toUpperCase(), postcode: m[3]! };
}

/** A carrier's quote as the order screen shows it before staff confirm the purchase. */
export type LabelQuoteView = {
  carrier: string;
  priceCents: number;
  productCode: string;
  serviceName: string;
  etaDays: [number, number] | null;
  parcel: ParcelInput;
};

/** "2 to 4 business days", or "" when the carrier does not say. */
export function etaWords(days: [number, number] | null): string {
  if (!days) return "";
  const [a, b] = days;
  return a === b ? `${a} business day${a === 1 ? "" : "s"}` : `${a} to ${b} business days`;
}
