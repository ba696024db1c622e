// The lots a pick list sends staff to: each flavour's sellable lots, read as the allocation at
// packing reads them (same margin, same order), so what is picked is what will be recorded.
import type { PickableLot } from "../../../core/pick-lots";
import { addShopDays, shopDayKey } from "../../../core/shop-time";
import type { Db } from "../../infra/db/client";
import * as repo from "./stock-lots.repository";

export function createPickableLots(deps: {
  db: Db;
  clock: () => Date;
  timeZone: string;
  marginDays: () => Promise<number>;
}) {
  /** Sellable lots with tubs left, per flavour key, earliest best-before first. */
  return async function pickableLots(flavorKeys: readonly string[]): Promise<Map<string, PickableLot[]>> {
    const today = shopDayKey(deps.clock().toISOString(), deps.timeZone);
    const after = addShopDays(today, await deps.marginDays());
    const byKey = new Map<string, PickableLot[]>();
    for (const r of await repo.selectSellableLotsOf(deps.db, flavorKeys, after)) {
      const lots = byKey.get(r.flavor_key) ?? [];
      lots.push({ lotNumber: r.lot_number, bestBefore: r.best_before, remaining: r.quantity_remaining });
      byKey.set(r.flavor_key, lots);
    }
    return byKey;
  };
}
