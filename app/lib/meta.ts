/** '{title} | {shop}' per docs/spec.md §2; the home page is the shop name alone with its strapline. */
export function pageTitle(title: string, shopName: string): string {
  return `${title} | ${shopName}`;
}
