// Which lots to take a pick list's tubs from: per flavour, the sellable lots in the order a
// fulfilment will take them (earliest best-before first), each for as many tubs as it still
// holds, and whatever no lot covers said as such. The same order as the allocation at packing,
// so the tubs picked are the tubs the order will record.
import { tubsNeeded } from "./stock";

/** A lot that may be shipped, with the tubs it still holds. */
export type PickableLot = { lotNumber: string; bestBefore: string; remaining: number };

export type LotPick = {
  flavor: string;
  /** Tubs of this flavour across the selection. */
  tubs: number;
  from: { lotNumber: string; bestBefore: string; quantity: number }[];
  /** Tubs no sellable lot covers (received before lots were kept, or not enough in the lots). */
  noLot: number;
};

/**
 * The lots to pick from for these lines. `lotsByKey` holds each flavour's sellable lots, already
 * in first-expiry-first-out order (keyed as stock is: `flavorKey`).
 */
export function planLotPicks(
  lines: readonly { flavor: string; quantity: number }[],
  lotsByKey: ReadonlyMap<string, readonly PickableLot[]>,
): LotPick[] {
  return tubsNeeded(lines).map(({ key, flavor, tubs }) => {
    let need = tubs;
    const from: LotPick["from"] = [];
    for (const lot of lotsByKey.get(key) ?? []) {
      if (need === 0) break;
      const quantity = Math.min(need, lot.remaining);
      if (quantity <= 0) continue;
      from.push({ lotNumber: lot.lotNumber, bestBefore: lot.bestBefore, quantity });
      need -= quantity;
    }
    return { flavor, tubs, from, noLot: need };
  });
}
