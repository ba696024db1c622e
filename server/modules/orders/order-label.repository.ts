// SQL for an order's carrier label: written with the fulfilment, read for its PDF and the screen.
import type { Db } from "../../infra/db/client";
import type { OrderLabelsTable } from "../../infra/db/schema";

export type OrderLabelRow = OrderLabelsTable;

export async function insertLabel(db: Db, row: OrderLabelRow): Promise<void> {
  await db.insertInto("order_labels").values(row).execute();
}

export function selectLabel(db: Db, orderId: string): Promise<OrderLabelRow | undefined> {
  return db.selectFrom("order_labels").selectAll().where("order_id", "=", orderId).executeTakeFirst();
}
