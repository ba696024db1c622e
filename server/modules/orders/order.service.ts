// Owns an order's life: created pending when checkout starts, then
//   pending → paid | cancelled | expired, paid → fulfilled, and paid | fulfilled → refunded.
// Every transition is a conditional UPDATE (so it happens once however many
// confirmations race), and a provider event is claimed by id in the same
// transaction as the change it causes (so a redelivery does nothing).
// A confirmed payment also settles an expired or cancelled order: money taken
// is never dropped, and the timeline shows what happened.
// Creating orders is here; the lists, counts and CSV are order-reads.ts, what providers report is
// order.payments.ts, what staff do is order.staff-actions.ts, and the steps they share are
// order.steps.ts.
import { CURRENCY } from "../../../core/constants";
import { gstIncluded } from "../../../core/money";
import { isGstFreeExport } from "../../../core/shipping";
import {
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_PATTERN,
  ORDER_NUMBER_PREFIX,
  type OrderDetailView,
  type ShipmentView,
  type OrderView,
} from "../../../core/order";
import type { Compilable } from "kysely";
import type { Db } from "../../infra/db/client";
import { isPostgres } from "../../infra/db/dialect";
import type { PaymentSession } from "../../infra/payments/payment-provider";
import { rowToEvent, rowToOrder } from "./order.mapper";
import { createPaymentEvents } from "./order.payments";
import * as repo from "./order.repository";
import { randomIdBytes } from "../../infra/random";
import { createStaffActions } from "./order.staff-actions";
import { createShipments, readShipments } from "./order-shipments";
import { createOrderSteps, newId, orderNotFound } from "./order.steps";
import { createOrderDocuments } from "./order-documents";
import { createOrderReads } from "./order-reads";
import { type NewOrder, type OrderRef, type OrderServiceDeps } from "./order.types";

export function generateOrderNumber(): string {
  const bytes = randomIdBytes(6);
  // 256 is a multiple of the alphabet's 32 letters, so every letter is equally likely.
  return ORDER_NUMBER_PREFIX + [...bytes].map((b) => ORDER_NUMBER_ALPHABET[b % 32]).join("");
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db, stock } = deps;
  const steps = createOrderSteps(deps);
  const { now, addEvent, load, find } = steps;

  async function getOrderDetail(id: string): Promise<OrderDetailView> {
    const order = await load(db, id);
    if (!order) throw orderNotFound(id);
    const [events, shipments] = await Promise.all([repo.selectOrderEvents(db, id), readShipments(db, order)]);
    return { ...order, events: events.map(rowToEvent), shipments };
  }

  return {
    ...createPaymentEvents(deps, steps),
    ...createStaffActions(deps, steps, getOrderDetail),
    ...createShipments(deps, steps, getOrderDetail),
    ...createOrderReads(deps),
    ...createOrderDocuments(deps, steps),
    getOrderDetail,

    /** The order's parcels as its customer sees them (none until the first leaves). */
    async shipmentsOf(id: string): Promise<ShipmentView[]> {
      const order = await load(db, id);
      return order ? readShipments(db, order) : [];
    },

    /** The admin's order screen is addressed by the order's number (any case). */
    async getOrderDetailByNumber(number: string): Promise<OrderDetailView> {
      const wanted = number.trim().toUpperCase();
      // Checked before the query: PostgreSQL refuses a NUL byte in text with an error, not a miss.
      if (!ORDER_NUMBER_PATTERN.test(wanted)) throw orderNotFound(number.slice(0, 40));
      const id = await repo.selectOrderIdByNumber(db, wanted);
      if (!id) throw orderNotFound(number);
      return getOrderDetail(id);
    },

    /**
     * A pending order with its priced lines; the number is short and unique.
     * `prepareSession`, when given, names a session whose row is written with the order's (a
     * provider that only writes to this database), so order and session commit together.
     */
    async createPendingOrder(
      input: NewOrder,
      prepareSession?: (order: OrderView, trx: Db) => { session: PaymentSession; write: Compilable },
    ): Promise<{ order: OrderView; session: PaymentSession | null }> {
      const id = input.id ?? newId("ord");
      const at = now();
      for (let attempt = 0; ; attempt++) {
        const number = generateOrderNumber();
        const order: OrderView = {
          id,
          number,
          status: "pending",
          currency: CURRENCY,
          subtotal: input.subtotal,
          shipping: input.shipping,
          total: input.total,
          gst: isGstFreeExport(input.shippingChoice?.zone) ? 0 : gstIncluded(input.total),
          promoCode: input.promoCode ?? null,
          discount: input.discount ?? 0,
          lines: input.lines.map((l) => ({ ...l, lineTotal: l.unitPrice * l.quantity })),
          email: null,
          customerName: null,
          shippingAddress: null,
          provider: input.provider,
          paymentReference: null,
          trackingNumber: null,
          createdAt: at,
          paidAt: null,
          fulfilledAt: null,
          refundReference: null,
          refundedAt: null,
          oversold: false,
          shippingChoice: input.shippingChoice ?? null,
        };
        try {
          const write = async (trx: Db) => {
            const opened = prepareSession?.(order, trx) ?? null;
            const created = { type: "created", message: `Order ${number} created; awaiting payment` };
            const events = opened
              ? [created, { type: "payment_session", message: `Payment page opened (${opened.session.id})` }]
              : [created];
            const row = {
              id,
              number,
              status: "pending",
              currency: CURRENCY,
              subtotal: order.subtotal,
              shipping: order.shipping,
              total: order.total,
              gst: order.gst,
              promo_code: order.promoCode,
              discount: order.discount,
              shipping_method: input.shippingChoice?.method ?? null,
              shipping_zone: input.shippingChoice?.zone ?? null,
              provider: input.provider,
              provider_session_id: opened?.session.id ?? null,
              account_id: input.accountId ?? null,
              ...(input.subscription
                ? { subscription_id: input.subscription.id, renewal_cycle: input.subscription.cycle }
                : {}),
              created_at: at,
              updated_at: at,
            };
            const lines = input.lines.map((l, position) => ({
              order_id: id,
              position,
              product_id: l.productId,
              name: l.name,
              flavor: l.flavor,
              unit_price: l.unitPrice,
              quantity: l.quantity,
              subscription_weeks: l.subscription?.frequencyWeeks ?? null,
              subscription_discount: l.subscription?.discountPercent ?? null,
            }));
            // The shop's hottest write. The reservation goes last, sent with the order's own writes:
            // on PostgreSQL all of it is one statement, atomic by itself, so the counted flavours'
            // rows are locked only while it runs. Refused with 409 'Only N left in …': nothing is kept.
            const held = await stock.reserve(trx, id, input.lines, [
              ...repo.newOrderWrites(trx, row, lines, steps.eventRows(id, events)),
              ...(opened ? [opened.write] : []),
              ...(input.idempotency ? [repo.insertCheckoutKey(trx, { ...input.idempotency, orderId: id, at })] : []),
            ]);
            return { session: opened?.session ?? null, held };
          };
          // SQLite: a group commit (or a transaction of its own); PostgreSQL: the one statement.
          const { session, held } = deps.writer
            ? await deps.writer.run(write)
            : isPostgres(db)
              ? await write(db)
              : await db.transaction().execute(write);
          stock.settle(held);
          return { order, session };
        } catch (err) {
          // A clash of order numbers (1 in a billion) gets a new number; anything else is real. Only
          // another order holding the number is a clash: this one may have committed, and only its
          // answer failed (the disk flush after a group commit).
          const holder = await repo.selectOrderIdByNumber(db, number).catch(() => null);
          if (attempt < 4 && holder !== null && holder !== id) continue;
          throw err;
        }
      }
    },

    /** The order a checkout's Idempotency-Key made, if any. */
    checkoutKey: (key: string) => repo.selectCheckoutKey(db, key),

    /** Forgets checkout keys older than `before` (the hourly sweep); answers how many. */
    forgetCheckoutKeys: (before: string) => repo.deleteCheckoutKeysBefore(db, before),

    async attachPaymentSession(orderId: string, sessionId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await repo.setOrderSession(trx, orderId, sessionId, now());
        await addEvent(trx, orderId, "payment_session", `Payment page opened (${sessionId})`);
      });
    },

    /** When no payment page could be opened, the order is closed rather than left waiting. */
    async abandonOrder(orderId: string, reason: string): Promise<void> {
      const released = await db.transaction().execute(async (trx) => {
        if (!(await repo.transitionOrder(trx, orderId, ["pending"], { status: "cancelled", updated_at: now() }))) {
          return null;
        }
        await addEvent(trx, orderId, "cancelled", reason);
        return stock.release(trx, orderId);
      });
      stock.settle(released);
    },

    /**
     * A note on the timeline (a declined card, a payment still processing). With `customer`, the
     * e-mail and name the shopper typed are kept on the still-pending order, so staff can see who
     * tried to pay.
     */
    async noteOrderEvent(
      ref: OrderRef,
      type: string,
      message: string,
      customer?: { email: string; name: string | null },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const order = await find(trx, ref);
        if (!order) return;
        await addEvent(trx, order.id, type, message);
        if (customer) await repo.setPendingCustomer(trx, order.id, customer, now());
      });
    },

    async getOrder(id: string): Promise<OrderView> {
      const order = await load(db, id);
      if (!order) throw orderNotFound(id);
      return order;
    },

    async findOrderBySession(sessionId: string): Promise<OrderView | null> {
      const row = await repo.selectOrderBySession(db, sessionId);
      return row ? rowToOrder(row, await repo.selectOrderLines(db, [row.id])) : null;
    },

    /** How many commits carried how many new orders (group commit on SQLite), or null without it. */
    commitStats: () => deps.writer?.stats() ?? null,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
