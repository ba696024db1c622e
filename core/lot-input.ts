// What staff send to receive a lot of tubs and to set the sellable margin, checked by the stock
// service. Apart from core/stock-lots.ts so the screens that only read lots do not load zod.
import { z } from "zod";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

export const LotReceiveSchema = z.object({
  quantity: z.coerce
    .number({ error: "Quantity must be a whole number of tubs, at least 1" })
    .int("Quantity must be a whole number of tubs, at least 1")
    .min(1, "Quantity must be a whole number of tubs, at least 1")
    .max(1_000_000, "Quantity is too large"),
  lotNumber: z
    .string({ error: "Enter the lot number printed on the tubs" })
    .trim()
    .min(1, "Enter the lot number printed on the tubs")
    .max(40, "A lot number has at most 40 characters")
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, "A lot number has only letters, digits, spaces, dots, dashes and slashes"),
  bestBefore: z
    .string({ error: "Enter the best-before date" })
    .trim()
    .refine(isDay, "Enter the best-before date as a date"),
  supplierReference: z.string().trim().max(80, "A supplier reference has at most 80 characters").default(""),
  receivedAt: z
    .string()
    .trim()
    .refine((s) => s === "" || isDay(s), "Enter the received date as a date")
    .default(""),
});
export type LotReceiveInput = z.input<typeof LotReceiveSchema>;

export const LotMarginSchema = z.object({
  sellableMarginDays: z.coerce
    .number({ error: "The margin must be a whole number of days" })
    .int("The margin must be a whole number of days")
    .min(0, "The margin cannot be negative")
    .max(365, "The margin is at most 365 days"),
});

/** Why a quarantined lot may be sold again (kept in the audit log). */
export const LotReleaseSchema = z.object({
  reason: z
    .string({ error: "Say why the lot is released from quarantine" })
    .trim()
    .min(1, "Say why the lot is released from quarantine")
    .max(500, "Keep the reason under 500 characters"),
});
