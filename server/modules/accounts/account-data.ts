// Customers' data rights (Australian Privacy Principles 12 and 13): a copy of what the shop holds
// about a person, and erasing them. Erasure reaches every copy (erasure.ts, ADR 0032): orders stay
// five years as tax records with their amounts and lines, but without the e-mail, the address, the
// link to the account, or the name (kept only where a tax invoice must name the buyer); everything
// else about them is removed or loses its personal text. A signed-in customer does both from
// /account/settings (deleting needs a sign-in within the last 10 minutes); an owner does both for a
// person who asks, by e-mail address, through the admin API, recorded in the audit log.
import { AppError } from "../../errors";
import type { OrderView } from "../../../core/order";
import type { Db } from "../../infra/db/client";
import type { CustomerReviews } from "./account.service";
import type { Logger } from "../../logger";
import { recordAudit, type Actor } from "../audit/audit.record";
import { rowToOrder } from "../orders/order.mapper";
import { orderLines as selectOrderLines } from "../orders/order-reads";
import * as repo from "./account.repository";
import * as held from "./account-data.repository";
import { signedInRecently, type Customer } from "./customer-session";
import { eraseCopies } from "./erasure";

import { DELETE_NEEDS_RECENT_SIGN_IN } from "../../../core/erasure";

export { DELETE_NEEDS_RECENT_SIGN_IN, ERASED_EMAIL } from "../../../core/erasure";

/** A subscription the deletion would cancel, as the settings page names it. */
export type CancelledByDeletion = { number: string; products: string[]; nextChargeOn: string | null };

export type PersonalData = {
  exportedAt: string;
  email: string;
  account: {
    createdAt: string;
    lastSignInAt: string | null;
    marketingConsent: {
      given: boolean;
      changedAt: string | null;
      history: { given: boolean; source: string; at: string }[];
    };
    signInMethods: { emailedCode: true; passkeys: { name: string; createdAt: string; lastUsedAt: string | null }[] };
    addresses: unknown[];
  } | null;
  orders: OrderView[];
  reviews: { productId: string; rating: number; title: string; body: string; status: string; createdAt: string }[];
  returnRequests: {
    reference: string;
    orderNumber: string;
    reason: string;
    description: string | null;
    createdAt: string;
  }[];
  messages: { subject: string; message: string; createdAt: string }[];
  backInStockRequests: { flavour: string; createdAt: string }[];
  /** Subscribe & save: what each sends, how often, and its state. */
  subscriptions: {
    number: string;
    status: string;
    frequencyWeeks: number;
    lines: unknown;
    nextChargeOn: string | null;
    createdAt: string;
    cancelledAt: string | null;
  }[];
};

const lower = (email: string) => email.trim().toLowerCase();

export function createAccountData(deps: { db: Db; logger: Logger; clock: () => Date; reviews?: CustomerReviews }) {
  const { db, logger, clock } = deps;

  async function collect(email: string): Promise<PersonalData> {
    const address = lower(email);
    const customer = await held.selectCustomerByEmail(db, address);
    const orderRows = await held.selectPersonOrders(db, address, customer?.id ?? null);
    const lines = await selectOrderLines(
      db,
      orderRows.map((r) => r.id),
    );
    const { passkeys, addresses, reviews, returns, messages, consents, alerts, subscriptions } =
      await held.selectHeldAbout(db, address, customer?.id ?? null);
    return {
      exportedAt: clock().toISOString(),
      email: address,
      account: customer
        ? {
            createdAt: customer.created_at,
            lastSignInAt: customer.last_sign_in_at,
            marketingConsent: {
              given: customer.marketing_consent === 1,
              changedAt: customer.marketing_consent_at,
              history: consents.map((r) => ({ given: r.given === 1, source: r.source, at: r.at })),
            },
            signInMethods: {
              emailedCode: true,
              passkeys: passkeys.map((p) => ({ name: p.name, createdAt: p.created_at, lastUsedAt: p.last_used_at })),
            },
            addresses: addresses.map((a) => {
              try {
                return JSON.parse(a.address) as unknown;
              } catch {
                return null;
              }
            }),
          }
        : null,
      orders: orderRows.map((r) => rowToOrder(r, lines)),
      reviews: reviews.map((r) => ({
        productId: r.product_id,
        rating: r.rating,
        title: r.title,
        body: r.body,
        status: r.status,
        createdAt: r.created_at,
      })),
      returnRequests: returns.map((r) => ({
        reference: r.reference,
        orderNumber: r.order_number,
        reason: r.reason,
        description: r.description,
        createdAt: r.created_at,
      })),
      messages: messages.map((m) => ({ subject: m.subject, message: m.message, createdAt: m.created_at })),
      backInStockRequests: alerts.map((a) => ({ flavour: a.flavor, createdAt: a.created_at })),
      subscriptions: subscriptions.map((x) => ({
        number: x.number,
        status: x.status,
        frequencyWeeks: x.frequency_weeks,
        lines: JSON.parse(x.lines) as unknown,
        nextChargeOn: x.next_charge_on,
        createdAt: x.created_at,
        cancelledAt: x.cancelled_at,
      })),
    };
  }

  /** Removes or anonymises everything about `email` but the tax record of their orders. */
  async function erase(email: string, actor: Actor | null): Promise<{ orders: number; account: boolean }> {
    const address = lower(email);
    const at = clock();
    let removedReviews = 0;
    const result = await db.transaction().execute(async (trx) => {
      const customer = await held.selectCustomerByEmail(trx, address);
      const orders = await held.selectPersonOrderIds(trx, address, customer?.id ?? null);
      await eraseCopies(
        trx,
        at,
        { email: address, customerId: customer?.id ?? null, orderIds: orders.map((o) => o.id) },
        actor
          ? {
              actor: `staff:${actor.email}`,
              message: "Cancelled because the customer's personal data was erased on request",
            }
          : { actor: "customer", message: "Cancelled because the customer deleted their account" },
      );
      await repo.deleteCodesFor(trx, address);
      if (customer) {
        await held.deleteAccountRows(trx, customer.id);
        await repo.deleteCustomerSessions(trx, customer.id);
        removedReviews = (await deps.reviews?.deleteForCustomer(trx, customer.id)) ?? 0;
        await repo.deleteCustomer(trx, customer.id);
      }
      const erased = { orders: orders.length, account: customer !== undefined };
      if (actor) {
        await recordAudit(trx, at, {
          actor,
          action: "customer.erase",
          entityType: "customer",
          // The audit log keeps no personal data of an erased person: not their address either.
          entityId: customer?.id ?? "guest",
          summary: `Erased a customer's personal data on request (${erased.orders} orders kept as tax records)`,
        });
      }
      return erased;
    });
    if (removedReviews > 0) deps.reviews?.changed();
    logger.info({ orders: result.orders, account: result.account, byStaff: actor !== null }, "personal data erased");
    return result;
  }

  return {
    /** A signed-in customer's own data. */
    async exportFor(customerId: string): Promise<PersonalData | null> {
      const c = await repo.selectCustomer(db, customerId);
      return c ? collect(c.email) : null;
    },
    /** Whether this session may delete the account now: a sign-in within the last 10 minutes. */
    mayErase: (session: Customer) => signedInRecently(session, clock()),
    /** The subscriptions a deletion would cancel, with the products each sends and its next charge. */
    async cancelledByDeletion(customerId: string): Promise<CancelledByDeletion[]> {
      const subs = await held.selectOpenSubscriptions(db, customerId);
      const names = new Map((await held.selectProductNames(db)).map((p) => [p.id, p.name] as const));
      return subs.map((x) => {
        const ids = (JSON.parse(x.lines) as { productId: string }[]).map((l) => l.productId);
        return {
          number: x.number,
          products: [...new Set(ids)].map((id) => names.get(id) ?? id),
          nextChargeOn: x.next_charge_on,
        };
      });
    },
    /** A signed-in customer deletes their account and their personal data (a recent sign-in only). */
    async eraseFor(session: Customer): Promise<void> {
      if (!signedInRecently(session, clock())) throw new AppError("forbidden", DELETE_NEEDS_RECENT_SIGN_IN);
      const c = await repo.selectCustomer(db, session.customerId);
      if (c) await erase(c.email, null);
    },
    /** An owner answers a person's request, by their e-mail address; recorded in the audit log. */
    async exportByStaff(email: string, actor: Actor): Promise<PersonalData> {
      const data = await collect(email);
      await recordAudit(db, clock(), {
        actor,
        action: "customer.export",
        entityType: "customer",
        entityId: data.account ? "account" : "guest",
        summary: `Exported a customer's personal data on request (${data.orders.length} orders)`,
      });
      return data;
    },
    eraseByStaff: (email: string, actor: Actor) => erase(email, actor),
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
