import type { Notices } from "../../infra/mail/notices";
import type { ShippingChoice } from "../../../core/shipping";
// The orders service's vocabulary: what it depends on, what a new order carries, and
// the provider events it applies (which order they are about, what came of them).
import type { OrderView, ShippingAddress } from "../../../core/order";
import type { Db } from "../../infra/db/client";
import type { GroupCommit } from "../../infra/db/group-commit";
import type { Mail } from "../../infra/mail/mail";
import type { KeptPaymentMethod, RefundGateway } from "../../infra/payments/payment-provider";
import type { Logger } from "../../logger";
import type { PromoService } from "../promotions/promo.service";
import type { StockLedger } from "../stock/stock.ledger";
import type { Seller } from "./order.emails";

export const ORDER_ID_PATTERN = /^ord_[0-9a-f]{24}$/;

/** A page of the Orders list; total is counted up to COUNT_CAP, and totalCapped says more match. */
export type OrderListPage = {
  orders: OrderView[];
  next: string | null;
  prev: string | null;
  total: number;
  totalCapped: boolean;
};

/** The mail module's outbox: enqueue inside the transaction, kick after the commit. */
export type MailQueue = Pick<Mail, "enqueue" | "kick">;

export type OrderServiceDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: MailQueue;
  seller: Seller;
  /**
   * Group commit (SQLite): new orders share one transaction and one disk flush with the others
   * arriving at the same moment, each in its own savepoint. Without it each has its own transaction.
   */
  writer?: GroupCommit;
  /** Gives the money back through the provider that took it (staff refunds). */
  refunds?: RefundGateway;
  /** Reserves, commits and releases each order's tubs in the order's own transactions. */
  stock: StockLedger;
  /** Counts a paid order's use of its promo code, in the payment's transaction. */
  promos: Pick<PromoService, "countUse">;
  /** Subscribe & save: a paid first order's subscriptions, made in the payment's transaction. */
  subscriptions?: SubscriptionsOnPayment;
  /** The database's file when it is SQLite on disk: the orders CSV is then read by a worker of its own. */
  sqliteFile?: string;
  /** Settings → Notifications: whether the shipping notice goes, who hears of a new order. Without it, all customer e-mails and no alerts. */
  notices?: Notices;
};

export type { KeptPaymentMethod };

export type CreatedSubscription = { id: string; number: string; frequencyWeeks: number; nextChargeOn: string };

export type SubscriptionsOnPayment = {
  createForPaidOrder(
    trx: Db,
    order: { row: { id: string; account_id: string | null; subscription_id: string | null }; view: OrderView },
    kept: KeptPaymentMethod | null,
  ): Promise<{ created: CreatedSubscription[]; problem: string | null }>;
  /**
   * A renewal paid through its pay link: its delivery settled, its card kept. Answers the order
   * timeline's lines and the sentences for the customer's confirmation e-mail.
   */
  renewalPaid?(
    trx: Db,
    order: RenewalPaidOrder,
    kept: KeptPaymentMethod | null,
    at: string,
  ): Promise<{ notes: string[]; mail: string[] }>;
};

export type RenewalPaidOrder = {
  row: { id: string; subscription_id: string | null; renewal_cycle: number | null };
  view: OrderView;
};

export type PricedLine = {
  productId: string;
  name: string;
  flavor: string;
  /** Per tub; on a subscription line, with its discount taken off. */
  unitPrice: number;
  quantity: number;
  /** Bought on Subscribe & save. */
  subscription?: { frequencyWeeks: number; discountPercent: number };
};

export type NewOrder = {
  provider: string;
  lines: PricedLine[];
  subtotal: number;
  shipping: number;
  /** What the shopper pays: subtotal + shipping − discount. */
  total: number;
  /** The customer account signed in at checkout, if any. */
  accountId?: string | null;
  promoCode?: string | null;
  discount?: number;
  /** The checkout's Idempotency-Key and the hash of what it asked for. */
  idempotency?: { key: string; hash: string } | null;
  /**
   * The order's id when the caller must know it before writing (a renewal's is made from its
   * cycle's key, so a repeat after a crash meets the order already written instead of a second).
   */
  id?: string;
  /** A subscription's order: cycle null for its first order, 1, 2, … for renewals. */
  subscription?: { id: string; cycle: number | null } | null;
  /** The shipping option the shopper chose; to New Zealand, the order carries no GST (an export). */
  shippingChoice?: ShippingChoice | null;
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
    /** How it was paid, in the shopper's words ("Visa ending 4242"); left as it was when absent. */
    paymentMethod?: string | null;
    /** The card kept for a subscription's later charges, when the order has subscription lines. */
    keptPaymentMethod?: KeptPaymentMethod | null;
  };

export type EventOutcome = "applied" | "duplicate" | "no_change" | "unknown_order";
