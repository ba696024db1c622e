import { splitFlavors } from "./flavors";

// Stock is counted in tubs per flavour. A pack takes one tub of each chosen flavour per unit,
// so "Lemon Squash, Lemon Squash, Orange Crush" × 2 takes 4 Lemon Squash and 2 Orange Crush.
// A flavour with no stock level is not counted: it never sells out (shops that have not set
// stock keep selling as before). The server decides every stock level; the storefront only
// shows what it is told.

/** How the same flavour spelled in different cases (custom flavours are typed by staff) is one stock. */
export function flavorKey(flavor: string): string {
  return flavor.trim().toLowerCase();
}

export type TubsNeeded = { key: string; flavor: string; tubs: number };

/** Tubs per flavour that a set of order or cart lines takes, sorted by key (a stable lock order). */
export function tubsNeeded(lines: readonly { flavor: string; quantity: number }[]): TubsNeeded[] {
  const byKey = new Map<string, TubsNeeded>();
  for (const line of lines) {
    for (const flavor of splitFlavors(line.flavor)) {
      const key = flavorKey(flavor);
      const entry = byKey.get(key) ?? { key, flavor, tubs: 0 };
      entry.tubs += line.quantity;
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** One flavour as staff see it on the Stock screen; `counted` false: no stock set, never sold out. */
export type StockLine = {
  key: string;
  flavor: string;
  counted: boolean;
  onHand: number;
  reserved: number;
  available: number;
  threshold: number;
  low: boolean;
  /** Shoppers waiting for an e-mail when it is back in stock. */
  waiting: number;
};

export type StockLevel = { onHand: number; reserved: number; threshold: number };

/** Tubs that can still be sold: on hand less those held for orders awaiting payment. */
export function availableOf(level: Pick<StockLevel, "onHand" | "reserved">): number {
  return level.onHand - level.reserved;
}

export function isLowStock(level: StockLevel): boolean {
  return availableOf(level) <= level.threshold;
}

/** The refusal a shopper sees when a flavour cannot cover their order. */
export function onlyLeftMessage(available: number, flavor: string): string {
  return `Only ${Math.max(0, available)} left in ${flavor}`;
}

/**
 * The storefront is told at most this many tubs per flavour: enough to judge any cart, and a
 * flavour with more on the shelf is not republished to every open tab on every checkout.
 */
export const STOCK_SHOWN_CAP = 50;

export function shownAvailable(available: number): number {
  return Math.min(Math.max(0, available), STOCK_SHOWN_CAP);
}

/** Whether a change of available tubs from `before` to `after` changes what the storefront shows. */
export function shownChanged(before: number, after: number): boolean {
  return shownAvailable(before) !== shownAvailable(after);
}

/** Tubs available per flavour as the storefront gets them (capped); a flavour not listed is not counted. */
export type ShownStock = Readonly<Record<string, number>>;

/** One figure per flavour from every product's stock (a flavour is one stock whichever product offers it). */
export function mergeShownStock(products: readonly { stock?: ShownStock }[]): ShownStock {
  return Object.assign({}, ...products.map((p) => p.stock ?? {})) as ShownStock;
}

/** What the cart drawer says under a line it cannot fill. */
export function shortLineMessage(short: { flavor: string; available: number }): string {
  return short.available <= 0
    ? `${short.flavor} is sold out: remove this line or choose another flavour`
    : `${onlyLeftMessage(short.available, short.flavor)}: lower the quantity`;
}

/** The storefront's figure for one flavour: a number, or Infinity when the flavour is not counted. */
export function shownFor(stock: ShownStock | undefined, flavor: string): number {
  const n = stock?.[flavorKey(flavor)];
  return typeof n === "number" ? n : Number.POSITIVE_INFINITY;
}

export function isSoldOut(stock: ShownStock | undefined, flavor: string): boolean {
  return shownFor(stock, flavor) <= 0;
}

/**
 * Whether any combination of a pack can be sold now: one unit takes `slots` tubs chosen freely
 * (repeats allowed) from the offered flavours, each flavour giving at most what it has.
 */
export function canSellOne(offered: readonly string[], slots: number, stock: ShownStock | undefined): boolean {
  let tubs = 0;
  for (const flavor of offered) tubs += Math.min(shownFor(stock, flavor), slots);
  return tubs >= slots;
}

/**
 * For each cart line, the first flavour the whole cart needs more of than is shown available
 * (lines sharing a flavour draw on the same tubs), or null when the line can be filled.
 */
export function shortLines(
  lines: readonly { flavor: string; quantity: number }[],
  stock: ShownStock,
): ({ flavor: string; available: number } | null)[] {
  const need = new Map(tubsNeeded(lines).map((t) => [t.key, t.tubs]));
  return lines.map((line) => {
    for (const flavor of splitFlavors(line.flavor)) {
      const available = shownFor(stock, flavor);
      if ((need.get(flavorKey(flavor)) ?? 0) > available) return { flavor, available };
    }
    return null;
  });
}

/**
 * Why a new on-hand figure cannot be saved, or null. Tubs held for orders awaiting payment stay
 * on the shelf until those orders are paid or released.
 */
export function onHandProblem(onHand: number, reserved: number): string | null {
  if (onHand < 0) return "Stock cannot be set below zero";
  if (onHand < reserved) {
    return `On hand cannot be less than the ${reserved} tubs reserved for orders awaiting payment`;
  }
  return null;
}

/**
 * The Stock screen's two banners: counted flavours with none left to sell, and counted flavours
 * at or below their threshold that still have some (a sold-out flavour is not also "low").
 */
export function stockAlerts(lines: readonly StockLine[]): { soldOut: string[]; low: string[] } {
  const counted = lines.filter((l) => l.counted);
  return {
    soldOut: counted.filter((l) => l.available <= 0).map((l) => l.flavor),
    low: counted.filter((l) => l.available > 0 && l.low).map((l) => l.flavor),
  };
}
