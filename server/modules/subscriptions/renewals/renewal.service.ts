// The renewal job (docs/decisions/0024-subscription-renewals.md). Each run, on whichever
// instance: settles cycles paid through an e-mailed link, takes over cycles whose worker stopped
// (a crash, a kill -9) after CLAIM_LEASE_MS, tries again what waits (stock, a failed payment), then
// claims every due cycle (an INSERT the primary key allows once) and works it: the order priced
// today and its stock reserved, the charge with the cycle's idempotency key, the outcome recorded.
// Every step can be repeated after a crash and finds what the last attempt left: never a second
// charge, never a skipped cycle. Then the reminders.
import { AppError } from "../../../errors";
import { addShopDays, shopDayKey } from "../../../../core/shop-time";
import { isChargeDue } from "../../../../core/subscription-dates";
import type { Product } from "../../../../core/product";
import { randomIdHex } from "../../../infra/random";
import type { Logger } from "../../../logger";
import type { ProductCatalogue } from "../../products/product-catalogue";
import * as repo from "./renewal.repository";
import { recordSubscriptionEvent, type SubscriptionActor } from "../subscription-events";
import type { CycleRow } from "./renewal.repository";
import { makeRenewalOrder, priceRenewal, renewalOrderId } from "./renewal-order";
import { extrasFor, parseLines, subscriptionChoice } from "../subscription.views";
import type { ShippingSettings } from "../../../../core/shipping";
import { createChargeSteps, type ChargeDeps } from "./renewal-charge";
import { createReminders } from "./renewal-reminders";

/** A cycle claimed this long ago whose work is unfinished is taken over by the next run. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
const BATCH = 200;
/** Cycles worked at once by one run (each waits mostly on the database and the provider). */
const PARALLEL = 8;

export type RenewalReport = {
  claimed: number;
  resumed: number;
  paid: number;
  declined: number;
  needsAction: number;
  waitingStock: number;
  skipped: number;
  settledByLink: number;
  reminders: number;
  errors: number;
};

const emptyReport = (): RenewalReport => ({
  claimed: 0,
  resumed: 0,
  paid: 0,
  declined: 0,
  needsAction: 0,
  waitingStock: 0,
  skipped: 0,
  settledByLink: 0,
  reminders: 0,
  errors: 0,
});

export function createRenewals(
  deps: ChargeDeps & {
    logger: Logger;
    catalogue: Pick<ProductCatalogue, "snapshot">;
    /** Names this instance in claims (the System screen's instance name, or a random one). */
    instance?: string;
    /** The owner's shipping prices (Settings → Shipping), read at each renewal. */
    shipping: { current(): ShippingSettings };
  },
) {
  const { db, clock, logger, orders, shop } = deps;
  const steps = createChargeSteps(deps);
  const instance = deps.instance ?? `i-${randomIdHex(4)}`;
  const token = () => `${instance}:${randomIdHex(8)}`;
  const products = async () => new Map((await deps.catalogue.snapshot()).products.map((p) => [p.id, p] as const));
  const reminders = createReminders({ ...deps, products });

  /** Works one cycle this worker holds, from wherever its last attempt stopped. */
  async function work(cycle: CycleRow, catalogue: ReadonlyMap<string, Product>, report: RenewalReport) {
    const sub = await repo.selectSubscription(db, cycle.subscription_id);
    const at = clock().toISOString();
    if (!sub || sub.status === "cancelled" || sub.status === "paused") {
      // Cancelled or paused after the claim: nothing is charged, and an unpaid order is closed.
      await orders.abandonOrder(
        cycle.order_id ?? renewalOrderId(cycle.idempotency_key),
        "The subscription stopped before its charge",
      );
      await repo.moveCycle(db, cycle, { status: "skipped", next_attempt_at: null, updated_at: at });
      report.skipped++;
      return;
    }
    // Made by an earlier attempt, or by the one this worker took over (its id is the key's).
    let order = await orders.getOrder(cycle.order_id ?? renewalOrderId(cycle.idempotency_key)).catch(() => null);
    if (!order) {
      // The cycle's one-time extras ride along; a later cycle's renewal ignores them.
      const lines = [...parseLines(sub.lines), ...extrasFor(sub.next_extras ?? null, cycle.cycle)];
      let made: Awaited<ReturnType<typeof makeRenewalOrder>>;
      try {
        made = await makeRenewalOrder(orders, {
          cycleKey: cycle.idempotency_key,
          subscriptionId: sub.id,
          cycle: cycle.cycle,
          provider: sub.provider,
          accountId: sub.customer_id,
          price: priceRenewal(lines, sub.discount_percent, catalogue, {
            settings: deps.shipping.current(),
            choice: subscriptionChoice(sub),
          }),
        });
      } catch (err) {
        // No longer sold in that flavour: the same rule as a flavour out of stock.
        if (!(err instanceof AppError) || err.code !== "validation") throw err;
        made = { kind: "unavailable", message: err.message };
      }
      if (made.kind === "unavailable") {
        const names = lines.map((l) => ({ ...l, name: catalogue.get(l.productId)?.name ?? l.productId }));
        const r = await steps.waitForStock(sub, cycle, made.message, names);
        if (r === "skipped") report.skipped++;
        else report.waitingStock++;
        return;
      }
      order = made.order;
    }
    // The cycle's row learns its order with the outcome (one write fewer per renewal).
    cycle = { ...cycle, order_id: order.id };
    if (order.status === "paid" || order.status === "fulfilled") {
      await steps.settlePaid(sub, cycle, order);
      report.settledByLink++;
      return;
    }
    const outcome = await steps.charge(sub, cycle, order);
    if (outcome === "paid") report.paid++;
    else if (outcome === "declined") report.declined++;
    else report.needsAction++;
  }

  async function workAll(cycles: CycleRow[], report: RenewalReport) {
    if (cycles.length === 0) return;
    const catalogue = await products();
    let next = 0;
    const lane = async () => {
      while (next < cycles.length) {
        const cycle = cycles[next++]!;
        try {
          await work(cycle, catalogue, report);
        } catch (err) {
          // Left as it is: the next run takes it over after the lease, with the same keys.
          report.errors++;
          logger.warn({ err, subscriptionId: cycle.subscription_id, cycle: cycle.cycle }, "renewal attempt failed");
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, cycles.length) }, lane));
  }

  /** Takes each row read for this run; the ones another instance took first are left to it. */
  async function take(rows: CycleRow[]): Promise<CycleRow[]> {
    const at = clock().toISOString();
    const taken: CycleRow[] = [];
    for (const row of rows) {
      const t = await repo.takeCycle(db, row, token(), at);
      if (t) taken.push(t);
    }
    return taken;
  }

  return {
    /**
     * "Order now": the next delivery charged and sent today, the schedule then moving on from
     * today. `shownDue` is the charge day the page showed: a second press, another tab or another
     * instance finds the day moved on (or the cycle's claim taken, whose key is unique) and
     * changes nothing. A declined card follows the renewal's failed-payment path.
     */
    async orderNow(
      subscriptionId: string,
      shownDue: string,
      actor: SubscriptionActor,
    ): Promise<{ outcome: "done"; report: RenewalReport } | { outcome: "stale" }> {
      const sub = await repo.selectSubscription(db, subscriptionId);
      if (!sub || sub.status !== "active" || !sub.next_charge_on || sub.next_charge_on !== shownDue) {
        return { outcome: "stale" };
      }
      const nowIso = clock().toISOString();
      const today = shopDayKey(nowIso, shop.timeZone);
      const by = token();
      const [claim] = await repo.insertClaims(
        db,
        [{ subscriptionId, cycle: sub.next_cycle, dueOn: today }],
        by,
        nowIso,
      );
      if (!claim) return { outcome: "stale" };
      await recordSubscriptionEvent(db, {
        subscriptionId,
        type: "order_now",
        message: "Ordered now: the next delivery is charged and sent today",
        actor,
        at: nowIso,
      });
      const cycle = await repo.selectCycle(db, subscriptionId, sub.next_cycle);
      const report = emptyReport();
      report.claimed = 1;
      await workAll([cycle!], report);
      return { outcome: "done", report };
    },

    /** One run of everything due now. */
    async runDue(): Promise<RenewalReport> {
      const report = emptyReport();
      const now = clock();
      const nowIso = now.toISOString();

      for (const row of await repo.selectPaidElsewhere(db, 1000)) {
        const sub = await repo.selectSubscription(db, row.subscription_id);
        const order = row.order_id ? await orders.getOrder(row.order_id) : null;
        if (sub && order) {
          await steps.settlePaid(sub, row, order);
          report.settledByLink++;
        }
      }

      const staleBefore = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
      for (;;) {
        const taken = await take(await repo.selectStale(db, staleBefore, BATCH));
        if (taken.length === 0) break;
        report.resumed += taken.length;
        await workAll(taken, report);
      }

      for (;;) {
        const taken = await take(await repo.selectRetriesDue(db, nowIso, BATCH));
        if (taken.length === 0) break;
        await workAll(taken, report);
      }

      // A day's charges are due from the charge hour: before it, yesterday's are the latest.
      const today = shopDayKey(nowIso, shop.timeZone);
      const lastDueDay = isChargeDue(today, now, shop.timeZone) ? today : addShopDays(today, -1);
      for (const id of await repo.resumeEndedPauses(db, lastDueDay, nowIso)) {
        await recordSubscriptionEvent(db, {
          subscriptionId: id,
          type: "resumed",
          message: "The pause ended: deliveries restart",
          actor: "system",
          at: nowIso,
        });
      }
      for (let after = ""; ; ) {
        const due = await repo.selectDue(db, lastDueDay, after, BATCH);
        if (due.length === 0) break;
        after = due[due.length - 1]!.id;
        const by = token();
        const claimed = await repo.insertClaims(
          db,
          due.map((d) => ({ subscriptionId: d.id, cycle: d.next_cycle, dueOn: d.next_charge_on! })),
          by,
          nowIso,
        );
        report.claimed += claimed.length;
        const dueOn = new Map(due.map((d) => [d.id, d.next_charge_on!]));
        await workAll(
          claimed.map((c) => ({
            subscription_id: c.subscription_id,
            cycle: c.cycle,
            due_on: dueOn.get(c.subscription_id)!,
            status: "claimed",
            idempotency_key: repo.cycleKey(c.subscription_id, c.cycle),
            order_id: null,
            attempts: 0,
            next_attempt_at: null,
            charge_reference: null,
            claimed_by: by,
            claimed_at: nowIso,
            created_at: nowIso,
            updated_at: nowIso,
          })),
          report,
        );
      }

      report.reminders = await reminders.sendDue(now);
      logger.info({ ...report }, "renewal run");
      return report;
    },
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
