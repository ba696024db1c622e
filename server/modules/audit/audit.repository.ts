// SQL for the audit log's reading side; writing is audit.record.ts, in the writer's transaction.
import type { Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { AuditLogTable } from "../../infra/db/schema";

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

export function selectEntries(db: Db, w: AuditWhere, page: { limit: number; offset: number }): Promise<AuditRow[]> {
  return filtered(db, w)
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countEntries(db: Db, w: AuditWhere): Promise<number> {
  const r = await filtered(db, w)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Everyone who has made a change, by their latest e-mail, for the staff filter. */
export async function selectActors(db: Db): Promise<{ id: string; email: string }[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["actor_id", "actor_email"])
    .select((eb) => eb.fn.max("at").as("last"))
    .groupBy(["actor_id", "actor_email"])
    .orderBy("actor_email")
    .execute();
  const byId = new Map<string, { email: string; last: string }>();
  for (const r of rows) {
    const seen = byId.get(r.actor_id);
    if (!seen || String(r.last) > seen.last) byId.set(r.actor_id, { email: r.actor_email, last: String(r.last) });
  }
  return [...byId].map(([id, v]) => ({ id, email: v.email })).sort((a, b) => a.email.localeCompare(b.email));
}

/** Every action recorded so far, for the action filter. */
export async function selectActions(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("audit_log").select("action").distinct().orderBy("action").execute();
  return rows.map((r) => r.action);
}
