// The Audit tab's CSV: one row per entry, times in the shop's zone, each change as "before → after".
import { auditChangeLines, type AuditEntryView } from "../../../core/audit";
import { shopLocalTimestamp } from "../../../core/shop-time";

/** Quotes every cell; a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
function cell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function auditToCsv(entries: readonly AuditEntryView[], timeZone: string): string {
  const header = [`When (${timeZone})`, "Staff member", "Action", "Kind", "Item", "Summary", "Changes"];
  const rows = entries.map((e) => [
    shopLocalTimestamp(e.at, timeZone),
    e.actorEmail,
    e.action,
    e.entityType,
    e.entityId,
    e.summary,
    auditChangeLines(e.changes).join("; "),
  ]);
  return [header, ...rows].map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
