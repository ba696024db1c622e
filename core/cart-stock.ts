// The cart against the stock the storefront was told: a line with a sold-out flavour
// is left out of the totals and cannot grow, a line wanting more tubs than are left says how many
// are, and Checkout stays shut, with the reason, until the cart can be bought. The server checks
// again at checkout; this only keeps the drawer from offering what checkout would refuse.
import { addCartItem, cartTotals, sameLine, type CartItem, type LineKey } from "./cart";
import { joinFlavors, splitFlavors } from "./flavors";
import { flavorKey, onlyLeftMessage, shownFor, tubsNeeded, type ShownStock } from "./stock";

export type LineState =
  | { kind: "ok"; canAdd: boolean }
  | { kind: "soldOut"; flavor: string; canAdd: false }
  | { kind: "short"; flavor: string; available: number; canAdd: false };

export type CartCheck = {
  lines: LineState[];
  /** The lines the totals count: all but those with a sold-out flavour. */
  counted: CartItem[];
  totals: ReturnType<typeof cartTotals>;
  /** Why Checkout is shut, or null when the cart can be bought. */
  blocker: string | null;
};

export function checkCart(items: readonly CartItem[], stock: ShownStock | null): CartCheck {
  const soldOut = items.map((i) => splitFlavors(i.flavor).find((f) => shownFor(stock ?? {}, f) <= 0) ?? null);
  const counted = items.filter((_, n) => soldOut[n] === null);
  const need = new Map(tubsNeeded(counted).map((t) => [t.key, t.tubs]));
  const lines = items.map((item, n): LineState => {
    const gone = soldOut[n];
    if (gone) return { kind: "soldOut", flavor: gone, canAdd: false };
    const flavors = splitFlavors(item.flavor);
    for (const flavor of flavors) {
      const available = shownFor(stock ?? {}, flavor);
      if ((need.get(flavorKey(flavor)) ?? 0) > available) return { kind: "short", flavor, available, canAdd: false };
    }
    // One more of this line takes one more tub per slot (two for a pack holding a flavour twice).
    const canAdd = flavors.every((flavor) => {
      const extra = flavors.filter((f) => flavorKey(f) === flavorKey(flavor)).length;
      return (need.get(flavorKey(flavor)) ?? 0) + extra <= shownFor(stock ?? {}, flavor);
    });
    return { kind: "ok", canAdd };
  });
  const first = lines.find((l) => l.kind !== "ok");
  const blocker = !first
    ? null
    : first.kind === "soldOut"
      ? `${first.flavor} is sold out: choose another flavour or remove that line to check out`
      : `${onlyLeftMessage(first.available, first.flavor)}: lower the quantity to check out`;
  return { lines, counted, totals: cartTotals(counted), blocker };
}

/**
 * The line with one flavour slot changed (a sold-out flavour swapped in the drawer); a line that
 * then matches another is merged into it, as adding it again would.
 */
export function swapLineFlavor(items: readonly CartItem[], key: LineKey, slot: number, flavor: string): CartItem[] {
  const line = items.find((x) => sameLine(x, key));
  const flavors = line ? splitFlavors(line.flavor) : [];
  if (!line || slot < 0 || slot >= flavors.length) return [...items];
  flavors[slot] = flavor;
  const rest = items.filter((x) => x !== line);
  return addCartItem(rest, { ...line, flavor: joinFlavors(flavors) });
}
