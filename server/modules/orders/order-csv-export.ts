// The orders CSV as a stream of text chunks: the header, one chunk per keyset batch, the totals
// line last (none when no order matches: the header alone). One function for both ways it runs:
// in the server's own thread (PostgreSQL, tests on an in-memory database) and in the export worker
// with its own SQLite reader (order-export.worker.ts).
import type { Db } from "../../infra/db/client";
import { createCsvRows, createCsvTotals, ordersCsvHeader } from "./order.csv";
import { orderBatchesNewestFirst, selectCsvLines, type OrderListFilter } from "./order-list.repository";
import { rowToCsvOrder } from "./order.mapper";

/** Orders per batch: smaller batches keep less garbage between collections (measured for ADR 0021). */
export const EXPORT_BATCH = 250;

export async function* orderCsvChunks(db: Db, timeZone: string, filter: OrderListFilter): AsyncGenerator<string> {
  const totals = createCsvTotals();
  const csvRows = createCsvRows(timeZone);
  yield ordersCsvHeader(timeZone);
  const batches = orderBatchesNewestFirst(db, filter, EXPORT_BATCH);
  // A batch is read and written out within one call, so that while the reader is slow only
  // its text is held, not its rows: rows held across that wait outlive the young generation's
  // collections, are promoted, and grow the heap with the export's size.
  const nextText = async (): Promise<string | null> => {
    const { done, value: rows } = await batches.next();
    if (done) return null;
    const lines = await selectCsvLines(
      db,
      rows.map((r) => r.id),
    );
    // Each order is handed its own lines (read in order_id order: a run each).
    const linesOf = new Map<string, typeof lines>();
    for (const l of lines) {
      const own = linesOf.get(l.order_id);
      if (own) own.push(l);
      else linesOf.set(l.order_id, [l]);
    }
    const orders = rows.map((r) => rowToCsvOrder(r, linesOf.get(r.id) ?? []));
    totals.add(orders);
    return csvRows(orders);
  };
  let any = false;
  for (let text = await nextText(); text !== null; text = await nextText()) {
    any = true;
    yield text;
  }
  if (any) yield totals.line();
}
