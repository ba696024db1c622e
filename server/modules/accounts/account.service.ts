// A signed-in shopper's account: the orders paid with its e-mail (guest orders from
// before the account too), saved shipping addresses and marketing consent with its time. Deleting
// the account, and a copy of its data, are the data rights' (account-data.ts).
import type { Seller } from "../orders/order.emails";
import { randomUUID } from "node:crypto";
import { CONSENT_HISTORY_SHOWN, type ConsentChange, type ConsentSource } from "../../../core/marketing-consent";
import { ORDER_NUMBER_PATTERN, ShippingAddressSchema, type OrderView, type ShippingAddress } from "../../../core/order";
import { pageRequest, toPage } from "../../infra/db/keyset";
import { ORDER_ID_PATTERN } from "../orders/order.types";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Logger } from "../../logger";

/** What erasing a customer asks of the reviews module, handed in by server/context.ts: reviews sit above accounts. */
export type CustomerReviews = {
  deleteForCustomer(trx: Db, customerId: string): Promise<number>;
  changed(): void;
};
import { orderLines as selectOrderLines } from "../orders/order-reads";
import { recordConsentChange } from "../consent/consent.service";
import { rowToOrder } from "../orders/order.mapper";
import * as repo from "./account.repository";
import { selectOwnOrder, selectOwnOrdersPage } from "./account-orders.repository";

/** The statuses a shopper's order list shows: paid at some point. */
const PAID_STATUSES = ["paid", "fulfilled", "refunded"];
export const MAX_ADDRESSES = 10;
/** Orders a page of the account's list. */
const ORDERS_PAGE = 20;

export type SavedAddress = { id: string; address: ShippingAddress; isDefault: boolean };
export type AccountView = {
  email: string;
  createdAt: string;
  marketingConsent: boolean;
  marketingConsentAt: string | null;
  /** Every consent and withdrawal, newest first (the latest few). */
  consentHistory: ConsentChange[];
};

function parseAddress(json: string): ShippingAddress | null {
  try {
    const r = ShippingAddressSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** Who sells, as the invoice page shows them (a copy of Settings' details when the page is read). */
export type InvoiceSeller = Seller;

export function createAccountService(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  seller: InvoiceSeller;
  /** The account's reviews go with it. */
  reviews?: CustomerReviews;
}) {
  const { db, logger, clock } = deps;
  const iso = () => clock().toISOString();

  async function customerOrThrow(customerId: string) {
    const row = await repo.selectCustomer(db, customerId);
    if (!row) throw new AppError("unauthorized", "Sign in again to continue");
    return row;
  }

  function checkAddress(input: Record<string, unknown>): ShippingAddress {
    const r = ShippingAddressSchema.safeParse({ ...input, country: "AU" });
    if (!r.success) {
      throw new AppError("validation", "Check the highlighted fields.", { details: fieldErrors(r.error.issues) });
    }
    return r.data;
  }

  /**
   * A page of the account's orders, newest first (an account with years of orders is
   * read a page at a time); after/before are a previous page's next/prev.
   */
  async function listOrders(
    customerId: string,
    cursor: { after?: string; before?: string } = {},
  ): Promise<{ orders: OrderView[]; next: string | null; prev: string | null }> {
    const customer = await customerOrThrow(customerId);
    const page = pageRequest({ limit: ORDERS_PAGE, ...cursor }, ORDER_ID_PATTERN);
    const read = await selectOwnOrdersPage(db, customer, PAID_STATUSES, page);
    const { rows, next, prev } = toPage(read, page, (r) => ({ key: r.created_at, id: r.id }));
    const lines = await selectOrderLines(
      db,
      rows.map((r) => r.id),
    );
    return { orders: rows.map((r) => rowToOrder(r, lines)), next, prev };
  }

  /** One of the account's orders by its number, or null (another shopper's is not found either). */
  async function ownOrder(customerId: string, number: string): Promise<OrderView | null> {
    const customer = await customerOrThrow(customerId);
    const wanted = number.trim().toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(wanted)) return null;
    const row = await selectOwnOrder(db, customer, PAID_STATUSES, wanted);
    return row ? rowToOrder(row, await selectOrderLines(db, [row.id])) : null;
  }

  async function listAddresses(customerId: string): Promise<SavedAddress[]> {
    const rows = await repo.selectAddresses(db, customerId);
    return rows.flatMap((r) => {
      const address = parseAddress(r.address);
      return address ? [{ id: r.id, address, isDefault: r.is_default === 1 }] : [];
    });
  }

  const makeDefault = (trx: Db, customerId: string, id: string) => repo.setDefaultAddress(trx, customerId, id);

  return {
    async getAccount(customerId: string): Promise<AccountView> {
      const c = await customerOrThrow(customerId);
      return {
        email: c.email,
        createdAt: c.created_at,
        marketingConsent: c.marketing_consent === 1,
        marketingConsentAt: c.marketing_consent_at,
        consentHistory: (await repo.selectConsents(db, customerId, CONSENT_HISTORY_SHOWN)).map((r) => ({
          given: r.given === 1,
          source: r.source,
          at: r.at,
        })),
      };
    },

    listOrders,

    /** One of the account's orders by number, or null (someone else's order is not found either). */
    findOrder: ownOrder,

    /** An order of the account with the seller a tax invoice names, or null. */
    async invoice(customerId: string, number: string): Promise<{ order: OrderView; seller: InvoiceSeller } | null> {
      const order = await ownOrder(customerId, number);
      return order ? { order, seller: { ...deps.seller } } : null;
    },

    listAddresses,

    /** The address the payment page starts from: the default, else the first saved. */
    async defaultAddress(customerId: string): Promise<ShippingAddress | null> {
      return (await listAddresses(customerId))[0]?.address ?? null;
    },

    async saveAddress(
      customerId: string,
      input: Record<string, unknown>,
      opts: { id?: string; makeDefault?: boolean } = {},
    ): Promise<SavedAddress> {
      await customerOrThrow(customerId);
      const address = checkAddress(input);
      const existing = await listAddresses(customerId);
      const at = iso();
      const id = opts.id ?? randomUUID();
      await db.transaction().execute(async (trx) => {
        if (opts.id) {
          if (!existing.some((a) => a.id === opts.id)) throw new AppError("not_found", "That address is not saved");
          await repo.updateAddress(trx, customerId, id, { address: JSON.stringify(address), updated_at: at });
        } else {
          if (existing.length >= MAX_ADDRESSES) {
            throw new AppError("validation", `You can save up to ${MAX_ADDRESSES} addresses. Delete one first.`);
          }
          await repo.insertAddress(trx, {
            id,
            customer_id: customerId,
            address: JSON.stringify(address),
            is_default: 0,
            created_at: at,
            updated_at: at,
          });
        }
        if (opts.makeDefault || existing.length === 0) await makeDefault(trx, customerId, id);
      });
      return (await listAddresses(customerId)).find((a) => a.id === id)!;
    },

    async setDefaultAddress(customerId: string, id: string): Promise<void> {
      if (!(await listAddresses(customerId)).some((a) => a.id === id)) {
        throw new AppError("not_found", "That address is not saved");
      }
      await db.transaction().execute((trx) => makeDefault(trx, customerId, id));
    },

    async deleteAddress(customerId: string, id: string): Promise<void> {
      if (!(await repo.deleteAddress(db, customerId, id))) throw new AppError("not_found", "That address is not saved");
      const rest = await listAddresses(customerId);
      if (rest.length > 0 && !rest.some((a) => a.isDefault)) {
        await db.transaction().execute((trx) => makeDefault(trx, customerId, rest[0]!.id));
      }
    },

    /** Gives or withdraws consent; a change is kept in the history with its time and source. */
    async setMarketingConsent(customerId: string, consent: boolean, source: ConsentSource): Promise<void> {
      const c = await customerOrThrow(customerId);
      if ((c.marketing_consent === 1) === consent) return;
      const row = { id: randomUUID(), customerId, email: c.email, given: consent, source, at: iso() };
      // The conditional update lets only one of two identical changes at once write its history row.
      const changed = await db.transaction().execute((trx) => recordConsentChange(trx, row));
      if (changed) logger.info({ customerId, consent, source }, "marketing consent changed");
    },

    /**
     * Removes the account, its sessions, addresses and codes. Orders stay (tax records, kept
     * 5 years): they lose the link to the account and keep what the tax invoice shows.
     */
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
