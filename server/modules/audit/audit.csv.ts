// The Audit tab's CSV: one row per entry, times in the shop's zone, each change as "before → after".
import { auditChangeLines, type AuditEntryView } from "../../../core/audit";
import { shopTimestamper } from "../../../core/shop-time";

/** Quotes every cell; a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
function cell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}

const line = (cells: readonly string[]) => cells.map(cell).join(",") + "\r\n";

export function auditCsvHeader(timeZone: string): string {
  return line([`When (${timeZone})`, "Staff member", "Action", "Kind", "Item", "Summary", "Changes"]);
}

/** One line per entry; the export streams these a batch at a time after the header. */
export function auditCsvRows(entries: readonly AuditEntryView[], timeZone: string): string {
  const stamp = shopTimestamper(timeZone);
  return entries
    .map((e) =>
      line([
        stamp(e.at),
        e.actorEmail,
        e.action,
        e.entityType,
        e.entityId,
        e.summary,
        auditChangeLines(e.changes).join("; "),
      ]),
    )
    .join("");
}

export function auditToCsv(entries: readonly AuditEntryView[], timeZone: string): string {
  return auditCsvHeader(timeZone) + auditCsvRows(entries, timeZone);
}
