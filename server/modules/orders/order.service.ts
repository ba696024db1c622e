// Owns an order's life: created pending when checkout starts, then
//   pending → paid | cancelled | expired, paid → fulfilled, and paid | fulfilled → refunded.
// Every transition is a conditional UPDATE (so it happens once however many
// confirmations race), and a provider event is claimed by id in the same
// transaction as the change it causes (so a redelivery does nothing).
// A confirmed payment also settles an expired or cancelled order: money taken
// is never dropped, and the timeline shows what happened.
import { randomBytes } from "node:crypto";
import { CURRENCY } from "../../../core/constants";
import { formatPrice, gstIncluded } from "../../../core/money";
import {
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_PREFIX,
  ORDER_STATUSES,
  type OrderDetailView,
  type OrderStatus,
  type OrderView,
  type ShippingAddress,
} from "../../../core/order";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Logger } from "../../logger";
import type { Mail } from "../../infra/mail/mail";
import type { PaymentSession, RefundGateway } from "../../infra/payments/payment-provider";
import { confirmationMail, fulfilmentMail, refundMail, type Seller } from "./order.emails";
import { ordersToCsv } from "./order.csv";
import { rowToEvent, rowToOrder } from "./order.mapper";
import * as repo from "./order.repository";

/** The mail module's outbox: enqueue inside the transaction, kick after the commit. */
export type MailQueue = Pick<Mail, "enqueue" | "kick">;

export type OrderServiceDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: MailQueue;
  seller: Seller;
  /** Gives the money back through the provider that took it (staff refunds). */
  refunds?: RefundGateway;
};

export type PricedLine = { productId: string; name: string; flavor: string; unitPrice: number; quantity: number };

export type NewOrder = {
  provider: string;
  lines: PricedLine[];
  subtotal: number;
  shipping: number;
  total: number;
};

/**
 * Which order a provider event is about: its session, else the order id it carried, else (for events
 * about a payment, such as a refund) the payment reference the order was paid with.
 */
export type OrderRef = { sessionId?: string | null; orderId?: string | null; paidWith?: string | null };

export type ProviderEvent = {
  eventId: string;
  provider: string;
  type: string;
  /**
   * The provider's own bookkeeping for this event (the test page closing its session), run in
   * the event's transaction so a crash cannot leave a paid order with an open payment page.
   */
  alsoInTransaction?: (trx: Db) => Promise<unknown>;
};

export type PaymentConfirmation = ProviderEvent &
  OrderRef & {
    email: string | null;
    customerName: string | null;
    shippingAddress: ShippingAddress | null;
    paymentReference: string | null;
  };

export type EventOutcome = "applied" | "duplicate" | "no_change" | "unknown_order";

export const orderNotFound = (id: string) => new AppError("not_found", `Order ${id} not found`);

export function generateOrderNumber(): string {
  const bytes = randomBytes(6);
  // 256 is a multiple of the alphabet's 32 letters, so every letter is equally likely.
  return ORDER_NUMBER_PREFIX + [...bytes].map((b) => ORDER_NUMBER_ALPHABET[b % 32]).join("");
}

let lastMs = 0;
let seq = 0;
/**
 * 24 hex digits that sort in creation order (milliseconds, then a counter, then
 * randomness), so rows stamped with the same instant still list in order.
 */
export function newId(prefix: string): string {
  const ms = Date.now();
  seq = ms === lastMs ? (seq + 1) & 0xffff : 0;
  lastMs = ms;
  const time = ms.toString(16).padStart(12, "0");
  return `${prefix}_${time}${seq.toString(16).padStart(4, "0")}${randomBytes(4).toString("hex")}`;
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db, logger, clock, mail, seller } = deps;
  const now = () => clock().toISOString();

  async function addEvent(trx: Db, orderId: string, type: string, message: string, data?: unknown) {
    await repo.insertOrderEvent(trx, {
      id: newId("evt"),
      order_id: orderId,
      type,
      message,
      data: data === undefined ? null : JSON.stringify(data),
      created_at: now(),
    });
  }

  async function load(trx: Db, id: string): Promise<OrderView | undefined> {
    const row = await repo.selectOrder(trx, id);
    if (!row) return undefined;
    return rowToOrder(row, await repo.selectOrderLines(trx, [id]));
  }

  async function find(trx: Db, ref: OrderRef): Promise<repo.OrderRow | undefined> {
    const bySession = ref.sessionId ? await repo.selectOrderBySession(trx, ref.sessionId) : undefined;
    if (bySession) return bySession;
    const byId = ref.orderId ? await repo.selectOrder(trx, ref.orderId) : undefined;
    if (byId) return byId;
    return ref.paidWith ? repo.selectOrderByPaymentReference(trx, ref.paidWith) : undefined;
  }

  /** paid | fulfilled → refunded once, with the timeline entry and the customer's e-mail (enqueued). */
  async function markRefunded(trx: Db, id: string, reference: string, message: string): Promise<boolean> {
    const at = now();
    const changed = await repo.transitionOrder(trx, id, ["paid", "fulfilled"], {
      status: "refunded",
      refund_reference: reference,
      refunded_at: at,
      updated_at: at,
    });
    if (!changed) return false;
    await addEvent(trx, id, "refunded", message);
    const refunded = (await load(trx, id))!;
    if (refunded.email) {
      await mail.enqueue(refundMail(refunded, seller), trx);
      await addEvent(trx, id, "email", `Refund notice e-mailed to ${refunded.email}`);
    }
    return true;
  }

  /**
   * Claims the event id, finds the order and applies `change` once, all in one
   * transaction: if anything fails, nothing is recorded and the provider retries.
   */
  async function applyProviderEvent(
    ev: ProviderEvent,
    ref: OrderRef,
    change: (trx: Db, order: repo.OrderRow) => Promise<boolean>,
  ): Promise<EventOutcome> {
    const outcome = await db.transaction().execute(async (trx): Promise<EventOutcome> => {
      const order = await find(trx, ref);
      const fresh = await repo.claimProviderEvent(trx, {
        event_id: ev.eventId,
        provider: ev.provider,
        type: ev.type,
        order_id: order?.id ?? null,
        processed_at: now(),
      });
      if (!fresh) return "duplicate";
      if (!order) return "unknown_order";
      const changed = await change(trx, order);
      await ev.alsoInTransaction?.(trx);
      return changed ? "applied" : "no_change";
    });
    const { alsoInTransaction: _, ...loggedRef } = ref as OrderRef & Pick<ProviderEvent, "alsoInTransaction">;
    logger.info({ eventId: ev.eventId, type: ev.type, outcome, ...loggedRef }, "payment event");
    return outcome;
  }

  return {
    /**
     * A pending order with its priced lines; the number is short and unique.
     * `openSession`, when given, runs inside the same transaction (a provider
     * that only writes to this database), so order and session commit together.
     */
    async createPendingOrder(
      input: NewOrder,
      openSession?: (order: OrderView, trx: Db) => Promise<PaymentSession>,
    ): Promise<{ order: OrderView; session: PaymentSession | null }> {
      const id = newId("ord");
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
          gst: gstIncluded(input.total),
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
        };
        try {
          const session = await db.transaction().execute(async (trx) => {
            await repo.insertOrder(
              trx,
              {
                id,
                number,
                status: "pending",
                currency: CURRENCY,
                subtotal: order.subtotal,
                shipping: order.shipping,
                total: order.total,
                gst: order.gst,
                provider: input.provider,
                created_at: at,
                updated_at: at,
              },
              input.lines.map((l, position) => ({
                order_id: id,
                position,
                product_id: l.productId,
                name: l.name,
                flavor: l.flavor,
                unit_price: l.unitPrice,
                quantity: l.quantity,
              })),
            );
            await addEvent(trx, id, "created", `Order ${number} created; awaiting payment`);
            if (!openSession) return null;
            const opened = await openSession(order, trx);
            await repo.setOrderSession(trx, id, opened.id, at);
            await addEvent(trx, id, "payment_session", `Payment page opened (${opened.id})`);
            return opened;
          });
          return { order, session };
        } catch (err) {
          // A clash of order numbers (1 in a billion) gets a new number; anything else is real.
          if (attempt < 4 && (await repo.orderNumberExists(db, number))) continue;
          throw err;
        }
      }
    },

    async attachPaymentSession(orderId: string, sessionId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await repo.setOrderSession(trx, orderId, sessionId, now());
        await addEvent(trx, orderId, "payment_session", `Payment page opened (${sessionId})`);
      });
    },

    /** When no payment page could be opened, the order is closed rather than left waiting. */
    async abandonOrder(orderId: string, reason: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (await repo.transitionOrder(trx, orderId, ["pending"], { status: "cancelled", updated_at: now() })) {
          await addEvent(trx, orderId, "cancelled", reason);
        }
      });
    },

    /** A note on the timeline that changes nothing (a declined card, a payment still processing). */
    async noteOrderEvent(ref: OrderRef, type: string, message: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const order = await find(trx, ref);
        if (order) await addEvent(trx, order.id, type, message);
      });
    },

    /** A provider event that changes no state but belongs on the timeline (claimed once like the rest). */
    noteProviderEvent(ev: ProviderEvent & OrderRef & { note: string; message: string }): Promise<EventOutcome> {
      return applyProviderEvent(ev, ev, async (trx, order) => {
        await addEvent(trx, order.id, ev.note, ev.message);
        return true;
      });
    },

    /** The provider says the money is taken: paid exactly once, confirmation e-mail in the same transaction. */
    async confirmPayment(input: PaymentConfirmation): Promise<EventOutcome> {
      const outcome = await applyProviderEvent(input, input, async (trx, order) => {
        const at = now();
        const changed = await repo.transitionOrder(trx, order.id, ["pending", "expired", "cancelled"], {
          status: "paid",
          updated_at: at,
          paid_at: at,
          email: input.email,
          customer_name: input.customerName ?? input.shippingAddress?.name ?? null,
          shipping_address: input.shippingAddress ? JSON.stringify(input.shippingAddress) : null,
          payment_reference: input.paymentReference,
        });
        if (!changed) return false;
        const late = order.status !== "pending" ? ` (the order was ${order.status}: check and refund if needed)` : "";
        await addEvent(trx, order.id, "paid", `Payment confirmed by ${input.provider}${late}`, {
          eventId: input.eventId,
          reference: input.paymentReference,
        });
        const paid = (await load(trx, order.id))!;
        if (paid.email) {
          await mail.enqueue(confirmationMail(paid, seller), trx);
          await addEvent(trx, order.id, "email", `Order confirmation and tax invoice e-mailed to ${paid.email}`);
        }
        return true;
      });
      if (outcome === "applied") mail.kick();
      return outcome;
    },

    /** The payment page timed out before payment. */
    expireOrder(ev: ProviderEvent & OrderRef): Promise<EventOutcome> {
      return applyProviderEvent(ev, ev, async (trx, order) => {
        if (!(await repo.transitionOrder(trx, order.id, ["pending"], { status: "expired", updated_at: now() }))) {
          return false;
        }
        await addEvent(trx, order.id, "expired", "Payment page expired without payment");
        return true;
      });
    },

    /**
     * The provider reports money given back outside this shop (e.g. in Stripe's dashboard). A full
     * refund makes the order refunded and tells the customer; a partial one goes on the timeline for
     * staff. After a refund staff made here, the provider's echo changes nothing.
     */
    async providerRefunded(
      ev: ProviderEvent & OrderRef & { reference: string; amount: number; full: boolean },
    ): Promise<EventOutcome> {
      const outcome = await applyProviderEvent(ev, ev, async (trx, order) => {
        if (!ev.full) {
          await addEvent(
            trx,
            order.id,
            "partial_refund",
            `Partly refunded ${formatPrice(ev.amount)} at ${ev.provider} (${ev.reference})`,
          );
          return true;
        }
        return markRefunded(
          trx,
          order.id,
          ev.reference,
          `Refunded ${formatPrice(ev.amount)} at ${ev.provider} (${ev.reference})`,
        );
      });
      if (outcome === "applied") mail.kick();
      return outcome;
    },

    /** The payment failed for good (e.g. a bank debit bounced). */
    cancelOrder(ev: ProviderEvent & OrderRef & { reason: string }): Promise<EventOutcome> {
      return applyProviderEvent(ev, ev, async (trx, order) => {
        if (!(await repo.transitionOrder(trx, order.id, ["pending"], { status: "cancelled", updated_at: now() }))) {
          return false;
        }
        await addEvent(trx, order.id, "cancelled", ev.reason);
        return true;
      });
    },

    /** Staff shipped it: paid → fulfilled with a tracking number, and the customer is told. */
    async fulfilOrder(id: string, trackingNumber: string): Promise<OrderDetailView> {
      await db.transaction().execute(async (trx) => {
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
        await addEvent(trx, id, "fulfilled", `Marked fulfilled, tracking number ${trackingNumber}`);
        const order = (await load(trx, id))!;
        if (order.email) {
          await mail.enqueue(fulfilmentMail(order, seller), trx);
          await addEvent(trx, id, "email", `Dispatch notice e-mailed to ${order.email}`);
        }
      });
      mail.kick();
      return this.getOrderDetail(id);
    },

    /**
     * Staff refund the whole order: the provider returns the money first (keyed by order, so a retry
     * never refunds twice), then the order becomes refunded with its reference, a timeline entry and
     * the customer's e-mail, in one transaction. A refusal by the provider changes nothing here.
     */
    async refundOrder(id: string, reason: string): Promise<OrderDetailView> {
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
      await db.transaction().execute(async (trx) => {
        const why = reason.trim() ? `: ${reason.trim()}` : "";
        const message = `Refunded ${formatPrice(order.total)} (${reference})${why}`;
        if (!(await markRefunded(trx, id, reference, message))) {
          throw new AppError("conflict", `Order ${order.number} changed while it was being refunded`);
        }
      });
      mail.kick();
      return this.getOrderDetail(id);
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

    async getOrderDetail(id: string): Promise<OrderDetailView> {
      const order = await load(db, id);
      if (!order) throw orderNotFound(id);
      return { ...order, events: (await repo.selectOrderEvents(db, id)).map(rowToEvent) };
    },

    /** Newest first; status filter; q matches the order number or the e-mail. */
    async listOrders(query: {
      status?: OrderStatus;
      q?: string;
      limit?: number;
      offset?: number;
    }): Promise<{ orders: OrderView[]; total: number }> {
      const { rows, total } = await repo.selectOrders(db, {
        status: query.status,
        q: query.q,
        limit: query.limit ?? 50,
        offset: query.offset ?? 0,
      });
      const lines = await repo.selectOrderLines(
        db,
        rows.map((r) => r.id),
      );
      return { orders: rows.map((r) => rowToOrder(r, lines)), total };
    },

    async exportOrdersCsv(query: { status?: OrderStatus; q?: string }): Promise<string> {
      const all: OrderView[] = [];
      for (let offset = 0; ; offset += 500) {
        const { orders } = await this.listOrders({ ...query, limit: 500, offset });
        all.push(...orders);
        if (orders.length < 500) break;
      }
      return ordersToCsv(all);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

export function isOrderStatus(v: unknown): v is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(v);
}
