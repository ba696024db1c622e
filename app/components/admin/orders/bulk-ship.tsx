// The pieces of the bulk fulfil screen: a tracking number per selected order, a carrier's CSV
// with its preview and confirmation, and the outcome per order.
import { Form, useNavigation } from "react-router";
import { IMPORT_OUTCOME_LABELS, type BulkFulfilResult, type ImportPreviewRow } from "../../../../core/order-bulk";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../../core/order";
import type { ShipListing } from "../../../../server/modules/orders/order-bulk.types";
import { buttonClass, inputClass, Section } from "../shared/form-controls";
import { TableScroll } from "../shared/table-scroll";
import { ORDER_NUMBER_CLASS } from "./order-display";
import { CappedNote } from "./print-page";

function useBusy(intent: string) {
  const nav = useNavigation();
  return nav.state !== "idle" && nav.formData?.get("intent") === intent;
}

const statusLabel = (s: string) => ORDER_STATUS_LABELS[s as OrderStatus] ?? s;

export function TypedTracking({ listing }: { listing: ShipListing }) {
  const busy = useBusy("fulfil");
  const paid = listing.orders.filter((o) => o.status === "paid");
  const others = listing.orders.filter((o) => o.status !== "paid");
  return (
    <Section title="Tracking numbers">
      <CappedNote capped={listing.capped} cap={1000} />
      {paid.length === 0 ? (
        <p className="text-sm text-gray-600">None of the selected orders is paid and waiting to ship.</p>
      ) : (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="fulfil" />
          <p className="text-sm text-gray-600">Leave a tracking number empty for a letter or a pickup.</p>
          <ul className="divide-y divide-gray-100">
            {paid.map((o) => (
              <li key={o.number} className="flex flex-wrap items-center gap-3 py-2" data-testid="ship-row">
                <input type="hidden" name="number" value={o.number} />
                <label htmlFor={`tracking-${o.number}`} className="min-w-40 flex-1 text-sm">
                  <span className={`${ORDER_NUMBER_CLASS} block font-semibold`}>{o.number}</span>
                  <span className="text-gray-600">{o.customerName ?? "—"}</span>
                </label>
                <input
                  id={`tracking-${o.number}`}
                  name={`tracking-${o.number}`}
                  aria-label={`Tracking number for order ${o.number} (optional)`}
                  className={`${inputClass} max-w-xs`}
                  placeholder="e.g. AP123456789"
                  maxLength={60}
                />
              </li>
            ))}
          </ul>
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? "Marking…" : `Mark ${paid.length.toLocaleString("en-AU")} fulfilled`}
          </button>
        </Form>
      )}
      {others.length > 0 ? (
        <p className="mt-3 text-sm text-gray-600">
          {`Left out, not waiting to ship: ${others.map((o) => `${o.number} (${statusLabel(o.status).toLowerCase()})`).join(", ")}.`}
        </p>
      ) : null}
    </Section>
  );
}

export function CsvImport({ preview }: { preview: ImportPreviewRow[] | null }) {
  const previewing = useBusy("preview");
  const applying = useBusy("fulfil");
  const ready = preview?.filter((r) => r.outcome === "ready") ?? [];
  return (
    <Section title="Import from a carrier's CSV">
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="preview" />
        <label className="flex-1 text-sm">
          <span className="block font-medium text-gray-800">
            Export file (for example Australia Post MyPost Business)
          </span>
          <span className="block text-gray-600">
            Its first row must name a consignment number column and an order reference column.
          </span>
          <input type="file" name="file" accept=".csv,text/csv" required className="mt-2 block text-sm" />
        </label>
        <button type="submit" className={buttonClass.secondary} disabled={previewing}>
          {previewing ? "Reading…" : "Preview"}
        </button>
      </Form>
      {preview ? (
        <div className="mt-5 space-y-4" data-testid="import-preview">
          <p className="text-sm text-gray-700">
            {`${ready.length} of ${preview.length} ${preview.length === 1 ? "row" : "rows"} ready. Nothing has been changed yet.`}
          </p>
          <TableScroll label="The file's rows">
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Order
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Tracking number
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Outcome
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {preview.map((r) => (
                  <tr key={r.line} data-testid="import-row" data-outcome={r.outcome}>
                    <td className="px-3 py-2 tabular-nums">{r.line}</td>
                    <td className={`${ORDER_NUMBER_CLASS} px-3 py-2`}>{r.number || "—"}</td>
                    <td className="px-3 py-2 [overflow-wrap:anywhere]">{r.trackingNumber || "—"}</td>
                    <td className="px-3 py-2">
                      <span
                        className={
                          r.outcome === "ready" ? "font-semibold text-green-800" : "font-semibold text-red-800"
                        }
                      >
                        {IMPORT_OUTCOME_LABELS[r.outcome]}
                      </span>
                      <span className="block text-xs text-gray-600">{r.message}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {ready.length > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="fulfil" />
              {ready.map((r) => (
                <span key={r.line}>
                  <input type="hidden" name="number" value={r.number} />
                  <input type="hidden" name={`tracking-${r.number}`} value={r.trackingNumber} />
                </span>
              ))}
              <button type="submit" className={buttonClass.primary} disabled={applying}>
                {applying ? "Marking…" : `Confirm: mark ${ready.length} fulfilled`}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}

export function BulkResults({ results }: { results: BulkFulfilResult[] }) {
  const done = results.filter((r) => r.ok);
  const failed = results.filter((r) => !r.ok);
  return (
    <div className="space-y-4" data-testid="bulk-results">
      <p
        role="status"
        className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900 ring-1 ring-green-200"
      >
        {`${done.length} ${done.length === 1 ? "order" : "orders"} marked fulfilled; ${failed.length} failed.`}
      </p>
      {failed.length > 0 ? (
        <Section title="Not fulfilled">
          <ul className="divide-y divide-gray-100 text-sm" data-testid="bulk-failed">
            {failed.map((r, i) => (
              <li key={i} className="py-2">
                <span className={`${ORDER_NUMBER_CLASS} font-semibold`}>{r.number}</span>
                <span className="block text-red-800">{r.message}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {done.length > 0 ? (
        <Section title="Marked fulfilled">
          <ul className="divide-y divide-gray-100 text-sm" data-testid="bulk-done">
            {done.map((r) => (
              <li key={r.number} className="flex flex-wrap justify-between gap-2 py-2">
                <a
                  href={`/admin/orders/${r.number}`}
                  className={`${ORDER_NUMBER_CLASS} font-semibold text-purple-700 hover:underline`}
                >
                  {r.number}
                </a>
                <span className="text-gray-600">
                  {r.trackingNumber ? `Tracking ${r.trackingNumber}` : "Sent without tracking"}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <a href="/admin/orders?status=paid" className={buttonClass.secondary}>
        Back to paid orders
      </a>
    </div>
  );
}
