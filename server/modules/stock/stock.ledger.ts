// What an order does to stock, inside the order's own transaction: checkout reserves its
// tubs, payment commits them, expiry and cancellation release them, and a refund with
// 'restock' puts them back (and a flavour that was sold out answers the shoppers waiting for it,
// ADR 0022). order_stock remembers what each order holds, so every step
// moves exactly what was reserved (a flavour counted only after checkout is left alone), and
// its conditional state change makes each step happen once however many events race.
// After the commit, `settle` tells every storefront when what they show has changed.
import { onlyLeftMessage, shownChanged, tubsNeeded } from "../../../core/stock";
import type { Compilable } from "kysely";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { EventBus } from "../../infra/events/event-bus";
import type { Mail } from "../../infra/mail/mail";
import { EVERY_CUSTOMER_EMAIL, queueStaffAlert, type Notices } from "../../infra/mail/notices";
import { answerWaiting } from "../back-in-stock/back-in-stock.answer";
import type { AlertShop } from "../back-in-stock/back-in-stock.emails";
import { lowStockMail } from "./stock.emails";
import type { LotAllocation, LotAllocator, ShipmentTubs } from "./stock-lots.allocate";
import * as repo from "./stock.repository";

/** What a step changed that the world outside the transaction must hear of once it commits. */
export type StockEffect = { shownChanged: boolean; mailed: boolean };

export type CommitResult = StockEffect & {
  /** Flavours a late payment took more of than were available (the order is oversold). */
  shortfalls: { flavor: string; short: number }[];
};

export type StockLedgerDeps = {
  clock: () => Date;
  events: Pick<EventBus, "publish">;
  mail: Pick<Mail, "enqueue" | "kick">;
  shop: AlertShop;
  /** Who gets the low-stock alert (Settings → Notifications); without it, nobody. */
  notices?: Notices;
  /** First expiry, first out at fulfilment; without it (tests of other steps) nothing is allocated. */
  lots?: LotAllocator;
};

const NONE: StockEffect = { shownChanged: false, mailed: false };

export function createStockLedger(deps: StockLedgerDeps) {
  const { clock, events, mail, shop } = deps;
  const now = () => clock().toISOString();

  /**
   * Queues each flavour's low-stock alert once per crossing of its threshold: the claim and the
   * e-mail share the payment's transaction, so racing payments on any instance send it once.
   */
  async function alertLow(trx: Db, keys: readonly string[]): Promise<boolean> {
    let mailed = false;
    const notices = deps.notices ?? EVERY_CUSTOMER_EMAIL;
    for (const key of keys) {
      if (!(await repo.claimLowAlert(trx, key))) continue;
      const level = (await repo.selectLevel(trx, key))!;
      mailed =
        (await queueStaffAlert(trx, { mail, notices }, "lowStock", (to) => lowStockMail(shop, level, to))) > 0 ||
        mailed;
    }
    return mailed;
  }

  /**
   * Tubs came back to a flavour that was sold out: shoppers waiting for it get their e-mail
   * (only a sold-out flavour can have requests, so the DELETE runs only on that crossing).
   */
  async function answerBack(trx: Db, key: string, available: number): Promise<boolean> {
    return (await answerWaiting(trx, { mail, shop }, key, { available })) > 0;
  }

  return {
    /**
     * Writes `alongWith` (the order itself), then holds the tubs the order needs and records them
     * against it: one statement on PostgreSQL, atomic without a transaction. Refuses with 409
     * 'Only N left in …' when a counted flavour is short, and then nothing of the order is kept
     * (on SQLite through the caller's rollback).
     */
    async reserve(
      trx: Db,
      orderId: string,
      lines: readonly { flavor: string; quantity: number }[],
      alongWith: readonly Compilable[] = [],
    ): Promise<StockEffect> {
      const held = await repo.reserveForOrder(trx, orderId, tubsNeeded(lines), alongWith);
      const short = held.find((r) => r.available < 0);
      if (short) {
        const message = onlyLeftMessage(short.available + short.tubs, short.flavor);
        throw new AppError("conflict", message, { details: { cart: message } });
      }
      return { shownChanged: held.some((r) => shownChanged(r.available + r.tubs, r.available)), mailed: false };
    },

    /**
     * Payment: reserved tubs leave the shelf. A payment that arrives after its reservation was
     * released (a late Stripe payment) takes the tubs anyway, and any flavour that had too few
     * is reported as a shortfall for staff.
     */
    async commit(trx: Db, orderId: string): Promise<CommitResult> {
      const at = now();
      let changed = false;
      const shortfalls: CommitResult["shortfalls"] = [];
      const held = await repo.moveOrderStock(trx, orderId, "reserved", "committed");
      for (const r of held) await repo.shift(trx, r.flavor_key, { onHand: -r.quantity, reserved: -r.quantity }, at);
      const late = await repo.moveOrderStock(trx, orderId, "released", "committed");
      for (const r of late) {
        const left = await repo.shift(trx, r.flavor_key, { onHand: -r.quantity, reserved: 0 }, at);
        if (left === null) continue;
        changed ||= shownChanged(left + r.quantity, left);
        if (left < 0) shortfalls.push({ flavor: r.flavor, short: Math.min(r.quantity, -left) });
      }
      const mailed = await alertLow(
        trx,
        [...held, ...late].map((r) => r.flavor_key),
      );
      return { shownChanged: changed, mailed, shortfalls };
    },

    /** Expired, cancelled or abandoned before payment: the held tubs go back on sale. */
    async release(trx: Db, orderId: string): Promise<StockEffect> {
      let changed = false;
      let mailed = false;
      const at = now();
      for (const r of await repo.moveOrderStock(trx, orderId, "reserved", "released")) {
        const left = await repo.shift(trx, r.flavor_key, { onHand: 0, reserved: -r.quantity }, at);
        if (left === null) continue;
        changed ||= shownChanged(left - r.quantity, left);
        if (left - r.quantity <= 0) mailed = (await answerBack(trx, r.flavor_key, left)) || mailed;
      }
      return { shownChanged: changed, mailed };
    },

    /** Staff refunded with 'restock': the tubs the order took are back on the shelf. */
    async restock(
      trx: Db,
      orderId: string,
    ): Promise<StockEffect & { restocked: { flavor: string; quantity: number }[] }> {
      let changed = false;
      let mailed = false;
      const at = now();
      const rows = await repo.moveOrderStock(trx, orderId, "committed", "restocked");
      for (const r of rows) {
        const left = await repo.shift(trx, r.flavor_key, { onHand: r.quantity, reserved: 0 }, at);
        if (left === null) continue;
        changed ||= shownChanged(left - r.quantity, left);
        if (left - r.quantity <= 0) mailed = (await answerBack(trx, r.flavor_key, left)) || mailed;
      }
      return {
        shownChanged: changed,
        mailed,
        restocked: rows.map((r) => ({ flavor: r.flavor, quantity: r.quantity })),
      };
    },

    /**
     * Fulfilment, inside its transaction: the order's tubs are allocated to lots, earliest
     * best-before first (or the lot staff named per flavour), and recorded against the order
     * (and the parcel, when one carries only some of them).
     */
    async allocateLots(
      trx: Db,
      orderId: string,
      named?: Record<string, string>,
      parcel?: ShipmentTubs,
    ): Promise<LotAllocation[]> {
      return deps.lots ? deps.lots.allocate(trx, orderId, named, parcel) : [];
    },

    /** After the transaction commits: open storefronts refetch, and queued e-mail goes now. */
    settle(...effects: (StockEffect | null | undefined)[]): void {
      if (effects.some((e) => e?.shownChanged)) events.publish({ type: "products.changed" });
      if (effects.some((e) => e?.mailed)) mail.kick();
    },

    none: NONE,
  };
}

export type StockLedger = ReturnType<typeof createStockLedger>;
