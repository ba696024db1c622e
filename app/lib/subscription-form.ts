// Reads the "Flavours and quantity" form, which the customer's portal and the staff page both
// post: `lines` says how many items, then each item's flavour slots (flavor-<item>-<slot>) and
// its quantity (quantity-<item>). The service checks what it gets.
export function linesFromForm(form: Readonly<Record<string, string>>): { flavor: string; quantity: number }[] {
  const count = wholeNumber(form.lines);
  return Array.from({ length: Number.isInteger(count) && count > 0 && count <= 20 ? count : 0 }, (_, i) => ({
    flavor: Object.keys(form)
      .filter((k) => k.startsWith(`flavor-${i}-`))
      .sort()
      .map((k) => form[k]!)
      .join(", "),
    quantity: wholeNumber(form[`quantity-${i}`]),
  }));
}

export function wholeNumber(v: string | undefined): number {
  return v && /^-?\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
}
