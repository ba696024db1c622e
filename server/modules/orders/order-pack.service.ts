// The packing bench: staff scan an order's packing slip, then each tub they put in the box. A
// tub's barcode number names its flavour (one indexed lookup); a tick is a guarded increment of
// the order's count for that flavour, so a tub the order does not need, or one too many, changes
// nothing and is refused in words. The last tub marks the order packed (an order event and an
// audit entry) and frees the bench for the next slip. Ticks and the open order live in tables, so
// a reload, or the plain form before the page's scripts run, sees the same bench.
import { looksLikeGtin, tidyGtin } from "../../../core/gtin";
import { ORDER_NUMBER_PATTERN, ORDER_STATUS_LABELS, type OrderStatus } from "../../../core/order";
import { flavorKey, tubsNeeded } from "../../../core/stock";
import type { Db } from "../../infra/db/client";
import { recordAudit, type Actor } from "../audit/audit.record";
import * as repo from "./order-pack.repository";
import { insertOrderEvents } from "./order.repository";
import { parseAddress } from "./order.mapper";
import { newId } from "./order.steps";
import type { PackBench, PackOrder, ScanAnswer } from "./order-pack.types";

export type OrderPackDeps = {
  db: Db;
  clock: () => Date;
  /** The flavour whose tub carries a barcode number (the stock module's lookup). */
  flavourOfGtin: (gtin: string) => Promise<{ key: string; flavor: string } | null>;
};

const tubs = (n: number) => `${n.toLocaleString("en-AU")} ${n === 1 ? "tub" : "tubs"}`;

export function createOrderPacking(deps: OrderPackDeps) {
  const { db } = deps;
  const now = () => deps.clock().toISOString();

  async function orderView(row: repo.PackOrderRow): Promise<PackOrder> {
    const rows = await repo.selectPackTubs(db, row.id);
    return {
      number: row.number,
      customerName: row.customer_name,
      address: parseAddress(row.shipping_address),
      tubs: rows.map((t) => ({ flavor: t.flavor, needed: Number(t.needed), packed: Number(t.packed) })),
    };
  }

  async function benchOf(actor: Actor): Promise<{ row: repo.PackOrderRow | null; bench: PackBench }> {
    const id = await repo.selectBenchOrderId(db, actor.userId);
    const row = id ? ((await repo.selectPackOrder(db, id)) ?? null) : null;
    // Packed or shipped from elsewhere meanwhile: the bench waits for the next slip.
    if (!row || row.packed_at || row.status !== "paid") return { row: null, bench: { order: null } };
    return { row, bench: { order: await orderView(row) } };
  }

  const refuse = (message: string, bench: PackBench): ScanAnswer => ({ tone: "refused", message, bench });

  async function openSlip(number: string, actor: Actor, current: PackBench): Promise<ScanAnswer> {
    const row = await repo.selectPackOrderByNumber(db, number);
    if (!row) return refuse(`No order has the number ${number}.`, current);
    if (row.status === "fulfilled") {
      return refuse(`Order ${number} has been sent already, so there is nothing to pack.`, current);
    }
    if (row.status !== "paid") {
      const status = (ORDER_STATUS_LABELS[row.status as OrderStatus] ?? row.status).toLowerCase();
      return refuse(`Order ${number} is ${status}, so it cannot be packed.`, current);
    }
    if (row.packed_at) return refuse(`Order ${number} is packed already; it cannot be packed again.`, current);
    const need = tubsNeeded(await repo.selectOrderLineFlavours(db, row.id));
    await db.transaction().execute(async (trx) => {
      await repo.insertPackTubs(trx, row.id, need);
      await repo.setBenchOrder(trx, actor.userId, row.id, now());
    });
    const order = await orderView(row);
    const left = order.tubs.reduce((n, t) => n + t.needed - t.packed, 0);
    return { tone: "ok", message: `Order ${number} is open: scan its ${tubs(left)}.`, bench: { order } };
  }

  async function finish(row: repo.PackOrderRow, actor: Actor): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const at = now();
      if (!(await repo.markPacked(trx, row.id, at))) return;
      await insertOrderEvents(trx, [
        {
          id: newId("evt"),
          order_id: row.id,
          type: "packed",
          message: "Packed: every tub scanned",
          data: null,
          created_at: at,
        },
      ]);
      await recordAudit(trx, deps.clock(), {
        actor,
        action: "order.pack",
        entityType: "order",
        entityId: row.number,
        summary: `Packed order ${row.number} by scanning its tubs`,
        changes: { packedAt: { before: null, after: at } },
      });
      await repo.setBenchOrder(trx, actor.userId, null, at);
    });
  }

  async function scanTub(gtin: string, actor: Actor): Promise<ScanAnswer> {
    const { row, bench } = await benchOf(actor);
    if (!row || !bench.order) return refuse("Scan a packing slip first, then its tubs.", bench);
    const flavour = await deps.flavourOfGtin(gtin);
    if (!flavour) return refuse(`No tub has the barcode number ${gtin}; check it on the product's page.`, bench);
    const line = bench.order.tubs.find((t) => flavorKey(t.flavor) === flavour.key);
    if (!line) return refuse(`That ${flavour.flavor} tub is not in this order.`, bench);
    if (!(await repo.tickTub(db, row.id, flavour.key))) {
      return refuse(
        `This order needs only ${line.needed} ${line.flavor} ${line.needed === 1 ? "tub" : "tubs"}.`,
        bench,
      );
    }
    await repo.setLastTick(db, actor.userId, flavour.key, now());
    line.packed += 1;
    const left = bench.order.tubs.reduce((n, t) => n + t.needed - t.packed, 0);
    if (left > 0) {
      return {
        tone: "ok",
        message: `${line.flavor}: ${line.packed} of ${line.needed}. ${tubs(left)} to go.`,
        bench,
      };
    }
    await finish(row, actor);
    return { tone: "packed", message: `Order ${row.number} is packed. Scan the next slip.`, bench: { order: null } };
  }

  return {
    /** The bench as staff left it: the order they have open with its ticks, or none. */
    async bench(actor: Actor): Promise<PackBench> {
      return (await benchOf(actor)).bench;
    },

    /**
     * Closes the open order without packing it: its ticks are cleared (the tubs go back on the
     * shelf) and nothing is recorded as packed, so the next slip can be scanned.
     */
    async putBack(actor: Actor): Promise<ScanAnswer> {
      const { row, bench } = await benchOf(actor);
      if (!row) return refuse("No order is open, so there is nothing to put back.", bench);
      await db.transaction().execute(async (trx) => {
        await repo.clearTicks(trx, row.id);
        await repo.setBenchOrder(trx, actor.userId, null, now());
      });
      return {
        tone: "ok",
        message: `Order ${row.number} is put back, not packed. Scan the next slip.`,
        bench: { order: null },
      };
    },

    /** Takes back the bench's last tick (a tub scanned by mistake), once. */
    async undoLastScan(actor: Actor): Promise<ScanAnswer> {
      const { row, bench } = await benchOf(actor);
      const key = (await repo.selectBench(db, actor.userId))?.last_tick_key ?? null;
      const line = bench.order?.tubs.find((t) => flavorKey(t.flavor) === key);
      if (!row || !bench.order || !key || !line) return refuse("There is no tub scan to undo.", bench);
      const undone = await db.transaction().execute(async (trx) => {
        if (!(await repo.untickTub(trx, row.id, key))) return false;
        await repo.setLastTick(trx, actor.userId, null, now());
        return true;
      });
      if (!undone) return refuse("There is no tub scan to undo.", bench);
      line.packed -= 1;
      const left = bench.order.tubs.reduce((n, t) => n + t.needed - t.packed, 0);
      return { tone: "ok", message: `Took back one ${line.flavor} tub. ${tubs(left)} to go.`, bench };
    },

    /** One scan (a slip's order number or a tub's barcode number), answered in words. */
    async scan(code: string, actor: Actor): Promise<ScanAnswer> {
      const text = code.trim();
      const upper = text.toUpperCase();
      if (ORDER_NUMBER_PATTERN.test(upper)) return openSlip(upper, actor, (await benchOf(actor)).bench);
      if (looksLikeGtin(text)) return scanTub(tidyGtin(text), actor);
      const { bench } = await benchOf(actor);
      if (text === "") return refuse("Scan a packing slip or a tub.", bench);
      return refuse("That code is neither a packing slip nor a tub's barcode.", bench);
    },
  };
}

export type OrderPacking = ReturnType<typeof createOrderPacking>;
