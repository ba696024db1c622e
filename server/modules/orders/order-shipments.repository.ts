// SQL for an order's parcels: the shipment row (named by the form, so a repeat finds it), how many
// of each order line it held, what has shipped per line so far, and the claim of its one e-mail.
import { sql } from "kysely";
import type { Db } from "../../infra/db/client";

export type ShipmentRow = {
  id: string;
  order_id: string;
  created_at: string;
  tracking_number: string | null;
  carrier: string | null;
  emailed_at: string | null;
};

export function selectShipment(db: Db, id: string): Promise<ShipmentRow | undefined> {
  return db.selectFrom("shipments").selectAll().where("id", "=", id).executeTakeFirst();
}

export function selectShipments(db: Db, orderId: string): Promise<ShipmentRow[]> {
  return db
    .selectFrom("shipments")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Each shipment's lines, with the order line's name and flavour, in the order's line order. */
/** Which of these orders have had a parcel sent (a page's paid orders: "Partly shipped"). */
export async function selectIdsWithShipments(db: Db, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("shipments")
    .select("order_id")
    .distinct()
    .where("order_id", "in", orderIds)
    .execute();
  return new Set(rows.map((r) => r.order_id));
}

export function selectShipmentLines(db: Db, orderId: string) {
  return db
    .selectFrom("shipment_lines")
    .innerJoin("shipments", "shipments.id", "shipment_lines.shipment_id")
    .innerJoin("order_lines", (j) =>
      j
        .onRef("order_lines.order_id", "=", "shipments.order_id")
        .onRef("order_lines.position", "=", "shipment_lines.position"),
    )
    .select([
      "shipment_lines.shipment_id",
      "shipment_lines.position",
      "shipment_lines.quantity",
      "order_lines.name",
      "order_lines.flavor",
    ])
    .where("shipments.order_id", "=", orderId)
    .orderBy("shipment_lines.position")
    .execute();
}

/** How many of each order line (by position) have shipped so far. */
export async function selectShippedByPosition(db: Db, orderId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("shipment_lines")
    .innerJoin("shipments", "shipments.id", "shipment_lines.shipment_id")
    .select(["shipment_lines.position", sql<number>`sum(shipment_lines.quantity)`.as("shipped")])
    .where("shipments.order_id", "=", orderId)
    .groupBy("shipment_lines.position")
    .execute();
  return new Map(rows.map((r) => [Number(r.position), Number(r.shipped)]));
}

export async function insertShipment(
  db: Db,
  row: ShipmentRow,
  lines: readonly { position: number; quantity: number }[],
): Promise<void> {
  await db.insertInto("shipments").values(row).execute();
  await db
    .insertInto("shipment_lines")
    .values(lines.map((l) => ({ shipment_id: row.id, position: l.position, quantity: l.quantity })))
    .execute();
}

/** Claims the shipment's one e-mail: true for the first caller only. */
export async function claimShipmentEmail(db: Db, id: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable("shipments")
    .set({ emailed_at: at })
    .where("id", "=", id)
    .where("emailed_at", "is", null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
