// The audit log (0013-audit-log); the Database type in schema.ts lists it with the rest.
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
}
