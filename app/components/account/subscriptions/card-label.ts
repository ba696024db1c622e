/** "Visa ending 4242, expires 04/2030": a kept card as the account pages name it. */
export function cardLabel(card: { brand: string; last4: string; expiry?: string | null }): string {
  return `${card.brand} ending ${card.last4}${card.expiry ? `, expires ${card.expiry}` : ""}`;
}
