// The Australian Business Number: its check digits (the ATO's rule) and the placeholder a shop
// starts with, shared by the environment's check, the Settings form and the invoices.

/** What a shop's invoices show until its owner enters a real ABN. */
export const PLACEHOLDER_ABN = "00 000 000 000";

/** ABN check digits (ATO): subtract 1 from the first digit, weight, sum, divisible by 89. */
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\s+/g, "");
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((acc, d, i) => acc + (Number(d) - (i === 0 ? 1 : 0)) * weights[i]!, 0);
  return sum % 89 === 0;
}

/** The ABN as the ATO writes it ("51 824 753 556"), whatever spacing it was typed with. */
export function formatAbn(abn: string): string {
  const d = abn.replace(/\s+/g, "");
  return /^\d{11}$/.test(d) ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : abn.trim();
}

export function isPlaceholderAbn(abn: string): boolean {
  return abn.replace(/\s+/g, "") === PLACEHOLDER_ABN.replace(/\s+/g, "");
}
