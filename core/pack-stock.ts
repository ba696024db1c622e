// Sold-out flavours on a product's card and page: named before the picker is opened,
// a pack's described mix is never swapped for another behind the shopper's back, and a pack that
// cannot be made as described says so.
import { defaultFlavorSelection } from "./flavors";
import { isSoldOut, type ShownStock } from "./stock";

function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * What the card says about the product's sold-out flavours, or null when none is (or when all
 * are: then the button says 'Sold out'). A pack whose usual mix holds one of them cannot be made
 * as described.
 */
export function flavourNotice(offered: readonly string[], slots: number, stock: ShownStock | undefined): string | null {
  const gone = offered.filter((f) => isSoldOut(stock, f));
  if (gone.length === 0 || gone.length === offered.length) return null;
  const said = `${listOf(gone)} ${gone.length === 1 ? "is" : "are"} sold out`;
  const described = defaultFlavorSelection(offered, slots);
  return slots > 1 && described.some((f) => gone.includes(f))
    ? `${said}, so this pack can't be made as described right now`
    : said;
}

/**
 * The flavours a card starts on. A pack starts on its described mix even with a slot sold out
 * (the slot says so and the shopper picks its replacement); a single tub whose own flavour sold
 * out starts on the first one for sale, which its one picker shows.
 */
export function initialFlavours(
  own: string,
  offered: readonly string[],
  slots: number,
  stock: ShownStock | undefined,
): string[] {
  if (slots > 1) return defaultFlavorSelection(offered, slots);
  const forSale = offered.filter((f) => !isSoldOut(stock, f));
  if (forSale.includes(own)) return [own];
  return defaultFlavorSelection(forSale.length > 0 ? forSale : offered, 1);
}
