// First expiry, first out: when an order is marked fulfilled, each counted flavour it took is
// allocated to lots, earliest best-before first, only lots still sellable, in the fulfilment's
// own transaction. Tubs no lot can cover (received before lots were kept, or a flavour with no
// lots) are recorded as "no lot" rather than refusing to ship. Staff may name the lot for a
// flavour; that lot must be of the flavour, sellable and hold enough.
import { flavorKey } from "../../../core/stock";
import { formatBestBeforeMonth, normaliseLotNumber } from "../../../core/stock-lots";
import { addShopDays, shopDayKey } from "../../../core/shop-time";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import * as repo from "./stock-lots.repository";
import * as stockRepo from "./stock.repository";

export type LotAllocation = {
  flavor: string;
  lotNumber: string | null;
  bestBefore: string | null;
  quantity: number;
  overridden: boolean;
};

/** One parcel's counted tubs per flavour key (none: every tub the order committed), and the shipment its lot rows are recorded against. */
export type ShipmentTubs = { shipmentId: string; tubs?: ReadonlyMap<string, number> };

export type LotAllocatorDeps = {
  clock: () => Date;
  timeZone: string;
  /** The sellable margin in days, as staff last set it, read through the fulfilment's transaction. */
  marginDays: (trx: Db) => Promise<number>;
};

/** "5 Chocolate from lot L2311 (best before 03/2027)", "2 Vanilla with no lot recorded". */
export function allocationText(a: LotAllocation): string {
  return a.lotNumber
    ? `${a.quantity} ${a.flavor} from lot ${a.lotNumber} (best before ${formatBestBeforeMonth(a.bestBefore!)})`
    : `${a.quantity} ${a.flavor} with no lot recorded`;
}

function refuse(message: string): AppError {
  return new AppError("validation", message, { details: { lots: message } });
}

export function createLotAllocator(deps: LotAllocatorDeps) {
  // The margin read once per transaction: a bulk fulfil allocates hundreds of orders in one.
  const margins = new WeakMap<Db, Promise<number>>();

  /** The latest best-before that is no longer sold today: a lot must be best before after it. */
  async function lastUnsellable(trx: Db): Promise<string> {
    const today = shopDayKey(deps.clock().toISOString(), deps.timeZone);
    let margin = margins.get(trx);
    if (!margin) margins.set(trx, (margin = deps.marginDays(trx)));
    // Sellable while today < best-before − margin, i.e. best-before > today + margin.
    return addShopDays(today, await margin);
  }

  async function takeNamed(
    trx: Db,
    line: { flavor_key: string; flavor: string; quantity: number },
    lotNumber: string,
    after: string,
  ): Promise<repo.LotRow> {
    const lot = await repo.selectLotByNumber(trx, normaliseLotNumber(lotNumber));
    const name = normaliseLotNumber(lotNumber);
    if (!lot) throw refuse(`No lot ${name} has been received`);
    if (lot.flavor_key !== line.flavor_key) throw refuse(`Lot ${name} is ${lot.flavor}, not ${line.flavor}`);
    if (lot.quarantined_at) throw refuse(`Lot ${name} is quarantined and cannot be shipped`);
    if (lot.written_off_at || lot.best_before <= after) {
      throw refuse(`Lot ${name} is past its sell-by point and cannot be shipped`);
    }
    if (!(await repo.takeFromLot(trx, lot.id, line.quantity))) {
      const left = (await repo.selectLot(trx, lot.id))?.quantity_remaining ?? 0;
      throw refuse(
        `Lot ${name} has only ${left} ${left === 1 ? "tub" : "tubs"} left; this order needs ${line.quantity}`,
      );
    }
    return lot;
  }

  /** Takes up to `need` tubs from the flavour's sellable lots in order; answers what it took from each. */
  async function takeFirstExpiring(trx: Db, key: string, need: number, after: string) {
    const taken: { lot: repo.LotRow; quantity: number }[] = [];
    for (const candidate of await repo.selectSellableLots(trx, key, after)) {
      let lot: repo.LotRow | undefined = candidate;
      // Another fulfilment may have taken some since the read: re-read and try what is left.
      while (need > 0 && lot && lot.quantity_remaining > 0) {
        const n = Math.min(need, lot.quantity_remaining);
        if (await repo.takeFromLot(trx, lot.id, n)) {
          taken.push({ lot, quantity: n });
          need -= n;
          break;
        }
        lot = await repo.selectLot(trx, lot.id);
      }
      if (need === 0) break;
    }
    return { taken, short: need };
  }

  return {
    /**
     * Inside the fulfilment's transaction: allocates the order's committed tubs to lots and
     * records it. `named` maps a flavour to the lot staff chose for it. Refuses (and so nothing
     * of the fulfilment is kept) a named lot that is not of the flavour, not sellable or short.
     */
    async allocate(
      trx: Db,
      orderId: string,
      named: Record<string, string> = {},
      parcel?: ShipmentTubs,
    ): Promise<LotAllocation[]> {
      const committed = (await stockRepo.selectOrderStock(trx, orderId)).filter((r) => r.state === "committed");
      // A parcel takes only its own tubs; the rest of the order is allocated when it ships.
      const tubs = parcel?.tubs;
      const lines = tubs
        ? committed.map((l) => ({ ...l, quantity: tubs.get(l.flavor_key) ?? 0 })).filter((l) => l.quantity > 0)
        : committed;
      const shipmentId = parcel?.shipmentId ?? null;
      const chosen = new Map(Object.entries(named).map(([flavour, lot]) => [flavorKey(flavour), lot]));
      for (const [flavour, lot] of Object.entries(named)) {
        if (lot.trim() && !lines.some((l) => l.flavor_key === flavorKey(flavour))) {
          throw refuse(`This order has no counted ${flavour.trim()} tubs to take from lot ${normaliseLotNumber(lot)}`);
        }
      }
      const after = await lastUnsellable(trx);
      const allocations: LotAllocation[] = [];
      const rows: repo.OrderLineLotRow[] = [];
      for (const line of lines) {
        const lotNumber = chosen.get(line.flavor_key)?.trim();
        const taken = lotNumber
          ? { taken: [{ lot: await takeNamed(trx, line, lotNumber, after), quantity: line.quantity }], short: 0 }
          : await takeFirstExpiring(trx, line.flavor_key, line.quantity, after);
        for (const t of taken.taken) {
          rows.push({
            order_id: orderId,
            flavor_key: line.flavor_key,
            lot_id: t.lot.id,
            quantity: t.quantity,
            overridden: lotNumber ? 1 : 0,
            shipment_id: shipmentId,
          });
          allocations.push({
            flavor: line.flavor,
            lotNumber: t.lot.lot_number,
            bestBefore: t.lot.best_before,
            quantity: t.quantity,
            overridden: Boolean(lotNumber),
          });
        }
        if (taken.short > 0) {
          rows.push({
            order_id: orderId,
            flavor_key: line.flavor_key,
            lot_id: null,
            quantity: taken.short,
            overridden: 0,
            shipment_id: shipmentId,
          });
          allocations.push({
            flavor: line.flavor,
            lotNumber: null,
            bestBefore: null,
            quantity: taken.short,
            overridden: false,
          });
        }
      }
      await repo.insertLineLots(trx, rows);
      return allocations;
    },
  };
}

export type LotAllocator = ReturnType<typeof createLotAllocator>;
