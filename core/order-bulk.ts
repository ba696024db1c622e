// What staff select on the Orders screen for a bulk action (pick list, packing slips, fulfil),
// as it travels between pages: either the filter itself (every paid order matching it, oldest
// first) or the order numbers ticked by hand, never a list of every matching id.
import { ORDER_NUMBER_PATTERN } from "./order";

/** How many orders one bulk action takes. */
export const BULK_CAP = 1000;

export type BulkSelection = { kind: "filter"; q: string } | { kind: "numbers"; numbers: string[] };

export type SelectionRead = { ok: true; selection: BulkSelection } | { ok: false; error: string };

const capText = BULK_CAP.toLocaleString("en-AU");

/** ?all=1&q=… (every paid order matching q) or ?n=RR-…&n=RR-… (the ticked orders). */
export function readSelection(params: URLSearchParams): SelectionRead {
  if (params.get("all") === "1") return { ok: true, selection: { kind: "filter", q: (params.get("q") ?? "").trim() } };
  const raw = params
    .getAll("n")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);
  const numbers = [...new Set(raw)];
  if (numbers.length === 0) return { ok: false, error: "Select at least one order on the Orders screen first." };
  if (numbers.length > BULK_CAP) {
    return {
      ok: false,
      error: `${numbers.length.toLocaleString("en-AU")} orders are selected; a bulk action takes at most ${capText} at a time. Select fewer, or select every paid order matching a filter.`,
    };
  }
  const bad = numbers.find((n) => !ORDER_NUMBER_PATTERN.test(n));
  if (bad) return { ok: false, error: `${bad.slice(0, 20)} is not an order number.` };
  return { ok: true, selection: { kind: "numbers", numbers } };
}

/** The query string that carries a selection to another bulk page. */
export function selectionQuery(selection: BulkSelection): string {
  const p = new URLSearchParams();
  if (selection.kind === "filter") {
    p.set("all", "1");
    if (selection.q) p.set("q", selection.q);
  } else {
    for (const n of selection.numbers) p.append("n", n);
  }
  return `?${p}`;
}

/** What a bulk fulfil answers for each order. */
export type BulkFulfilResult = { number: string; ok: boolean; trackingNumber: string | null; message: string };

/** How a row of a carrier's file stands before anything is applied. */
export type ImportOutcome = "ready" | "unknown" | "duplicate" | "not-paid" | "fulfilled" | "invalid";

export type ImportPreviewRow = {
  /** The file's line number (the header is line 1). */
  line: number;
  number: string;
  trackingNumber: string;
  outcome: ImportOutcome;
  message: string;
};

export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, string> = {
  ready: "Ready",
  unknown: "Unknown order",
  duplicate: "In the file twice",
  "not-paid": "Not paid",
  fulfilled: "Already fulfilled",
  invalid: "Not usable",
};

/** The Orders screen a bulk page returns to: the filter the selection came from, if it was one. */
export function ordersHrefFor(params: URLSearchParams): string {
  if (params.get("all") !== "1") return "/admin/orders";
  const p = new URLSearchParams({ status: "paid" });
  const q = (params.get("q") ?? "").trim();
  if (q) p.set("q", q);
  return `/admin/orders?${p}`;
}
