// What staff send to set or adjust stock, checked by the stock service and documented in the API.
// Apart from core/stock.ts so the storefront, which uses the stock rules, does not load zod.
import { z } from "zod";

const tubCount = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of tubs` })
    .int(`${label} must be a whole number of tubs`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} is too large`);

/** Staff set a flavour's stock: tubs on the shelf now, and the level at which to warn. */
export const StockSetSchema = z.object({
  onHand: tubCount("On hand"),
  threshold: tubCount("Low-stock threshold"),
});

/** Staff adjust by a delivery (positive) or a write-off (negative). */
export const StockAdjustSchema = z.object({
  delta: z
    .number({ error: "The adjustment must be a whole number of tubs" })
    .int("The adjustment must be a whole number of tubs")
    .min(-1_000_000, "The adjustment is too large")
    .max(1_000_000, "The adjustment is too large")
    .refine((n) => n !== 0, "Enter a number of tubs other than 0"),
});
