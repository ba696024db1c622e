// The audit log (0013-audit-log); the Database type in schema.ts lists it with the rest.
import type { ColumnType } from "kysely";
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  summary: string;
  changes: string; // JSON {field: {before, after}}
  /** When its personal text was erased with the person it was about (0031-erasure); null otherwise. */
  redacted_at: ColumnType<string | null, string | null | undefined, string | null>;
}
