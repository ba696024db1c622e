// Bulk actions on a selection of orders: the pick list, the packing slips, and fulfilling many
// at once, typed or imported from a carrier's file. Fulfilling goes through the single-order
// fulfil service, one order per transaction (its own audit entry and dispatch e-mail), so an
// order that fails is left as it was and the rest go ahead; one summary entry records the batch.
import { BULK_CAP, type BulkFulfilResult, type BulkSelection, type ImportPreviewRow } from "../../../core/order-bulk";
import { readCarrierCsv } from "../../../core/carrier-csv";
import { planLotPicks, type PickableLot } from "../../../core/pick-lots";
import { flavorKey } from "../../../core/stock";
import { splitFlavors } from "../../../core/flavors";
import type { ShippedLot } from "../../../core/stock-lots";
import { FulfilInputSchema, ORDER_NUMBER_PATTERN, ORDER_NUMBER_PREFIX } from "../../../core/order";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Logger } from "../../logger";
import { recordAudit, type Actor } from "../audit/audit.record";
import { orderBarcodeSvg } from "./order-barcode";
import * as repo from "./order-bulk.repository";
import { parseAddress } from "./order.mapper";
import type { OrderService } from "./order.service";
import type { PackingSlips, PickList, ShipListing } from "./order-bulk.types";

export type BulkOrderDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  orders: Pick<OrderService, "fulfilBatch">;
  shopName: string;
  /** The few words printed on every slip. */
  slipNote: () => Promise<string> | string;
  /** The lots fulfilled orders shipped (the stock module's), for the slips. */
  lotsShippedIn: (orderIds: readonly string[]) => Promise<ShippedLot[]>;
  /** Each flavour's sellable lots in the order packing takes them (the stock module's). */
  pickableLots: (flavorKeys: readonly string[]) => Promise<Map<string, PickableLot[]>>;
};

/** Orders fulfilled per transaction by a bulk action. */
const FULFIL_BATCH = 25;

export const DEFAULT_SLIP_NOTE = "Thank you for your order. Questions about it? Reply to your order e-mail.";

/** An order number as a file or a person writes it: any case, with or without its RR-. */
function orderNumberOf(reference: string): string {
  const upper = reference.trim().toUpperCase();
  return upper.startsWith(ORDER_NUMBER_PREFIX) ? upper : `${ORDER_NUMBER_PREFIX}${upper}`;
}

export function createBulkOrders(deps: BulkOrderDeps) {
  const { db } = deps;

  /** The selection's lines to pick, per product and flavour. */
  async function pickListLines(selection: BulkSelection) {
    const rows = await repo.selectPickList(db, selection, BULK_CAP);
    return rows.map((r) => ({
      productId: r.product_id,
      name: String(r.name),
      flavor: r.flavor,
      quantity: Number(r.quantity),
      orders: Number(r.orders),
    }));
  }

  async function selectionSize(selection: BulkSelection): Promise<{ matching: number; capped: boolean }> {
    if (selection.kind === "numbers") return { matching: selection.numbers.length, capped: false };
    const matching = await repo.countPaidMatching(db, selection.q, BULK_CAP);
    return { matching: Math.min(matching, BULK_CAP), capped: matching > BULK_CAP };
  }

  return {
    pickListLines,

    /** The selection's orders, oldest first, as the bulk fulfil form lists them. */
    async ordersOf(selection: BulkSelection): Promise<ShipListing> {
      const [orders, size] = await Promise.all([
        repo.selectSlipOrders(db, selection, BULK_CAP),
        selectionSize(selection),
      ]);
      return {
        capped: size.capped,
        orders: orders.map((o) => ({
          number: o.number,
          status: o.status,
          customerName: o.customer_name,
          createdAt: o.created_at,
        })),
      };
    },

    async pickList(selection: BulkSelection): Promise<PickList> {
      const [lines, size] = await Promise.all([pickListLines(selection), selectionSize(selection)]);
      const keys = [...new Set(lines.flatMap((l) => splitFlavors(l.flavor).map(flavorKey)))];
      const [orders, lots] = await Promise.all([repo.countSelection(db, selection, BULK_CAP), deps.pickableLots(keys)]);
      return {
        lines,
        lots: planLotPicks(lines, lots),
        orders,
        capped: size.capped,
        totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      };
    },

    async packingSlips(selection: BulkSelection): Promise<PackingSlips> {
      const [orders, size, note] = await Promise.all([
        repo.selectSlipOrders(db, selection, BULK_CAP),
        selectionSize(selection),
        deps.slipNote(),
      ]);
      const ids = orders.map((o) => o.id);
      const [lines, lots] = await Promise.all([repo.selectSlipLines(db, ids), deps.lotsShippedIn(ids)]);
      return {
        shopName: deps.shopName,
        note,
        capped: size.capped,
        slips: orders.map((o) => ({
          number: o.number,
          customerName: o.customer_name,
          createdAt: o.created_at,
          address: parseAddress(o.shipping_address),
          lines: lines
            .filter((l) => l.order_id === o.id)
            .map((l) => ({ name: l.name, flavor: l.flavor, quantity: l.quantity })),
          lots: lots.filter((l) => l.orderId === o.id),
          barcodeSvg: orderBarcodeSvg(o.number),
        })),
      };
    },

    /** Reads a carrier's file and says what each row would do; changes nothing. */
    async previewImport(csv: string): Promise<ImportPreviewRow[]> {
      const read = readCarrierCsv(csv);
      if (!read.ok) throw new AppError("validation", read.error);
      const numbers = read.rows.map((r) => orderNumberOf(r.reference));
      const known = new Map(
        (await repo.selectOrdersByNumber(db, [...new Set(numbers.filter((n) => ORDER_NUMBER_PATTERN.test(n)))])).map(
          (o) => [o.number, o],
        ),
      );
      const seen = new Map<string, number>();
      for (const n of numbers) seen.set(n, (seen.get(n) ?? 0) + 1);
      return read.rows.map((row, i): ImportPreviewRow => {
        const number = numbers[i]!;
        const base = { line: row.line, number: row.reference ? number : "", trackingNumber: row.trackingNumber };
        const order = known.get(number);
        if (!row.reference || !order) {
          return {
            ...base,
            outcome: "unknown",
            message: row.reference ? "No order has this number" : "No order reference",
          };
        }
        if (seen.get(number)! > 1) {
          return {
            ...base,
            outcome: "duplicate",
            message: "This order is in the file more than once; nothing is applied to it",
          };
        }
        const tracking = FulfilInputSchema.safeParse({ trackingNumber: row.trackingNumber });
        if (!tracking.success) {
          return { ...base, outcome: "invalid", message: tracking.error.issues[0]?.message ?? "Not a tracking number" };
        }
        if (order.status === "fulfilled") return { ...base, outcome: "fulfilled", message: "Already fulfilled" };
        if (order.status !== "paid") return { ...base, outcome: "not-paid", message: `The order is ${order.status}` };
        return { ...base, outcome: "ready", message: "Will be marked fulfilled" };
      });
    },

    /**
     * Fulfils each order in its own transaction through the single-order service, and answers
     * per order; one failing leaves it untouched and the rest go on.
     */
    async fulfilMany(
      items: readonly { number: string; trackingNumber: string | null }[],
      actor: Actor,
    ): Promise<BulkFulfilResult[]> {
      if (items.length === 0) throw new AppError("validation", "Select at least one order to mark fulfilled.");
      if (items.length > BULK_CAP) {
        throw new AppError(
          "validation",
          `Mark at most ${BULK_CAP.toLocaleString("en-AU")} orders fulfilled at a time.`,
        );
      }
      const numbers = items.map((i) => orderNumberOf(i.number));
      const ids = new Map(
        (await repo.selectOrdersByNumber(db, [...new Set(numbers.filter((n) => ORDER_NUMBER_PATTERN.test(n)))])).map(
          (o) => [o.number, o.id],
        ),
      );
      const done = new Set<string>();
      const results: BulkFulfilResult[] = [];
      // Each result's place in the list staff sent, so the answer reads in their order.
      const at = new Map<BulkFulfilResult, number>();
      const ready: { i: number; number: string; id: string; trackingNumber: string | null; shown: string | null }[] =
        [];
      for (const [i, item] of items.entries()) {
        const number = numbers[i]!;
        const trackingNumber = item.trackingNumber?.trim() || null;
        const fail = (message: string) => {
          const r = { number, ok: false, trackingNumber, message };
          at.set(r, i);
          results.push(r);
        };
        const id = ids.get(number);
        if (!id) {
          fail("No order has this number");
          continue;
        }
        if (done.has(number)) {
          fail("Listed twice; fulfilled once");
          continue;
        }
        const tracking = FulfilInputSchema.safeParse({ trackingNumber: trackingNumber ?? "" });
        if (!tracking.success) {
          fail(tracking.error.issues[0]?.message ?? "Not a tracking number");
          continue;
        }
        done.add(number);
        ready.push({ i, number, id, trackingNumber: tracking.data.trackingNumber, shown: trackingNumber });
      }
      // A batch at a time, each order in its own savepoint: one commit per batch, and a batch holds
      // the database's write lock only briefly, so checkouts go on meanwhile.
      for (let from = 0; from < ready.length; from += FULFIL_BATCH) {
        const batch = ready.slice(from, from + FULFIL_BATCH);
        let outcome: (Error | null)[];
        try {
          outcome = await deps.orders.fulfilBatch(batch, actor);
        } catch (err) {
          deps.logger.error({ err, orders: batch.length }, "bulk fulfil: a batch could not be committed");
          outcome = batch.map(() => new Error("batch not committed"));
        }
        for (const [k, o] of batch.entries()) {
          const err = outcome[k] ?? null;
          if (err !== null) {
            done.delete(o.number);
            if (!(err instanceof AppError))
              deps.logger.error({ err, order: o.number }, "bulk fulfil: one order failed");
          }
          const r: BulkFulfilResult =
            err === null
              ? {
                  number: o.number,
                  ok: true,
                  trackingNumber: o.shown,
                  message: "Marked fulfilled; the customer has been e-mailed",
                }
              : {
                  number: o.number,
                  ok: false,
                  trackingNumber: o.shown,
                  message:
                    err instanceof AppError
                      ? err.message
                      : "Could not be marked fulfilled; nothing was changed. Try it again.",
                };
          at.set(r, o.i);
          results.push(r);
        }
      }
      results.sort((a, b) => at.get(a)! - at.get(b)!);
      const failed = results.filter((r) => !r.ok);
      await recordAudit(db, deps.clock(), {
        actor,
        action: "order.bulk-fulfil",
        entityType: "order",
        entityId: `${done.size} orders`,
        summary: `Bulk fulfil: ${done.size} marked fulfilled, ${failed.length} failed`,
        changes: {
          fulfilled: { before: null, after: [...done] },
          ...(failed.length ? { failed: { before: null, after: failed.map((f) => `${f.number}: ${f.message}`) } } : {}),
        },
      });
      return results;
    },
  };
}

export type BulkOrders = ReturnType<typeof createBulkOrders>;
