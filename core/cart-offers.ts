// What the cart drawer offers a shopper on top of their lines: how far they are from free express
// shipping, and swapping two single tubs for a two-tub pack when the pack costs less. The rules
// are the shop's (docs/spec.md §9); the server prices the result at checkout as always.
import { addCartItem, shippingCharge, type CartItem, type LineKey } from "./cart";
import { isMultiFlavor, joinFlavors } from "./flavors";

type ShippingLine = Parameters<typeof shippingCharge>[0][number];

/** Shipping is charged only for one single tub (docs/spec.md §9), so one more tub always unlocks it. */
export function freeShippingProgress(lines: readonly ShippingLine[]): { unlocked: boolean; tubsToGo: number } {
  if (lines.length === 0) return { unlocked: false, tubsToGo: 2 };
  return shippingCharge(lines) === 0 ? { unlocked: true, tubsToGo: 0 } : { unlocked: false, tubsToGo: 1 };
}

export type PackOffer = {
  id: string;
  name: string;
  unitPrice: number;
  images: string[];
  description: string;
  status: string;
  metadata: { flavorSelections: number; freeShipping: boolean; availableFlavors?: string[] };
};

export type PackUpgrade = { line: LineKey & { name: string }; pack: PackOffer; saving: number };

/**
 * The first single-tub line held at least twice whose two tubs cost more than an active two-tub
 * pack offering that flavour: swapping them saves money, so the drawer suggests it.
 */
export function packUpgrade(items: readonly CartItem[], catalogue: readonly PackOffer[]): PackUpgrade | null {
  const packs = catalogue
    .filter((p) => p.status === "active" && p.metadata.flavorSelections === 2)
    .sort((a, b) => a.unitPrice - b.unitPrice);
  for (const line of items) {
    // A subscription line stays as the shopper chose it; only a one-time purchase is upgraded.
    if (line.subscription || line.quantity < 2 || isMultiFlavor(line.flavor) || packs.some((p) => p.id === line.id))
      continue;
    const pack = packs.find((p) => !p.metadata.availableFlavors || p.metadata.availableFlavors.includes(line.flavor));
    if (!pack) continue;
    const saving = 2 * line.unitPrice - pack.unitPrice;
    if (saving > 0) return { line: { id: line.id, flavor: line.flavor, name: line.name }, pack, saving };
  }
  return null;
}

/** Two tubs of the line become one pack of that flavour twice; a line left with none goes. */
export function applyPackUpgrade(items: readonly CartItem[], upgrade: PackUpgrade): CartItem[] {
  const { line, pack } = upgrade;
  const held = items.find((x) => x.id === line.id && x.flavor === line.flavor);
  if (!held || held.quantity < 2) return [...items];
  const rest = items.map((x) => (x === held ? { ...x, quantity: x.quantity - 2 } : x)).filter((x) => x.quantity > 0);
  return addCartItem(rest, {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    images: pack.images,
    unitPrice: pack.unitPrice,
    quantity: 1,
    flavor: joinFlavors([line.flavor, line.flavor]),
    freeShipping: pack.metadata.freeShipping,
  });
}
