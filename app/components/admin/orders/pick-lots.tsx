// The pick list's second table: which lot each flavour's tubs come from, first expiry first, as
// the packing will record them; tubs no lot covers are said plainly rather than left out.
import type { LotPick } from "../../../../core/pick-lots";
import { formatBestBefore } from "../../../../core/stock-lots";

export function PickLots({ lots }: { lots: readonly LotPick[] }) {
  if (lots.length === 0) return null;
  const rows = lots.flatMap((l) => [
    ...l.from.map((f) => ({
      key: `${l.flavor}|${f.lotNumber}`,
      flavor: l.flavor,
      lot: f.lotNumber,
      bestBefore: formatBestBefore(f.bestBefore),
      quantity: f.quantity,
    })),
    ...(l.noLot > 0
      ? [{ key: `${l.flavor}|none`, flavor: l.flavor, lot: null, bestBefore: "", quantity: l.noLot }]
      : []),
  ]);
  return (
    <section aria-labelledby="pick-lots-heading" className="mt-8 space-y-2 break-inside-avoid">
      <h2 id="pick-lots-heading" className="text-lg font-bold">
        Lots to take from
      </h2>
      <p className="text-sm text-gray-600">
        Earliest best-before first, the same lots the orders will record when they are packed.
      </p>
      <table className="w-full border-collapse text-left text-sm" data-testid="pick-lots">
        <thead className="border-b-2 border-gray-900 text-xs font-semibold tracking-wide uppercase">
          <tr>
            <th scope="col" className="py-2">
              Flavour
            </th>
            <th scope="col" className="py-2">
              Lot
            </th>
            <th scope="col" className="py-2">
              Best before
            </th>
            <th scope="col" className="py-2 text-right">
              Tubs
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.map((r) => (
            <tr key={r.key} data-testid="pick-lot" className="break-inside-avoid">
              <td className="py-2">{r.flavor}</td>
              <td className="py-2 font-medium">{r.lot ?? <span className="text-gray-600">No lot recorded</span>}</td>
              <td className="py-2">{r.bestBefore}</td>
              <td className="py-2 text-right text-base font-bold tabular-nums">{r.quantity.toLocaleString("en-AU")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
