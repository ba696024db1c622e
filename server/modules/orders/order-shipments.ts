// An order's parcels. Staff send part of a paid order (what is in stock now) and the rest later,
// each parcel with its own tracking number or none, its tubs allocated to lots as it leaves, and
// one e-mail saying what is in it and what follows. The order stays paid ("Partly shipped" on
// screen) until its last item leaves, then it is fulfilled as before. The form names the parcel
// up front, so sending it twice records it once and e-mails once.
import { ShipPartInputSchema, type OrderDetailView, type OrderView, type ShipmentView } from "../../../core/order";
import { tubsNeeded } from "../../../core/stock";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import { EVERY_CUSTOMER_EMAIL } from "../../infra/mail/notices";
import { recordAudit, type Actor } from "../audit/audit.record";
import { allocationText } from "../stock/stock-lots.allocate";
import { shipmentMail, type ParcelLine } from "./order-shipment.emails";
import * as shipRepo from "./order-shipments.repository";
import { lineLabel } from "./order.emails";
import * as repo from "./order.repository";
import { newId, orderNotFound, type OrderSteps } from "./order.steps";
import type { OrderServiceDeps } from "./order.types";

const items = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

/** What is still to ship of each order line (an order line's index is its position). */
export async function remainingOf(db: Db, order: OrderView): Promise<number[]> {
  const shipped = await shipRepo.selectShippedByPosition(db, order.id);
  return order.lines.map((l, i) => Math.max(0, l.quantity - (shipped.get(i) ?? 0)));
}

/**
 * Records one parcel inside the caller's transaction and allocates its tubs to lots: answers the
 * lot allocations and the parcel's lines. `quantities` must already be checked against what is left.
 */
export async function recordShipment(
  trx: Db,
  deps: Pick<OrderServiceDeps, "stock">,
  order: OrderView,
  parcel: {
    id: string;
    quantities: readonly number[];
    trackingNumber: string | null;
    carrier: string | null;
    at: string;
  },
  opts: { lots?: Record<string, string>; wholeOrder?: boolean } = {},
) {
  const lines: ParcelLine[] = order.lines
    .map((line, i) => ({ line, quantity: parcel.quantities[i] ?? 0 }))
    .filter((p) => p.quantity > 0);
  await shipRepo.insertShipment(
    trx,
    {
      id: parcel.id,
      order_id: order.id,
      created_at: parcel.at,
      tracking_number: parcel.trackingNumber,
      carrier: parcel.carrier,
      emailed_at: null,
    },
    order.lines.map((_, i) => ({ position: i, quantity: parcel.quantities[i] ?? 0 })).filter((l) => l.quantity > 0),
  );
  // The whole order in one parcel takes every committed tub, as fulfilment always did.
  const tubs = opts.wholeOrder
    ? undefined
    : new Map(
        tubsNeeded(lines.map((p) => ({ flavor: p.line.flavor, quantity: p.quantity }))).map((t) => [t.key, t.tubs]),
      );
  const allocated = await deps.stock.allocateLots(trx, order.id, opts.lots, { shipmentId: parcel.id, tubs });
  return { lines, allocated };
}

/** The order's parcels; an order fulfilled before parcels were kept reads as one parcel of everything. */
export async function readShipments(db: Db, order: OrderView): Promise<ShipmentView[]> {
  const rows = await shipRepo.selectShipments(db, order.id);
  if (rows.length === 0) {
    if (order.status !== "fulfilled" && !(order.status === "refunded" && order.fulfilledAt)) return [];
    return [
      {
        id: `${order.id}-all`,
        createdAt: order.fulfilledAt ?? order.createdAt,
        trackingNumber: order.trackingNumber,
        carrier: null,
        lines: order.lines.map((l, position) => ({ position, name: l.name, flavor: l.flavor, quantity: l.quantity })),
      },
    ];
  }
  const lines = await shipRepo.selectShipmentLines(db, order.id);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    trackingNumber: r.tracking_number,
    carrier: r.carrier,
    lines: lines
      .filter((l) => l.shipment_id === r.id)
      .map((l) => ({ position: Number(l.position), name: l.name, flavor: l.flavor, quantity: Number(l.quantity) })),
  }));
}

/** Queues the parcel's one e-mail (claimed on its row, so never twice), when shipping notices are on. */
/**
 * Queues the parcel's one e-mail (when the customer gets shipping notices and it has not gone):
 * answers the timeline entry saying so, for the caller to add with its others, or null.
 */
export async function mailShipment(
  trx: Db,
  deps: Pick<OrderServiceDeps, "mail" | "notices">,
  order: OrderView,
  shipmentId: string,
  mail: () => ReturnType<typeof shipmentMail>,
  at: string,
): Promise<{ type: string; message: string } | null> {
  if (!order.email || !(deps.notices ?? EVERY_CUSTOMER_EMAIL).customerEmailOn("shippingNotice")) return null;
  if (!(await shipRepo.claimShipmentEmail(trx, shipmentId, at))) return null;
  await deps.mail.enqueue(mail(), trx);
  return { type: "email", message: `Dispatch notice e-mailed to ${order.email}` };
}

function refuse(message: string, field = "quantities"): AppError {
  return new AppError("validation", message, { details: { [field]: message } });
}

export function createShipments(
  deps: OrderServiceDeps,
  steps: OrderSteps,
  getOrderDetail: (id: string) => Promise<OrderDetailView>,
) {
  const { db, mail, seller } = deps;
  const { now, addEvent, load } = steps;

  return {
    /** Sends part (or the rest) of a paid order in one parcel; refused with nothing changed when it asks too much. */
    async shipPart(id: string, input: unknown, actor: Actor): Promise<OrderDetailView> {
      const parsed = ShipPartInputSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AppError("validation", issue.message, { details: fieldErrors(parsed.error.issues) });
      }
      const { quantities, trackingNumber, carrier } = parsed.data;
      const shipmentId = parsed.data.shipmentId ?? newId("shp");
      await db.transaction().execute(async (trx) => {
        const order = await load(trx, id);
        if (!order) throw orderNotFound(id);
        const existing = await shipRepo.selectShipment(trx, shipmentId);
        if (existing) {
          if (existing.order_id !== order.id) throw refuse("This parcel's form is out of date; reload the page");
          return; // sent already: nothing more to record or e-mail
        }
        if (order.status !== "paid") {
          throw new AppError("conflict", `Only a paid order can be shipped; order ${order.number} is ${order.status}`);
        }
        if (quantities.length > order.lines.length) throw refuse("The parcel lists more lines than the order has");
        const remaining = await remainingOf(trx, order);
        order.lines.forEach((line, i) => {
          const want = quantities[i] ?? 0;
          const left = remaining[i]!;
          if (want <= left) return;
          throw refuse(
            left === 0
              ? `All of ${lineLabel(line)} has shipped already`
              : `Only ${left} ${lineLabel(line)} ${left === 1 ? "is" : "are"} left to ship; this parcel has ${want}`,
          );
        });
        const count = quantities.reduce((n, q) => n + q, 0);
        if (count === 0) throw refuse("Put at least one item in the parcel");
        const toCome: ParcelLine[] = order.lines
          .map((line, i) => ({ line, quantity: remaining[i]! - (quantities[i] ?? 0) }))
          .filter((p) => p.quantity > 0);
        const first = remaining.every((r, i) => r === order.lines[i]!.quantity);
        const at = now();
        if (toCome.length === 0) {
          const changed = await repo.transitionOrder(trx, id, ["paid"], {
            status: "fulfilled",
            tracking_number: trackingNumber,
            fulfilled_at: at,
            updated_at: at,
          });
          if (!changed) throw new AppError("conflict", `Order ${order.number} changed while it was being shipped`);
        }
        const parcel = { id: shipmentId, quantities, trackingNumber, carrier, at };
        const { lines, allocated } = await recordShipment(trx, deps, order, parcel);
        const tracked = trackingNumber ? `tracking number ${trackingNumber}` : "sent without tracking";
        await addEvent(
          trx,
          id,
          toCome.length === 0 ? "fulfilled" : "shipped",
          toCome.length === 0
            ? `Last parcel sent (${items(count)}), ${tracked}; order fulfilled`
            : `Parcel sent (${items(count)}), ${tracked}; ${items(toCome.reduce((n, p) => n + p.quantity, 0))} to follow`,
        );
        if (allocated.length > 0)
          await addEvent(trx, id, "lots", `Shipped ${allocated.map(allocationText).join("; ")}`);
        await recordAudit(trx, deps.clock(), {
          actor,
          action: "order.ship",
          entityType: "order",
          entityId: order.number,
          summary: `Shipped ${items(count)} of order ${order.number}${toCome.length === 0 ? ", completing it" : ""}`,
          changes: {
            parcel: { before: null, after: lines.map((p) => `${p.quantity} x ${lineLabel(p.line)}`).join(", ") },
            ...(trackingNumber ? { trackingNumber: { before: null, after: trackingNumber } } : {}),
            ...(toCome.length === 0 ? { status: { before: "paid", after: "fulfilled" } } : {}),
          },
        });
        const emailed = await mailShipment(
          trx,
          deps,
          order,
          shipmentId,
          () => shipmentMail(order, seller, { lines, toCome, trackingNumber, first }),
          at,
        );
        if (emailed) await addEvent(trx, order.id, emailed.type, emailed.message);
      });
      mail.kick();
      return getOrderDetail(id);
    },
  };
}
