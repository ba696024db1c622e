// A tub's barcode number (GTIN-8, -12, -13 or -14): digits only, its last digit a check over the
// others, so a mistyped number on the product page is refused before a scanner ever meets it.

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The GS1 check digit of the digits before it: weights 3 and 1 alternate from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Staff type spaces between groups of digits; a scanner sends none. */
export function tidyGtin(raw: string): string {
  return raw.replace(/\s+/g, "");
}

/** Whether a scanned or typed code looks like a barcode number at all (before its check digit). */
export function looksLikeGtin(raw: string): boolean {
  const code = tidyGtin(raw);
  return /^\d+$/.test(code) && (GTIN_LENGTHS as readonly number[]).includes(code.length);
}

export function readGtin(raw: string): { ok: true; gtin: string } | { ok: false; error: string } {
  const gtin = tidyGtin(raw);
  if (!looksLikeGtin(gtin)) return { ok: false, error: "A barcode number has 8, 12, 13 or 14 digits." };
  if (gtinCheckDigit(gtin.slice(0, -1)) !== Number(gtin.at(-1))) {
    return {
      ok: false,
      error: "That barcode number's last digit does not match the rest; check it was typed correctly.",
    };
  }
  return { ok: true, gtin };
}
