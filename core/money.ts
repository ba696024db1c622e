// Money is integer cents everywhere; only display converts to dollars.

const formatter = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: "AUD",
  currencyDisplay: "narrowSymbol",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 4999 → "$49.99". Non-finite input is shown as $0.00 rather than "NaN". */
export function formatPrice(cents: number): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  return formatter.format(safe / 100);
}

/** GST included in a GST-inclusive amount: one eleventh, rounded to the cent. */
export function gstIncluded(totalCents: number): number {
  return Math.round(totalCents / 11);
}
