// SQL for bulk actions on a selection of orders: the selection's ids (oldest first, through the
// (status, created_at) index or the unique number), the pick list as one aggregate over
// order_lines, and the rows a packing slip or an import needs.
import type { Db } from "../../infra/db/client";
import type { BulkSelection } from "../../../core/order-bulk";
import { filtered } from "./order-list.repository";

/** A selection's order ids as a subquery: every paid order matching the filter, or the numbers ticked. */
export function selectionIds(db: Db, selection: BulkSelection, cap: number) {
  if (selection.kind === "numbers") {
    return db.selectFrom("orders").select("id").where("number", "in", selection.numbers).limit(cap);
  }
  return filtered(db, { statuses: ["paid"], q: selection.q || undefined })
    .select("id")
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .limit(cap);
}

/** Quantity per product and flavour across the selection, by product name then flavour. */
export function selectPickList(db: Db, selection: BulkSelection, cap: number) {
  return pickListQuery(db, selection, cap).execute();
}

export function pickListQuery(db: Db, selection: BulkSelection, cap: number) {
  return db
    .selectFrom("order_lines")
    .where("order_id", "in", selectionIds(db, selection, cap))
    .groupBy(["product_id", "flavor"])
    .select((eb) => [
      "product_id",
      "flavor",
      eb.fn.max("name").as("name"),
      eb.fn.sum<number | string>("quantity").as("quantity"),
      eb.fn.count<number | string>("order_id").distinct().as("orders"),
    ])
    .orderBy((eb) => eb.fn.max("name"), "asc")
    .orderBy("flavor", "asc");
}

export type SlipOrderRow = {
  id: string;
  number: string;
  status: string;
  customer_name: string | null;
  shipping_address: string | null;
  created_at: string;
};

/** The selection's orders, oldest first, with what a slip shows of each. */
export function selectSlipOrders(db: Db, selection: BulkSelection, cap: number): Promise<SlipOrderRow[]> {
  return db
    .selectFrom("orders")
    .select(["id", "number", "status", "customer_name", "shipping_address", "created_at"])
    .where("id", "in", selectionIds(db, selection, cap))
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

export function selectSlipLines(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("order_lines")
    .select(["order_id", "name", "flavor", "quantity"])
    .where("order_id", "in", orderIds)
    .orderBy("order_id")
    .orderBy("position")
    .execute();
}

/** The orders with these numbers: what an import or a bulk fulfil needs to decide on each. */
export function selectOrdersByNumber(db: Db, numbers: readonly string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("orders")
    .select(["id", "number", "status", "tracking_number"])
    .where("number", "in", numbers)
    .execute();
}

/** How many orders the selection holds (at most cap). */
export async function countSelection(db: Db, selection: BulkSelection, cap: number): Promise<number> {
  const row = await db
    .selectFrom(selectionIds(db, selection, cap).as("chosen"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many paid orders match the filter (the selection by filter), counted up to cap + 1. */
export async function countPaidMatching(db: Db, q: string, cap: number): Promise<number> {
  const capped = filtered(db, { statuses: ["paid"], q: q || undefined })
    .select("id")
    .limit(cap + 1)
    .as("capped");
  const row = await db
    .selectFrom(capped)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
