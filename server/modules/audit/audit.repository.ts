// SQL for the audit log: its one insert (called by audit.record.ts, in the writer's transaction)
// and its reading side.
// Pages are read by keyset on (at, id) along the index of the filter.
import { sql, type Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import { COUNT_CAP, readDirection, type PageRequest } from "../../infra/db/keyset";
import type { AuditLogTable } from "../../infra/db/schema";
import type { Insertable } from "kysely";

export type AuditRow = Selectable<AuditLogTable>;

/** Filters as instants (the service turns shop days into them). */
export type AuditWhere = { actorId?: string; entityType?: string; action?: string; from?: string; before?: string };

function filtered(db: Db, w: AuditWhere) {
  let q = db.selectFrom("audit_log");
  if (w.actorId) q = q.where("actor_id", "=", w.actorId);
  if (w.entityType) q = q.where("entity_type", "=", w.entityType);
  if (w.action) q = q.where("action", "=", w.action);
  if (w.from) q = q.where("at", ">=", w.from);
  if (w.before) q = q.where("at", "<", w.before);
  return q;
}

/** Up to limit + 1 entries in readDirection's order (exported for the test of its plan). */
export function entriesQuery(db: Db, w: AuditWhere, page: PageRequest) {
  const { from, op, order } = readDirection(page);
  let q = filtered(db, w).selectAll();
  if (from) q = q.where((eb) => eb(eb.refTuple("at", "id"), op, eb.tuple(from.key, from.id)));
  return q
    .orderBy("at", order)
    .orderBy("id", order)
    .limit(page.limit + 1);
}

export function selectEntries(db: Db, w: AuditWhere, page: PageRequest): Promise<AuditRow[]> {
  return entriesQuery(db, w, page).execute();
}

/** How many entries match, counted no further than COUNT_CAP + 1. */
export async function countEntriesCapped(db: Db, w: AuditWhere): Promise<number> {
  const capped = filtered(db, w)
    .select(sql<number>`1`.as("one"))
    .limit(COUNT_CAP + 1)
    .as("capped");
  const r = await db
    .selectFrom(capped)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * The distinct values of an indexed column, hopping from one to the next through its index
 * (a handful of lookups, not a read of every entry).
 */
async function distinctValues(db: Db, column: "actor_id" | "action"): Promise<string[]> {
  const col = sql.ref(column);
  const r = await sql<{ v: string }>`
    with recursive hop(v) as (
      select min(${col}) from audit_log
      union all
      select (select min(${col}) from audit_log where ${col} > hop.v) from hop where hop.v is not null
    )
    select v from hop where v is not null`.execute(db);
  return r.rows.map((row) => row.v);
}

/** Everyone who has made a change, by their latest e-mail, for the staff filter. */
export async function selectActors(db: Db): Promise<{ id: string; email: string }[]> {
  const ids = await distinctValues(db, "actor_id");
  const actors = await Promise.all(
    ids.map(async (id) => {
      const latest = await db
        .selectFrom("audit_log")
        .select("actor_email")
        .where("actor_id", "=", id)
        .orderBy("at", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      return { id, email: latest.actor_email };
    }),
  );
  return actors.sort((a, b) => a.email.localeCompare(b.email));
}

/** Every action recorded so far, for the action filter. */
export function selectActions(db: Db): Promise<string[]> {
  return distinctValues(db, "action");
}

export async function insertAuditEntry(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto("audit_log").values(row).execute();
}
