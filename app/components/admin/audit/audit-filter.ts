// The Audit tab's filter, read from and written to its address (?actor=&type=&action=&from=&to=, and ?after=/?before= for the page),
// and the CSV download's address for the same filter.
export type AuditFilterValues = { actor: string; type: string; action: string; from: string; to: string };

const KEYS = ["actor", "type", "action", "from", "to"] as const;

export function readAuditFilter(params: URLSearchParams): AuditFilterValues {
  const get = (k: string) => (params.get(k) ?? "").trim().slice(0, 100);
  return { actor: get("actor"), type: get("type"), action: get("action"), from: get("from"), to: get("to") };
}

export function auditQuery(f: AuditFilterValues, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams();
  for (const k of KEYS) if (f[k]) p.set(k, f[k]);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : "";
}

export const auditExportUrl = (f: AuditFilterValues) => `/api/admin/audit/export.csv${auditQuery(f)}`;

/** The count above the list: exact up to 10,000, then "More than 10,000 changes". */
export function auditCountText(total: number, capped: boolean): string {
  if (capped) return `More than ${total.toLocaleString("en-AU")} changes`;
  return `${total.toLocaleString("en-AU")} ${total === 1 ? "change" : "changes"}`;
}
