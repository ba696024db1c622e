// SQL for promo codes and their uses: rows in, rows out.
import { sql, type Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { PromotionsTable, PromotionUsesTable } from "../../infra/db/schema";

export type PromoRow = Selectable<PromotionsTable>;

export function selectPromo(db: Db, code: string): Promise<PromoRow | undefined> {
  return db.selectFrom("promotions").selectAll().where("code", "=", code).executeTakeFirst();
}

export function selectPromos(db: Db): Promise<PromoRow[]> {
  return db.selectFrom("promotions").selectAll().orderBy("created_at", "desc").orderBy("code").execute();
}

export async function insertPromo(db: Db, row: Omit<PromoRow, "used">): Promise<boolean> {
  const inserted = await db
    .insertInto("promotions")
    .values(row)
    .onConflict((oc) => oc.column("code").doNothing())
    .returning("code")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updatePromo(
  db: Db,
  code: string,
  row: Omit<PromoRow, "used" | "code" | "created_at">,
): Promise<boolean> {
  const r = await db.updateTable("promotions").set(row).where("code", "=", code).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Whether any order (paid or not) or recorded use names the code. */
export async function isOnOrders(db: Db, code: string): Promise<boolean> {
  const order = await db.selectFrom("orders").select("id").where("promo_code", "=", code).limit(1).executeTakeFirst();
  if (order) return true;
  const use = await db
    .selectFrom("promotion_uses")
    .select("order_id")
    .where("code", "=", code)
    .limit(1)
    .executeTakeFirst();
  return use !== undefined;
}

export async function renamePromo(
  db: Db,
  from: string,
  to: string,
  row: Omit<PromoRow, "used" | "code" | "created_at">,
): Promise<void> {
  await db
    .updateTable("promotions")
    .set({ ...row, code: to })
    .where("code", "=", from)
    .execute();
}

export async function usesByEmail(db: Db, code: string, email: string): Promise<number> {
  const { n } = await db
    .selectFrom("promotion_uses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("code", "=", code)
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Counts one use, only while uses are left: two payments racing for the last use cannot both
 * count it (a conditional UPDATE, as for stock). False when the code was used up.
 */
export async function takeUse(db: Db, code: string): Promise<boolean> {
  const r = await db
    .updateTable("promotions")
    .set({ used: sql`used + 1` })
    .where("code", "=", code)
    .where((eb) => eb.or([eb("total_uses", "is", null), eb("used", "<", eb.ref("total_uses"))]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function recordUse(db: Db, row: Selectable<PromotionUsesTable>): Promise<void> {
  await db
    .insertInto("promotion_uses")
    .values(row)
    .onConflict((oc) => oc.column("order_id").doNothing())
    .execute();
}

/** Paid uses and the revenue they brought, per code (the admin's report). */
export function selectUsage(db: Db): Promise<{ code: string; uses: number; revenue: number; discount: number }[]> {
  return db
    .selectFrom("promotion_uses")
    .select((eb) => [
      "code",
      eb.fn.countAll<number>().as("uses"),
      eb.fn.sum<number>("total").as("revenue"),
      eb.fn.sum<number>("discount").as("discount"),
    ])
    .groupBy("code")
    .execute();
}
