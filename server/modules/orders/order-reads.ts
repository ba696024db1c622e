// The Orders screen's reads: one keyset page of the list, the Overview's paid orders and counts,
// and the CSV export (order-csv-export.ts; on a SQLite file by a worker, order-export.ts).
import type { OverviewOrder } from "../../../core/overview";
import { onlyPartlyShipped, statusesForFilter, type OrderStatusFilter } from "../../../core/order-filter";
import type { OrderStatus } from "../../../core/order";
import type { Db } from "../../infra/db/client";
import { COUNT_CAP, pageRequest, toPage } from "../../infra/db/keyset";
import { orderCsvChunks } from "./order-csv-export";
import { workerCsvChunks } from "./order-export";
import { countOrdersCapped, selectOrderPage, type OrderListFilter } from "./order-list.repository";
import { rowToOrder } from "./order.mapper";
import * as repo from "./order.repository";
import { selectIdsWithShipments } from "./order-shipments.repository";
import { ORDER_ID_PATTERN, type OrderListPage, type OrderServiceDeps } from "./order.types";

/** The lines of these orders, for another module showing orders (a shopper's account). */
export function orderLines(db: Db, orderIds: readonly string[]) {
  return repo.selectOrderLines(db, orderIds);
}

export function createOrderReads(deps: Pick<OrderServiceDeps, "db" | "seller" | "sqliteFile">) {
  const { db } = deps;
  return {
    /**
     * One page, newest first; status filter (none: all but unpaid checkouts); q is a prefix of the
     * number, e-mail or name; after/before are the cursors of the previous answer's next/prev.
     */
    async listOrders(query: {
      status?: OrderStatusFilter;
      q?: string;
      limit?: number;
      after?: string;
      before?: string;
    }): Promise<OrderListPage> {
      const filter: OrderListFilter = {
        statuses: statusesForFilter(query.status),
        q: query.q,
        partlyShipped: onlyPartlyShipped(query.status),
      };
      const page = pageRequest(
        { limit: query.limit ?? 50, after: query.after, before: query.before },
        ORDER_ID_PATTERN,
      );
      const [read, count] = await Promise.all([selectOrderPage(db, filter, page), countOrdersCapped(db, filter)]);
      const { rows, next, prev } = toPage(read, page, (r) => ({ key: r.created_at, id: r.id }));
      const ids = rows.map((r) => r.id);
      const paid = rows.filter((r) => r.status === "paid").map((r) => r.id);
      const [lines, sent] = await Promise.all([repo.selectOrderLines(db, ids), selectIdsWithShipments(db, paid)]);
      return {
        orders: rows.map((r) => ({ ...rowToOrder(r, lines), partlyShipped: sent.has(r.id) })),
        next,
        prev,
        total: Math.min(count, COUNT_CAP),
        totalCapped: count > COUNT_CAP,
      };
    },

    /** Every order paid since `since` (ISO), for the Overview's takings (core/overview.ts). */
    async paidSince(since: string): Promise<OverviewOrder[]> {
      const rows = await repo.selectPaidSince(db, since);
      return rows.map((r) => ({ status: r.status as OrderStatus, total: r.total, paidAt: r.paid_at }));
    },

    countWithStatus: (status: OrderStatus) => repo.countOrdersWithStatus(db, status),

    /**
     * The CSV of every order the list's filter matches (order-csv-export.ts), read in keyset
     * batches as the client takes them; by a worker thread with its own reader when the database
     * is a SQLite file (order-export.ts), which gzips it too when the client takes gzip.
     */
    exportOrdersCsv(
      query: { status?: OrderStatusFilter; q?: string },
      opts: { gzip?: boolean } = {},
    ): { chunks: AsyncGenerator<string | Uint8Array>; encoding: "gzip" | null } {
      const filter: OrderListFilter = {
        statuses: statusesForFilter(query.status),
        q: query.q,
        partlyShipped: onlyPartlyShipped(query.status),
      };
      const timeZone = deps.seller.timeZone;
      if (deps.sqliteFile) {
        const gzip = !!opts.gzip;
        return {
          chunks: workerCsvChunks({ file: deps.sqliteFile, timeZone, filter, gzip }),
          encoding: gzip ? "gzip" : null,
        };
      }
      return { chunks: orderCsvChunks(db, timeZone, filter), encoding: null };
    },
  };
}
