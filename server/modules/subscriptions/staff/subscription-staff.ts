// The staff side of subscriptions: the Subscriptions screen's keyset list with its
// status filter (ADR 0021), a subscription's timeline and orders, and the Overview's figures.
// Changes staff make go through the same service as the customer's (subscription.service.ts).
import type { Product } from "../../../../core/product";
import { addShopDays, shopDayKey, shopDayStart } from "../../../../core/shop-time";
import { isSubscriptionStatus } from "../../../../core/subscription-changes";
import {
  churnPercent,
  countReasons,
  isReportRange,
  reportDays,
  type ReasonCount,
  type ReportRange,
} from "../../../../core/subscription-report";
import { monthlyRevenue, quoteDelivery } from "../../../../core/subscription-delivery";
import type { ShippingSettings } from "../../../../core/shipping";
import { AppError } from "../../../errors";
import type { Db } from "../../../infra/db/client";
import { pageRequest, toPage } from "../../../infra/db/keyset";
import * as repo from "../subscription.repository";
import { parseLines, toView, type SubscriptionView } from "../subscription.views";

const ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;
export const SUBSCRIPTIONS_PAGE = 50;

export type SubscriptionTimelineEntry = { id: string; type: string; message: string; actor: string | null; at: string };
export type SubscriptionOrderEntry = {
  number: string;
  status: string;
  total: number;
  createdAt: string;
  /** null: the first order; n: the nth renewal. */
  renewalCycle: number | null;
};

export type SubscriptionFigures = {
  activeSubscribers: number;
  /** Cents a month: see monthlyRevenue in core/subscription-delivery.ts for the formula. */
  monthlyRecurringRevenue: number;
  cancelledThisMonth: number;
  renewalsDueNext7Days: number;
};

export type SubscriptionReport = {
  range: ReportRange;
  /** Shop days: from `from` up to but not including `to`. */
  from: string;
  to: string;
  activeSubscribers: number;
  monthlyRecurringRevenue: number;
  started: number;
  cancelled: number;
  subscribersAtStart: number;
  /** Cancelled as a share of the subscribers at the start, or null when there were none. */
  churnPercent: number | null;
  reasons: ReasonCount[];
};

export function createSubscriptionStaff(deps: {
  db: Db;
  clock: () => Date;
  products: () => Promise<readonly Product[]>;
  timeZone: string;
  /** The owner's shipping prices today, so each delivery reads as its renewal charges it. */
  shippingSettings?: () => ShippingSettings;
}) {
  const { db } = deps;
  const catalogue = async () => new Map((await deps.products()).map((p) => [p.id, p]));

  async function views(rows: repo.SubscriptionRow[]): Promise<SubscriptionView[]> {
    const ids = [...new Set(rows.flatMap((r) => parseLines(r.lines).map((l) => l.productId)))];
    const [products, offers] = await Promise.all([catalogue(), repo.selectOffers(db, ids)]);
    const shipping = deps.shippingSettings?.();
    return rows.map((r) => toView(r, products, offers, shipping));
  }

  async function activeFigures(today: string) {
    const weekEnd = addShopDays(today, 7);
    const [active, products] = await Promise.all([repo.selectActiveForFigures(db), catalogue()]);
    let mrr = 0;
    let due = 0;
    for (const s of active) {
      const quote = quoteDelivery(parseLines(s.lines), products, s.discount_percent);
      mrr += monthlyRevenue(quote.total, s.frequency_weeks);
      // Due in the next 7 days: from today up to and including the 7th day after it.
      if (s.next_charge_on && s.next_charge_on >= today && s.next_charge_on <= weekEnd) due += 1;
    }
    return { activeSubscribers: active.length, monthlyRecurringRevenue: mrr, renewalsDueNext7Days: due };
  }

  return {
    async list(q: { status?: string; q?: string; after?: string; before?: string; limit?: number }) {
      const status = q.status?.trim() || null;
      if (status !== null && !isSubscriptionStatus(status)) {
        throw new AppError("bad_request", "Filter by active, paused, past_due or cancelled");
      }
      const search = q.q?.trim() || null;
      if (search !== null && search.length > 100) {
        throw new AppError("bad_request", "Search with at most 100 characters");
      }
      const req = pageRequest({ limit: q.limit ?? SUBSCRIPTIONS_PAGE, after: q.after, before: q.before }, ID_PATTERN);
      const page = toPage(await repo.selectSubscriptionPage(db, { status, q: search ?? undefined }, req), req, (r) => ({
        key: r.created_at,
        id: r.id,
      }));
      const [subscriptions, counts] = await Promise.all([views(page.rows), repo.countByStatus(db)]);
      return { subscriptions, next: page.next, prev: page.prev, counts, status, q: search };
    },

    async detail(number: string) {
      const row = /^S\d{6}$/.test(number) ? await repo.selectSubscriptionByNumber(db, number) : undefined;
      if (!row) throw new AppError("not_found", `Subscription ${number} not found`);
      const [[view], events, orders] = await Promise.all([
        views([row]),
        repo.selectEvents(db, row.id),
        repo.selectSubscriptionOrders(db, row.id),
      ]);
      return {
        subscription: view!,
        timeline: events.map(
          (e): SubscriptionTimelineEntry => ({
            id: e.id,
            type: e.type,
            message: e.message,
            actor: e.actor,
            at: e.created_at,
          }),
        ),
        orders: orders.map(
          (o): SubscriptionOrderEntry => ({
            number: o.number,
            status: o.status,
            total: o.total,
            createdAt: o.created_at,
            renewalCycle: o.renewal_cycle,
          }),
        ),
      };
    },

    /** The number of the subscription an order started or renews, for the order's screen to link. */
    ofOrder(orderId: string): Promise<string | null> {
      return repo.selectNumberOfOrder(db, orderId);
    },

    /** The Overview's subscription figures, by the shop's calendar. */
    async figures(): Promise<SubscriptionFigures> {
      const zone = deps.timeZone;
      const today = shopDayKey(deps.clock().toISOString(), zone);
      const monthStart = shopDayStart(`${today.slice(0, 8)}01`, zone).toISOString();
      const [active, cancelledThisMonth] = await Promise.all([
        activeFigures(today),
        repo.countCancelledSince(db, monthStart),
      ]);
      return { ...active, cancelledThisMonth };
    },

    /** The Subscriptions screen's figures for a range of shop days (this month when not given). */
    async report(range = "this-month"): Promise<SubscriptionReport> {
      if (!isReportRange(range)) {
        throw new AppError("bad_request", "Choose this month, last month, the last 90 days or this year");
      }
      const zone = deps.timeZone;
      const today = shopDayKey(deps.clock().toISOString(), zone);
      const days = reportDays(range, today);
      const from = shopDayStart(days.from, zone).toISOString();
      const to = shopDayStart(days.to, zone).toISOString();
      const [active, counts, reasons] = await Promise.all([
        activeFigures(today),
        repo.selectRangeCounts(db, from, to),
        repo.selectCancelReasons(db, from, to),
      ]);
      return {
        range,
        ...days,
        activeSubscribers: active.activeSubscribers,
        monthlyRecurringRevenue: active.monthlyRecurringRevenue,
        started: counts.started,
        cancelled: counts.cancelled,
        subscribersAtStart: counts.atStart,
        churnPercent: churnPercent(counts.cancelled, counts.atStart),
        reasons: countReasons(reasons),
      };
    },
  };
}

export type SubscriptionStaff = ReturnType<typeof createSubscriptionStaff>;
