// Reading the audit log (the Audit tab and its CSV). Entries are written by the services that make
// the changes (audit.record.ts); nothing here, nor anywhere in the app, changes or removes one.
import type { z } from "zod";
import type { AuditChanges, AuditEntryView } from "../../../core/audit";
import { addShopDays, shopDayStart } from "../../../core/shop-time";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import { assertCanReadAudit, type AuditViewer } from "./audit-access";
import { auditToCsv } from "./audit.csv";
import { AuditFilterSchema, AuditListQuerySchema, type AuditFilter } from "./audit.query";
import * as repo from "./audit.repository";

/** The CSV holds at most this many entries (the newest); narrow the filter for older ones. */
export const AUDIT_EXPORT_LIMIT = 50_000;

function toView(row: repo.AuditRow): AuditEntryView {
  let changes: AuditChanges = {};
  try {
    changes = JSON.parse(row.changes) as AuditChanges;
  } catch {
    changes = {};
  }
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    summary: row.summary,
    changes,
  };
}

function parse<T>(schema: z.ZodType<T>, raw: unknown): T {
  const r = schema.safeParse(raw);
  if (!r.success) {
    throw new AppError("validation", r.error.issues[0]?.message ?? "Invalid filter", {
      details: fieldErrors(r.error.issues),
    });
  }
  return r.data;
}

export function createAuditService(deps: { db: Db; timeZone: string }) {
  const { db, timeZone } = deps;

  /** Shop days become instants: from local midnight of `from` to local midnight after `to`. */
  const where = (f: AuditFilter): repo.AuditWhere => ({
    actorId: f.actor,
    entityType: f.type,
    action: f.action,
    from: f.from ? shopDayStart(f.from, timeZone).toISOString() : undefined,
    before: f.to ? shopDayStart(addShopDays(f.to, 1), timeZone).toISOString() : undefined,
  });

  return {
    /** A page of entries, newest first, with the total and the choices for the filters. */
    async list(raw: Record<string, unknown>, viewer: AuditViewer) {
      assertCanReadAudit(viewer);
      const q = parse(AuditListQuerySchema, raw);
      const w = where(q);
      const [rows, total, actors, actions] = await Promise.all([
        repo.selectEntries(db, w, q),
        repo.countEntries(db, w),
        repo.selectActors(db),
        repo.selectActions(db),
      ]);
      const { limit, offset, ...filter } = q;
      return { entries: rows.map(toView), total, limit, offset, filter, actors, actions };
    },

    async exportCsv(raw: Record<string, unknown>, viewer: AuditViewer): Promise<string> {
      assertCanReadAudit(viewer);
      const f = parse(AuditFilterSchema, raw);
      const rows = await repo.selectEntries(db, where(f), { limit: AUDIT_EXPORT_LIMIT, offset: 0 });
      return auditToCsv(rows.map(toView), timeZone);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
