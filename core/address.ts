// Where an order ships: an Australian address (suburb, state, postcode) or, when the shop ships
// there, a New Zealand one (town or city, postcode, no state; its suburb goes on the second line,
// as New Zealand Post writes it). Stored addresses from before New Zealand have no country and
// are Australian.
import { z } from "zod";
import type { ShippingZone } from "./shipping";

export const AU_STATES = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"] as const;
export type AuState = (typeof AU_STATES)[number];

export const AU_STATE_NAMES: Record<AuState, string> = {
  NSW: "New South Wales",
  VIC: "Victoria",
  QLD: "Queensland",
  WA: "Western Australia",
  SA: "South Australia",
  TAS: "Tasmania",
  ACT: "Australian Capital Territory",
  NT: "Northern Territory",
};

const common = {
  name: z.string().trim().min(1, "Enter the name of the person receiving the order").max(120, "Name is too long"),
  line1: z.string().trim().min(1, "Enter a street address").max(200, "Address is too long"),
  line2: z
    .string()
    .trim()
    .max(200, "Address is too long")
    .optional()
    .transform((v) => (v ? v : undefined)),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "Enter a 4-digit postcode"),
};

const AuAddressSchema = z.object({
  ...common,
  suburb: z.string().trim().min(1, "Enter a suburb").max(100, "Suburb is too long"),
  state: z.enum(AU_STATES, { error: "Choose a state or territory" }),
  country: z.literal("AU"),
});

const NzAddressSchema = z
  .object({
    ...common,
    city: z.string().trim().min(1, "Enter a town or city").max(100, "Town or city is too long"),
    // A form without the field, or with it left empty, is fine; a state is not an NZ address.
    state: z.literal("", { error: "A New Zealand address has no state" }).optional(),
    country: z.literal("NZ"),
  })
  .transform(({ state: _none, ...rest }) => rest);

export const ShippingAddressSchema = z.preprocess(
  (v) =>
    typeof v === "object" && v !== null && (v as { country?: unknown }).country === undefined
      ? { ...v, country: "AU" }
      : v,
  z.discriminatedUnion("country", [AuAddressSchema, NzAddressSchema], {
    error: "We ship to Australia and New Zealand only",
  }),
);
export type ShippingAddress = z.output<typeof ShippingAddressSchema>;
export type AuAddress = Extract<ShippingAddress, { country: "AU" }>;
export type NzAddress = Extract<ShippingAddress, { country: "NZ" }>;

const COUNTRY_NAMES: Record<ShippingAddress["country"], string> = { AU: "Australia", NZ: "New Zealand" };

/** The line with the town and postcode: "Sydney NSW 2000", "Auckland 1021". */
function localityOf(a: ShippingAddress): string {
  return a.country === "NZ" ? `${a.city} ${a.postcode}` : `${a.suburb} ${a.state} ${a.postcode}`;
}

export function formatAddressLines(a: ShippingAddress): string[] {
  return [a.name, a.line1, ...(a.line2 ? [a.line2] : []), localityOf(a), COUNTRY_NAMES[a.country]];
}

/** Just the town, for a view that shows no more than that; a shop in Australia names the country only abroad. */
export function townLine(a: ShippingAddress): string {
  return a.country === "AU" ? localityOf(a) : `${localityOf(a)}, ${COUNTRY_NAMES[a.country]}`;
}

/** Why an address cannot receive an order priced for `zone` (another country), or null. */
export function addressZoneRefusal(a: ShippingAddress, zone: ShippingZone): string | null {
  if (a.country === zone) return null;
  return zone === "NZ"
    ? "This order ships to New Zealand: enter a New Zealand address, or go back to your cart and choose delivery within Australia."
    : "This order ships within Australia: enter an Australian address, or go back to your cart and choose delivery to New Zealand.";
}
