// The steps every order change is made of, inside the caller's transaction: a timeline
// entry, loading an order, finding the one a provider event is about, and the refunded
// transition that both staff refunds and provider refunds end in.
import type { OrderView } from "../../../core/order";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import { randomIdHex } from "../../infra/random";
import { refundMail } from "./order.emails";
import { rowToOrder } from "./order.mapper";
import * as repo from "./order.repository";
import type { OrderRef, OrderServiceDeps } from "./order.types";

export const orderNotFound = (id: string) => new AppError("not_found", `Order ${id} not found`);

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
  return `${prefix}_${time}${seq.toString(16).padStart(4, "0")}${randomIdHex(4)}`;
}

/**
 * Points a first order at the subscription it started (the subscriptions module's sign-up, inside
 * the payment's transaction); its renewal_cycle stays null, which is what makes it a first order.
 */
export function linkFirstOrder(trx: Db, orderId: string, subscriptionId: string): Promise<void> {
  return repo.setOrderSubscription(trx, orderId, subscriptionId);
}

export function createOrderSteps(deps: Pick<OrderServiceDeps, "clock" | "mail" | "seller">) {
  const { clock, mail, seller } = deps;
  const now = () => clock().toISOString();

  /** Timeline rows of one order, in the order given (ids rise with time). */
  function eventRows(orderId: string, events: { type: string; message: string; data?: unknown }[]) {
    const at = now();
    return events.map(({ type, message, data }) => ({
      id: newId("evt"),
      order_id: orderId,
      type,
      message,
      data: data === undefined ? null : JSON.stringify(data),
      created_at: at,
    }));
  }

  /** Several events of one order in one statement. */
  async function addEvents(trx: Db, orderId: string, events: { type: string; message: string; data?: unknown }[]) {
    await repo.insertOrderEvents(trx, eventRows(orderId, events));
  }

  const addEvent = (trx: Db, orderId: string, type: string, message: string, data?: unknown) =>
    addEvents(trx, orderId, [{ type, message, data }]);

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

  return { now, eventRows, addEvent, addEvents, load, find, markRefunded };
}

export type OrderSteps = ReturnType<typeof createOrderSteps>;
