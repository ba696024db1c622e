// Reading the audit log (the Audit tab and its CSV). Entries are written by the services that make
// the changes (audit.record.ts); nothing here, nor anywhere in the app, changes or removes one.
import type { z } from "zod";
import type { AuditChanges, AuditEntryView } from "../../../core/audit";
import { addShopDays, shopDayStart } from "../../../core/shop-time";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import { assertCanReadAudit, type AuditViewer } from "./audit-access";
import { auditCsvHeader, auditCsvRows } from "./audit.csv";
import { COUNT_CAP, pageRequest, toPage, type PageRequest } from "../../infra/db/keyset";
import { AuditFilterSchema, AuditListQuerySchema, type AuditFilter } from "./audit.query";
import * as repo from "./audit.repository";

export const AUDIT_ID_PATTERN = /^aud_[0-9a-f]{24}$/;
/** Entries per keyset batch of the CSV. */
const EXPORT_BATCH = 1000;

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
    /** A page of entries, newest first, the cursors of its neighbours, a capped count and the filters' choices. */
    async list(raw: Record<string, unknown>, viewer: AuditViewer) {
      assertCanReadAudit(viewer);
      const q = parse(AuditListQuerySchema, raw);
      const w = where(q);
      const page = pageRequest(q, AUDIT_ID_PATTERN);
      const [read, count, actors, actions] = await Promise.all([
        repo.selectEntries(db, w, page),
        repo.countEntriesCapped(db, w),
        repo.selectActors(db),
        repo.selectActions(db),
      ]);
      const { rows, next, prev } = toPage(read, page, (r) => ({ key: r.at, id: r.id }));
      const { limit, after: _after, before: _before, ...filter } = q;
      return {
        entries: rows.map(toView),
        next,
        prev,
        total: Math.min(count, COUNT_CAP),
        totalCapped: count > COUNT_CAP,
        limit,
        filter,
        actors,
        actions,
      };
    },

    /** Every matching entry, newest first, as CSV text read and handed on a keyset batch at a time. */
    async *exportCsv(raw: Record<string, unknown>, viewer: AuditViewer): AsyncGenerator<string> {
      assertCanReadAudit(viewer);
      const w = where(parse(AuditFilterSchema, raw));
      yield auditCsvHeader(timeZone);
      let page: PageRequest = { limit: EXPORT_BATCH };
      for (;;) {
        const read = await repo.selectEntries(db, w, page);
        const rows = read.slice(0, EXPORT_BATCH);
        if (rows.length > 0) yield auditCsvRows(rows.map(toView), timeZone);
        const last = rows[rows.length - 1];
        if (read.length <= EXPORT_BATCH || !last) return;
        page = { limit: EXPORT_BATCH, after: { key: last.at, id: last.id } };
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
