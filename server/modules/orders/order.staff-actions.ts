// What staff do to an order from the admin: mark it fulfilled with a tracking number, or
// refund it whole through the provider that took the money. The customer is e-mailed
// either way, from the same transaction as the change.
import type { OrderDetailView, OrderView } from "../../../core/order";
import { formatPrice } from "../../../core/money";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import { recordAudit, type Actor } from "../audit/audit.record";
import { allocationText } from "../stock/stock-lots.allocate";
import { shipmentMail } from "./order-shipment.emails";
import { mailShipment, recordShipment, remainingOf } from "./order-shipments";
import { fulfilmentMail } from "./order.emails";
import { rowToOrder } from "./order.mapper";
import * as repo from "./order.repository";
import { newId, orderNotFound, type OrderSteps } from "./order.steps";
import type { OrderServiceDeps } from "./order.types";

export function createStaffActions(
  deps: OrderServiceDeps,
  steps: OrderSteps,
  getOrderDetail: (id: string) => Promise<OrderDetailView>,
) {
  const { db, mail, seller, stock } = deps;
  const { now, addEvent, addEvents, load, markRefunded } = steps;

  type FulfilOptions = { lots?: Record<string, string>; within?: (trx: Db) => Promise<void>; carrier?: string };

  /**
   * The fulfilment's writes, inside the caller's transaction (one order, or a bulk batch). `paid`:
   * the order as a bulk batch read it in this transaction, before its change; without it the
   * order is read after the change. The timeline's entries go in one statement at the end.
   */
  async function fulfilIn(
    trx: Db,
    id: string,
    trackingNumber: string | null,
    actor: Actor,
    opts: FulfilOptions = {},
    paid?: OrderView,
  ): Promise<void> {
    const at = now();
    const changed = await repo.transitionOrder(trx, id, ["paid"], {
      status: "fulfilled",
      tracking_number: trackingNumber,
      fulfilled_at: at,
      updated_at: at,
    });
    if (!changed) {
      const row = await repo.selectOrder(trx, id);
      if (!row) throw orderNotFound(id);
      throw new AppError("conflict", `Only a paid order can be fulfilled; order ${row.number} is ${row.status}`);
    }
    const events = [
      {
        type: "fulfilled",
        message: trackingNumber
          ? `Marked fulfilled, tracking number ${trackingNumber}`
          : "Marked fulfilled, sent without tracking",
      },
    ];
    await opts.within?.(trx);
    // The same view a read after the change gives: these three columns are all it changed.
    const order = paid
      ? { ...paid, status: "fulfilled" as const, trackingNumber, fulfilledAt: at }
      : (await load(trx, id))!;
    // Everything not yet sent goes in this parcel: the whole order, or the rest after a part.
    const remaining = await remainingOf(trx, order);
    const first = remaining.every((r, i) => r === order.lines[i]!.quantity);
    const parcel = { id: newId("shp"), quantities: remaining, trackingNumber, carrier: opts.carrier ?? null, at };
    const { lines, allocated } = await recordShipment(trx, { stock }, order, parcel, {
      lots: opts.lots,
      wholeOrder: first,
    });
    if (allocated.length > 0) {
      const unrecorded = allocated.some((a) => !a.lotNumber);
      const message = `Shipped ${allocated.map(allocationText).join("; ")}`;
      events.push({ type: "lots", message: unrecorded ? `${message}. Some tubs have no lot recorded` : message });
    }
    for (const chosen of allocated.filter((a) => a.overridden)) {
      await recordAudit(trx, deps.clock(), {
        actor,
        action: "order.lot_override",
        entityType: "order",
        entityId: order.number,
        summary: `Chose lot ${chosen.lotNumber} for ${chosen.quantity} ${chosen.flavor} on order ${order.number}`,
        changes: { lot: { before: null, after: chosen.lotNumber } },
      });
    }
    await recordAudit(trx, deps.clock(), {
      actor,
      action: "order.fulfil",
      entityType: "order",
      entityId: order.number,
      summary: `Marked order ${order.number} fulfilled`,
      changes: {
        status: { before: "paid", after: "fulfilled" },
        ...(trackingNumber ? { trackingNumber: { before: null, after: trackingNumber } } : {}),
      },
    });
    const emailed = await mailShipment(
      trx,
      deps,
      order,
      parcel.id,
      () =>
        first
          ? fulfilmentMail(order, seller)
          : shipmentMail(order, seller, { lines, toCome: [], trackingNumber, first }),
      at,
    );
    if (emailed) events.push(emailed);
    await addEvents(trx, id, events);
  }

  return {
    /**
     * Staff shipped it (everything still to send, after any parcels sent before): paid → fulfilled,
     * with a tracking number or untracked, recorded as a parcel, and the customer is told. Its tubs are allocated to lots in the same transaction (earliest best-before first, or
     * `opts.lots`: the lot number staff chose per flavour), so a refused lot changes nothing.
     * `opts.within` writes what came with the shipment (a carrier's label) in the same transaction,
     * and `opts.carrier` names the carrier on the parcel.
     */
    async fulfilOrder(
      id: string,
      trackingNumber: string | null,
      actor: Actor,
      opts: FulfilOptions = {},
    ): Promise<OrderDetailView> {
      await db.transaction().execute((trx) => fulfilIn(trx, id, trackingNumber, actor, opts));
      mail.kick();
      return getOrderDetail(id);
    },

    /**
     * Many orders fulfilled in one transaction, each inside its own savepoint: an order that is
     * refused is rolled back alone and the rest go ahead, and the batch costs one commit (one
     * flush to disk) instead of one per order. Answers each order's refusal, or null once the
     * batch is committed; nothing is reported done before that.
     */
    async fulfilBatch(
      items: readonly { id: string; trackingNumber: string | null }[],
      actor: Actor,
    ): Promise<(Error | null)[]> {
      const outcome = await db.transaction().execute(async (trx) => {
        // The batch's orders and lines in two reads, rather than two per order; the orders stay
        // locked, so no other change (a refund, an erasure) comes between the read and the fulfilment.
        const ids = items.map((i) => i.id);
        const rows = await repo.selectOrdersForUpdate(trx, ids);
        const lineRows = await repo.selectOrderLines(trx, ids);
        const paid = new Map(rows.filter((r) => r.status === "paid").map((r) => [r.id, rowToOrder(r, lineRows)]));
        const each: (Error | null)[] = [];
        for (const item of items) {
          each.push(
            await repo.inSavepoint(trx, () =>
              fulfilIn(trx, item.id, item.trackingNumber, actor, {}, paid.get(item.id)),
            ),
          );
        }
        return each;
      });
      mail.kick();
      return outcome;
    },

    /**
     * Staff refund the whole order: the provider returns the money first (keyed by order, so a retry
     * never refunds twice), then the order becomes refunded with its reference, a timeline entry and
     * the customer's e-mail, in one transaction. A refusal by the provider changes nothing here.
     */
    async refundOrder(
      id: string,
      reason: string,
      actor: Actor,
      opts: { restock?: boolean } = {},
    ): Promise<OrderDetailView> {
      const order = await load(db, id);
      if (!order) throw orderNotFound(id);
      if (order.status !== "paid" && order.status !== "fulfilled") {
        throw new AppError(
          "conflict",
          `Only a paid or fulfilled order can be refunded; order ${order.number} is ${order.status}`,
        );
      }
      if (!deps.refunds) throw new AppError("unavailable", "Refunds are not available");
      let reference: string;
      try {
        ({ reference } = await deps.refunds.refund(order));
      } catch (err) {
        if (err instanceof AppError) throw err;
        deps.logger.error({ err, order: order.number }, "refund failed at the payment provider");
        throw new AppError(
          "bad_gateway",
          `The payment provider did not refund order ${order.number}; nothing was changed. Try again, or refund it in the provider's dashboard.`,
          { cause: err },
        );
      }
      const restocked = await db.transaction().execute(async (trx) => {
        const why = reason.trim() ? `: ${reason.trim()}` : "";
        const message = `Refunded ${formatPrice(order.total)} (${reference})${why}`;
        if (!(await markRefunded(trx, id, reference, message))) {
          throw new AppError("conflict", `Order ${order.number} changed while it was being refunded`);
        }
        await recordAudit(trx, deps.clock(), {
          actor,
          action: "order.refund",
          entityType: "order",
          entityId: order.number,
          summary: `Refunded order ${order.number} (${formatPrice(order.total)})`,
          changes: {
            status: { before: order.status, after: "refunded" },
            refundReference: { before: null, after: reference },
            reason: { before: null, after: reason.trim() || null },
            restock: { before: null, after: Boolean(opts.restock) },
          },
        });
        // Without 'restock' the tubs stay gone: a refunded tub is often not fit to sell again.
        if (!opts.restock) return null;
        const back = await stock.restock(trx, id);
        const what = back.restocked.map((r) => `${r.quantity} ${r.flavor}`).join(", ");
        await addEvent(trx, id, "restocked", what ? `Restocked ${what}` : "Restock chosen; no counted stock to return");
        return back;
      });
      stock.settle(restocked);
      mail.kick();
      return getOrderDetail(id);
    },
  };
}
