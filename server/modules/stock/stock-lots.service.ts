// Lots as staff receive and see them: receiving a lot adds its tubs to the flavour's on hand
// (stock_levels stays the aggregate every reservation reads) and records where they came from;
// a lot past its sell-by point or quarantined stops counting towards on hand, once, through an
// audited write-off; and which lots each order shipped, for invoices and a recall.
import { LotMarginSchema, LotReceiveSchema } from "../../../core/lot-input";
import { addShopDays, shopDayKey } from "../../../core/shop-time";
import { flavorKey } from "../../../core/stock";
import {
  formatBestBefore,
  isSellable,
  lotState,
  normaliseLotNumber,
  type LotLine,
  type ShippedLot,
} from "../../../core/stock-lots";
import { randomBytes } from "node:crypto";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import { isUniqueViolation } from "../../infra/db/errors";
import { recordAudit, SYSTEM_ACTOR, type Actor } from "../audit/audit.record";
import { answerWaiting } from "../back-in-stock/back-in-stock.answer";
import type { SettingsService } from "../settings/settings.service";
import { releaseLot } from "./stock-lots.release";
import * as repo from "./stock-lots.repository";
import type { StockService, StockServiceDeps } from "./stock.service";
import * as stockRepo from "./stock.repository";

export type { LotLine };

export type StockLotServiceDeps = Pick<StockServiceDeps, "db" | "clock" | "events" | "mail" | "shop"> & {
  timeZone: string;
  settings: Pick<SettingsService, "getSetting" | "updateSetting">;
  stock: Pick<StockService, "listStock">;
};

function invalid(message: string, field: string): AppError {
  return new AppError("validation", message, { details: { [field]: message } });
}

export function createStockLotService(deps: StockLotServiceDeps) {
  const { db, clock, events, mail, shop, settings, stock, timeZone } = deps;
  const today = () => shopDayKey(clock().toISOString(), timeZone);
  const marginDays = async (via: Db = db) => (await settings.getSetting("stock_lots", via)).sellableMarginDays;

  const toLine = (r: repo.LotRow, margin: number, day: string): LotLine => ({
    id: r.id,
    flavorKey: r.flavor_key,
    flavor: r.flavor,
    lotNumber: r.lot_number,
    bestBefore: r.best_before,
    bestBeforeText: formatBestBefore(r.best_before),
    supplierReference: r.supplier_reference,
    receivedAt: r.received_at,
    received: r.quantity_received,
    remaining: r.quantity_remaining,
    state:
      r.written_off_at && !r.quarantined_at
        ? "not-sellable"
        : lotState({ bestBefore: r.best_before, quarantined: r.quarantined_at !== null }, margin, day),
  });

  /** Stops a lot's remaining tubs counting towards on hand, once, with the reason in the audit log. */
  async function writeOff(lot: repo.LotRow, why: "sell-by" | "quarantine", actor: Actor): Promise<boolean> {
    const at = clock();
    return db.transaction().execute(async (trx) => {
      const claimed = await repo.claimWriteOff(trx, lot.id, at.toISOString(), why === "quarantine");
      if (!claimed) return why === "quarantine" && (await repo.markQuarantined(trx, lot.id, at.toISOString()));
      if (claimed.remaining > 0) {
        await stockRepo.shift(trx, lot.flavor_key, { onHand: -claimed.remaining, reserved: 0 }, at.toISOString());
      }
      const tubs = `${claimed.remaining} ${lot.flavor} ${claimed.remaining === 1 ? "tub" : "tubs"}`;
      await recordAudit(trx, at, {
        actor,
        action: why === "quarantine" ? "stock.lot_quarantine" : "stock.lot_sell_by",
        entityType: "stock",
        entityId: lot.flavor,
        summary:
          why === "quarantine"
            ? `Lot ${lot.lot_number} quarantined: ${tubs} no longer counted as on hand`
            : `Lot ${lot.lot_number} passed its sell-by margin: ${tubs} no longer counted as on hand`,
        changes: { onHand: { before: null, after: -claimed.remaining } },
      });
      return true;
    });
  }

  return {
    marginDays,

    /** Owner and managers set how many days before best-before a lot stops being sold. */
    async setMarginDays(input: unknown, actor: Actor): Promise<number> {
      const parsed = LotMarginSchema.safeParse(input);
      if (!parsed.success) {
        const message = parsed.error.issues[0]!.message;
        throw new AppError("validation", message, { details: fieldErrors(parsed.error.issues) });
      }
      return (await settings.updateSetting("stock_lots", parsed.data, actor)).sellableMarginDays;
    },

    /** Every lot with tubs left, earliest best-before first within each flavour. */
    async listLots(): Promise<LotLine[]> {
      const [rows, margin] = await Promise.all([repo.selectLots(db), marginDays()]);
      const day = today();
      return rows.map((r) => toLine(r, margin, day));
    },

    /** A lot by its number as staff type it (any case, spaces around), or null when none has it. */
    async lotByNumber(lotNumber: string): Promise<LotLine | null> {
      const number = normaliseLotNumber(lotNumber);
      if (!number) return null;
      const row = await repo.selectLotByNumber(db, number);
      return row ? toLine(row, await marginDays(), today()) : null;
    },

    /** A flavour's lots best before within a range of days (both included), earliest first. */
    async lotsBestBefore(flavour: string, from: string, to: string): Promise<LotLine[]> {
      const [rows, margin] = await Promise.all([
        repo.selectLotsBestBefore(db, flavorKey(flavour), from, to),
        marginDays(),
      ]);
      const day = today();
      return rows.map((r) => toLine(r, margin, day));
    },

    /** The flavours that have had lots, for choosing a range of them. */
    lotFlavours: (): Promise<string[]> => repo.selectLotFlavours(db),

    /** Receives tubs of a lot: on hand rises by the quantity, and the lot records where they came from. */
    async receiveLot(flavour: string, input: unknown, actor: Actor): Promise<LotLine> {
      const parsed = LotReceiveSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AppError("validation", issue.message, { details: fieldErrors(parsed.error.issues) });
      }
      const line = (await stock.listStock()).find((l) => l.key === flavorKey(flavour));
      if (!line) throw new AppError("not_found", `No flavour called ${flavour}`);
      const { quantity, bestBefore, supplierReference } = parsed.data;
      const lotNumber = normaliseLotNumber(parsed.data.lotNumber);
      const [margin, day] = [await marginDays(), today()];
      const receivedAt = parsed.data.receivedAt || day;
      if (bestBefore <= day) {
        throw invalid(
          `Best before ${formatBestBefore(bestBefore)} has passed; these tubs cannot be received`,
          "bestBefore",
        );
      }
      if (!isSellable(bestBefore, margin, day)) {
        throw invalid(
          `Best before ${formatBestBefore(bestBefore)} is within the ${margin}-day sell-by margin, so these tubs could not be sold`,
          "bestBefore",
        );
      }
      if (receivedAt > day) throw invalid("The received date cannot be in the future", "receivedAt");
      const at = clock();
      const taken = `Lot ${lotNumber} was recorded by another change at the same moment; try again`;
      let id: string;
      try {
        id = await db.transaction().execute(async (trx) => {
          const existing = await repo.selectLotByNumber(trx, lotNumber);
          if (existing && existing.flavor_key !== line.key) {
            throw invalid(
              `Lot ${lotNumber} is already recorded for ${existing.flavor}; each lot number belongs to one flavour`,
              "lotNumber",
            );
          }
          if (existing && existing.best_before !== bestBefore) {
            throw invalid(
              `Lot ${lotNumber} was received before with best before ${formatBestBefore(existing.best_before)}; a lot has one best-before date`,
              "bestBefore",
            );
          }
          if (existing?.written_off_at) {
            throw invalid(`Lot ${lotNumber} is no longer sold; it cannot be received again`, "lotNumber");
          }
          const lotId = existing?.id ?? `lot_${randomBytes(10).toString("hex")}`;
          if (existing) await repo.topUpLot(trx, lotId, quantity);
          else {
            await repo.insertLot(trx, {
              id: lotId,
              flavor_key: line.key,
              flavor: line.flavor,
              lot_number: lotNumber,
              best_before: bestBefore,
              supplier_reference: supplierReference,
              received_at: receivedAt,
              quantity_received: quantity,
              quantity_remaining: quantity,
              quarantined_at: null,
              written_off_at: null,
              created_at: at.toISOString(),
            });
          }
          // Received tubs always add, as "add stock" does; a flavour not yet counted starts counting here.
          if (line.counted) {
            await stockRepo.shift(trx, line.key, { onHand: quantity, reserved: 0 }, at.toISOString());
          } else {
            const level = { key: line.key, flavor: line.flavor, onHand: quantity, threshold: 0 };
            await stockRepo.upsertLevel(trx, level, at.toISOString());
          }
          await recordAudit(trx, at, {
            actor,
            action: "stock.receive",
            entityType: "stock",
            entityId: line.flavor,
            summary: `Received ${quantity} ${line.flavor} of lot ${lotNumber}, best before ${formatBestBefore(bestBefore)}`,
            changes: {
              onHand: { before: line.counted ? line.onHand : null, after: (line.counted ? line.onHand : 0) + quantity },
              lot: { before: null, after: lotNumber },
            },
          });
          const level = (await stockRepo.selectLevel(trx, line.key))!;
          const sent = await answerWaiting(trx, { mail, shop }, line.key, {
            available: level.on_hand - level.reserved,
          });
          if (sent > 0) mail.kick();
          return lotId;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid(taken, "lotNumber");
        throw err;
      }
      events.publish({ type: "products.changed" });
      return toLine((await repo.selectLot(db, id))!, margin, day);
    },

    /** Staff hold a lot back (a complaint, a supplier's notice): it is never shipped and stops counting. */
    async quarantineLot(id: string, actor: Actor): Promise<LotLine> {
      const lot = await repo.selectLot(db, id);
      if (!lot) throw new AppError("not_found", "No such lot");
      await writeOff(lot, "quarantine", actor);
      events.publish({ type: "products.changed" });
      return toLine((await repo.selectLot(db, id))!, await marginDays(), today());
    },

    /** Owner and managers release a lot whose quarantine proved unfounded (stock-lots.release.ts). */
    releaseLot: (id: string, reason: string, actor: Actor) =>
      releaseLot({ db, clock, events, mail, shop, marginDays, today, toLine }, id, reason, actor),

    /**
     * The periodic job: every lot whose sell-by point has come stops counting towards on hand.
     * Each write-off is claimed by a conditional UPDATE, so it happens once across instances.
     */
    async writeOffPastSellBy(): Promise<number> {
      const margin = await marginDays();
      const lastUnsellable = addShopDays(today(), margin);
      let done = 0;
      for (const lot of await repo.selectLotsPastSellBy(db, lastUnsellable)) {
        if (await writeOff(lot, "sell-by", SYSTEM_ACTOR)) done++;
      }
      if (done > 0) events.publish({ type: "products.changed" });
      return done;
    },

    /** The lots each of these orders shipped (and tubs shipped with no lot recorded). */
    async lotsShippedIn(orderIds: readonly string[]): Promise<ShippedLot[]> {
      return (await repo.selectShippedIn(db, orderIds)).map((r) => ({
        orderId: r.order_id,
        flavor: r.flavor ?? r.flavor_key,
        lotNumber: r.lot_number,
        bestBefore: r.best_before,
        quantity: Number(r.quantity),
      }));
    },

    /** Every order that shipped tubs of this lot (its id), for a recall. */
    ordersThatShippedLot(lotId: string): Promise<string[]> {
      return repo.selectOrdersShipping(db, lotId);
    },
  };
}

export type StockLotService = ReturnType<typeof createStockLotService>;
