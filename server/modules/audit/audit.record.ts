// The one way anything is written to the audit log: inside the caller's transaction, so a
// change that rolls back leaves no entry and a committed change always has one (ADR 0015).
import { randomBytes } from "node:crypto";
import { diffFields, type AuditChanges, type AuditEntityType } from "../../../core/audit";
import type { Db } from "../../infra/db/client";
import { insertAuditEntry } from "./audit.repository";

/** Who made the change: the signed-in staff member (AdminIdentity from the admin session). */
export type Actor = { userId: string; email: string };

export type AuditEntry = {
  actor: Actor;
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  summary: string;
  /** Snapshots of the thing before and after (null when created or removed): only differences are kept. */
  before?: Readonly<Record<string, unknown>> | null;
  after?: Readonly<Record<string, unknown>> | null;
  /** Or the changes themselves, for a write that is not a before/after of one row. */
  changes?: AuditChanges;
};

/** `trx` must be the transaction that makes the change; `at` is the shop clock's time of it. */
export async function recordAudit(trx: Db, at: Date, entry: AuditEntry): Promise<void> {
  const changes = entry.changes ?? diffFields(entry.before ?? null, entry.after ?? null);
  await insertAuditEntry(trx, {
    id: `aud_${randomBytes(12).toString("hex")}`,
    at: at.toISOString(),
    actor_id: entry.actor.userId,
    actor_email: entry.actor.email,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    summary: entry.summary.slice(0, 500),
    changes: JSON.stringify(changes),
  });
}

/** Changes the shop makes itself at first start (the starting catalogue), not a staff member. */
export const SYSTEM_ACTOR: Actor = { userId: "system", email: "system" };
