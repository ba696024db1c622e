// Stock as staff see and set it (the admin's Stock screen and /api/admin/stock), and as the
// storefront is shown it. Every change tells open storefronts (the event bus drops the page
// cache and the in-memory catalogue, and /api/events makes open tabs refetch).
import { DEFAULT_FLAVORS } from "../../../core/constants";
import { offeredFlavors } from "../../../core/offered-flavors";
import {
  availableOf,
  flavorKey,
  isLowStock,
  onHandProblem,
  shownAvailable,
  type ShownStock,
  type StockLine,
} from "../../../core/stock";
import { StockAdjustSchema, StockSetSchema } from "../../../core/stock-input";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { EventBus } from "../../infra/events/event-bus";
import type { Mail } from "../../infra/mail/mail";
import type { ProductService } from "../products/product.service";
import { recordAudit, type Actor } from "../audit/audit.record";
import { answerWaiting as answer, waitingPerFlavour } from "../back-in-stock/back-in-stock.answer";
import type { AlertShop } from "../back-in-stock/back-in-stock.emails";
import * as repo from "./stock.repository";

export type StockServiceDeps = {
  db: Db;
  clock: () => Date;
  events: Pick<EventBus, "publish">;
  products: Pick<ProductService, "listAllProducts">;
  /** Back-in-stock e-mails go out through the outbox, written with the change that restocks. */
  mail: Pick<Mail, "enqueue" | "kick">;
  shop: AlertShop;
};

function toLine(row: repo.StockLevelRow, waiting: number): StockLine {
  const level = { onHand: row.on_hand, reserved: row.reserved, threshold: row.low_threshold };
  return {
    key: row.flavor_key,
    flavor: row.flavor,
    counted: true,
    ...level,
    available: availableOf(level),
    low: isLowStock(level),
    waiting,
  };
}

function invalid(message: string, issues: Parameters<typeof fieldErrors>[0]): AppError {
  return new AppError("validation", message, { details: fieldErrors(issues) });
}

export function createStockService(deps: StockServiceDeps) {
  const { db, clock, events, products, mail, shop } = deps;

  /**
   * Inside the transaction that changed a flavour's stock: when it can be sold again, ends every
   * request waiting for it with its one e-mail (answers how many).
   */
  async function answerWaiting(trx: Db, key: string): Promise<number> {
    const level = await repo.selectLevel(trx, key);
    const available = level ? { available: availableOf({ onHand: level.on_hand, reserved: level.reserved }) } : null;
    return answer(trx, { mail, shop }, key, available);
  }

  /** After the commit: the e-mails are in the outbox, send them now rather than at the next tick. */
  function sendAnswered(sent: number) {
    if (sent > 0) mail.kick();
  }

  /** Every flavour a shopper can choose (or stock was set for): the defaults first, then custom ones. */
  async function listStock(): Promise<StockLine[]> {
    const [all, rows, waiting] = await Promise.all([
      products.listAllProducts(),
      repo.selectLevels(db),
      waitingPerFlavour(db),
    ]);
    const byKey = new Map(rows.map((r) => [r.flavor_key, toLine(r, waiting.get(r.flavor_key) ?? 0)]));
    const names = [
      ...new Map([...DEFAULT_FLAVORS, ...all.flatMap(offeredFlavors)].map((f) => [flavorKey(f), f])).values(),
    ];
    const lines = names.map(
      (flavor): StockLine =>
        byKey.get(flavorKey(flavor)) ?? {
          key: flavorKey(flavor),
          flavor,
          counted: false,
          onHand: 0,
          reserved: 0,
          available: 0,
          threshold: 0,
          low: false,
          waiting: 0,
        },
    );
    const listed = new Set(lines.map((l) => l.key));
    return [...lines, ...[...byKey.values()].filter((l) => !listed.has(l.key))];
  }

  async function lineFor(key: string): Promise<StockLine> {
    const line = (await listStock()).find((l) => l.key === flavorKey(key));
    if (!line) throw new AppError("not_found", `No flavour called ${key}`);
    return line;
  }

  return {
    listStock,

    /** Sets on hand and the threshold; starts counting a flavour the first time. */
    async setStock(key: string, input: unknown, actor: Actor): Promise<StockLine> {
      const parsed = StockSetSchema.safeParse(input);
      if (!parsed.success) throw invalid(parsed.error.issues[0]!.message, parsed.error.issues);
      const line = await lineFor(key);
      const { onHand, threshold } = parsed.data;
      const at = clock();
      const saved = await db.transaction().execute(async (trx) => {
        const was = await repo.selectLevel(trx, line.key);
        const level = { key: line.key, flavor: line.flavor, onHand, threshold };
        if (!(await repo.upsertLevel(trx, level, at.toISOString()))) return false;
        await recordAudit(trx, at, {
          actor,
          action: "stock.set",
          entityType: "stock",
          entityId: line.flavor,
          summary: `Stock of ${line.flavor} set to ${onHand} (warn at ${threshold})`,
          before: was ? { onHand: was.on_hand, threshold: was.low_threshold } : { onHand: null, threshold: null },
          after: { onHand, threshold },
        });
        return { answered: await answerWaiting(trx, line.key) };
      });
      if (!saved) {
        const level = await repo.selectLevel(db, line.key);
        const message = onHandProblem(onHand, level?.reserved ?? 0) ?? "Stock changed while saving; try again";
        throw new AppError("conflict", message, { details: { onHand: message } });
      }
      sendAnswered(saved.answered);
      events.publish({ type: "products.changed" });
      return lineFor(line.key);
    },

    /** Adds a delivery or takes off a write-off; never below zero or below what is reserved. */
    async adjustStock(key: string, input: unknown, actor: Actor): Promise<StockLine> {
      const parsed = StockAdjustSchema.safeParse(input);
      if (!parsed.success) throw invalid(parsed.error.issues[0]!.message, parsed.error.issues);
      const line = await lineFor(key);
      if (!line.counted) {
        const message = `Set the stock of ${line.flavor} before adjusting it`;
        throw new AppError("conflict", message, { details: { delta: message } });
      }
      const { delta } = parsed.data;
      const at = clock();
      const adjusted = await db.transaction().execute(async (trx) => {
        if (!(await repo.adjustLevel(trx, line.key, delta, at.toISOString()))) return false;
        const after = (await repo.selectLevel(trx, line.key))!.on_hand;
        await recordAudit(trx, at, {
          actor,
          action: "stock.adjust",
          entityType: "stock",
          entityId: line.flavor,
          summary: `Stock of ${line.flavor}: ${delta > 0 ? "added" : "took off"} ${Math.abs(delta)}, now ${after}`,
          changes: { onHand: { before: after - delta, after }, delta: { before: null, after: delta } },
        });
        return { answered: await answerWaiting(trx, line.key) };
      });
      if (!adjusted) {
        const level = await repo.selectLevel(db, line.key);
        const onHand = (level?.on_hand ?? 0) + delta;
        const message =
          onHand < 0
            ? `Stock cannot go below zero: ${line.flavor} has ${level?.on_hand ?? 0} on hand`
            : (onHandProblem(onHand, level?.reserved ?? 0) ?? "Stock changed while saving; try again");
        throw new AppError("conflict", message, { details: { delta: message } });
      }
      sendAnswered(adjusted.answered);
      events.publish({ type: "products.changed" });
      return lineFor(line.key);
    },

    /**
     * Stops counting a flavour: unlimited again, as before its stock was first set. Refused while
     * checkouts awaiting payment hold tubs of it, whose release or payment would find no count.
     */
    async stopCounting(key: string, actor: Actor): Promise<StockLine> {
      const line = await lineFor(key);
      if (!line.counted) return line;
      const at = clock();
      const removed = await db.transaction().execute(async (trx) => {
        const was = await repo.selectLevel(trx, line.key);
        if (!was || !(await repo.deleteLevel(trx, line.key))) return false;
        await recordAudit(trx, at, {
          actor,
          action: "stock.uncount",
          entityType: "stock",
          entityId: line.flavor,
          summary: `Stopped counting the stock of ${line.flavor}`,
          before: { onHand: was.on_hand, threshold: was.low_threshold },
          after: { onHand: null, threshold: null },
        });
        // Not counted any more: unlimited, so whoever waits for it can buy it now.
        return { answered: await answerWaiting(trx, line.key) };
      });
      if (!removed) {
        const held = (await repo.selectLevel(db, line.key))?.reserved ?? 0;
        const tubs = held === 1 ? "1 tub" : `${held} tubs`;
        const message = `${tubs} of ${line.flavor} ${held === 1 ? "is" : "are"} held by checkouts awaiting payment. Try again once they are paid or have expired.`;
        throw new AppError("conflict", message);
      }
      sendAnswered(removed.answered);
      events.publish({ type: "products.changed" });
      return lineFor(line.key);
    },

    /** What the storefront is told: available tubs per counted flavour, capped. */
    async shownStock(): Promise<ShownStock> {
      const rows = await repo.selectLevels(db);
      return Object.fromEntries(rows.map((r) => [r.flavor_key, shownAvailable(r.on_hand - r.reserved)]));
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
