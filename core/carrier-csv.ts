// A carrier's export (Australia Post MyPost Business and the like) read for its two columns that
// matter: the consignment (tracking) number and the order reference. The header row names them;
// their position and case are free, as each carrier and each export template orders them its own way.
import { BULK_CAP } from "./order-bulk";

export type CarrierRow = { line: number; reference: string; trackingNumber: string };
export type CarrierCsv = { ok: true; rows: CarrierRow[] } | { ok: false; error: string };

/** Header names, tidied (lower case, letters and digits only), best first. */
const TRACKING_HEADERS = [
  "consignmentnumber",
  "consignmentno",
  "consignmentid",
  "consignment",
  "trackingnumber",
  "trackingno",
  "trackingid",
  "tracking",
  "articleid",
  "articlenumber",
];
const REFERENCE_HEADERS = [
  "orderreference",
  "orderref",
  "ordernumber",
  "orderno",
  "order",
  "customerreference",
  "yourreference",
  "reference",
  "ref",
  "reference1",
];

/** RFC 4180 fields: commas or semicolons, quotes doubled inside quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, "");
  const firstLine = src.split(/\r?\n/, 1)[0] ?? "";
  const sep = !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === sep) {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const tidy = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");

function column(header: string[], names: readonly string[], not = -1): number {
  const tidied = header.map(tidy);
  for (const name of names) {
    const at = tidied.findIndex((h, i) => h === name && i !== not);
    if (at >= 0) return at;
  }
  return -1;
}

export function readCarrierCsv(text: string): CarrierCsv {
  const rows = parseCsv(text);
  const header = rows[0];
  if (!header || header.every((h) => h.trim() === "")) return { ok: false, error: "The file is empty." };
  const tracking = column(header, TRACKING_HEADERS);
  const reference = column(header, REFERENCE_HEADERS, tracking);
  if (tracking < 0 || reference < 0) {
    return {
      ok: false,
      error: "The file's first row must name a consignment (or tracking) number column and an order reference column.",
    };
  }
  const out: CarrierRow[] = [];
  rows.slice(1).forEach((r, i) => {
    if (r.every((f) => f.trim() === "")) return;
    out.push({ line: i + 2, reference: (r[reference] ?? "").trim(), trackingNumber: (r[tracking] ?? "").trim() });
  });
  if (out.length === 0) return { ok: false, error: "The file has a header row but no consignments." };
  if (out.length > BULK_CAP) {
    return {
      ok: false,
      error: `The file has ${out.length.toLocaleString("en-AU")} consignments; import at most ${BULK_CAP.toLocaleString("en-AU")} at a time.`,
    };
  }
  return { ok: true, rows: out };
}
