// Lots for the seeded shop: each flavour receives a lot every LOT_DAYS over the two years, and a
// fulfilled order's tubs come from the flavour's newest lot received before it was placed, so a
// lot goes to thousands of orders (at a million orders, up to about ten thousand), as a recall at
// that size must search.
import type { Insertable } from "kysely";
import { flavorKey } from "../core/stock";
import type { OrderLineLotsTable, StockLotsTable } from "../server/infra/db/schema";

const LOT_DAYS = 20;
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function seedLots(flavours: readonly string[], start: number, end: number) {
  const count = Math.ceil((end - start) / (LOT_DAYS * DAY)) + 1;
  const lotId = (key: string, n: number) => `lot_${key.replace(/\W+/g, "_")}_${String(n).padStart(3, "0")}`;
  const lots: Insertable<StockLotsTable>[] = flavours.flatMap((flavor, f) =>
    Array.from({ length: count }, (_, n) => {
      const received = start - DAY + n * LOT_DAYS * DAY;
      return {
        id: lotId(flavorKey(flavor), n),
        flavor_key: flavorKey(flavor),
        flavor,
        lot_number: `L${String(f + 1).padStart(2, "0")}${String(n).padStart(3, "0")}`,
        best_before: day(received + 730 * DAY),
        supplier_reference: `PO-${f + 1}-${n}`,
        received_at: day(received),
        quantity_received: 20_000,
        // The lots are shipped out by the time the next arrives; the newest still holds tubs.
        quantity_remaining: n === count - 1 ? 5_000 : 0,
        quarantined_at: null,
        written_off_at: null,
        created_at: new Date(received).toISOString(),
      };
    }),
  );

  /** The rows saying which lot a fulfilled order's tubs came from, one per flavour. */
  function lineLots(
    orderId: string,
    created: number,
    lines: readonly { flavor: string; quantity: number }[],
  ): Insertable<OrderLineLotsTable>[] {
    const n = Math.max(0, Math.floor((created - start + DAY) / (LOT_DAYS * DAY)));
    const tubs = new Map<string, number>();
    for (const l of lines) tubs.set(flavorKey(l.flavor), (tubs.get(flavorKey(l.flavor)) ?? 0) + l.quantity);
    return [...tubs].map(([key, quantity]) => ({
      order_id: orderId,
      flavor_key: key,
      lot_id: lotId(key, Math.min(n, count - 1)),
      quantity,
      overridden: 0,
    }));
  }

  return { lots, lineLots };
}
