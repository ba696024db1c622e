// Money is integer cents everywhere; only display converts to dollars.
import { CURRENCY } from "./constants";

const formatter = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: CURRENCY,
  currencyDisplay: "narrowSymbol",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 4999 → "$49.99". Non-finite input is shown as $0.00 rather than "NaN". */
export function formatPrice(cents: number): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  return formatter.format(safe / 100);
}

/** 4999 → "49.99": the bare decimal amount that data formats (CSV, schema.org offers) expect. */
export function formatAmount(cents: number): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  return (safe / 100).toFixed(2);
}

/** GST included in a GST-inclusive amount: one eleventh, rounded to the cent. */
export function gstIncluded(totalCents: number): number {
  return Math.round(totalCents / 11);
}
