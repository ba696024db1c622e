// SQL for the orders an account sees: paid with its e-mail, or placed while signed in to it.
import type { Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import { readDirection, type PageRequest } from "../../infra/db/keyset";
import type { OrdersTable } from "../../infra/db/schema";

export type OwnOrderRow = Selectable<OrdersTable>;
type Owner = { id: string; email: string };

function ownOrders(db: Db, owner: Owner, statuses: string[]) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("status", "in", statuses)
    .where((eb) => eb.or([eb(eb.fn("lower", ["email"]), "=", owner.email), eb("account_id", "=", owner.id)]));
}

/** Up to limit + 1 of the account's orders in readDirection's order. */
export function selectOwnOrdersPage(
  db: Db,
  owner: Owner,
  statuses: string[],
  page: PageRequest,
): Promise<OwnOrderRow[]> {
  const { from, op, order } = readDirection(page);
  let q = ownOrders(db, owner, statuses);
  if (from) q = q.where((eb) => eb(eb.refTuple("created_at", "id"), op, eb.tuple(from.key, from.id)));
  return q
    .orderBy("created_at", order)
    .orderBy("id", order)
    .limit(page.limit + 1)
    .execute();
}

export function selectOwnOrder(
  db: Db,
  owner: Owner,
  statuses: string[],
  number: string,
): Promise<OwnOrderRow | undefined> {
  return ownOrders(db, owner, statuses).where("number", "=", number).executeTakeFirst();
}
