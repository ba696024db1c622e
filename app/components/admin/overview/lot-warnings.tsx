// The Overview's note of lots nearing the day they stop being sold (best-before less the
// sellable margin), so staff can sell or move them first; the Stock screen has the detail.
import { Link } from "react-router";
import { lotWarningText, type LotLine } from "../../../../core/stock-lots";

/** How many lots the note names before it says "and N more". */
const SHOWN = 5;

export function LotWarnings({ lots, mayOpenStock }: { lots: readonly LotLine[]; mayOpenStock: boolean }) {
  if (lots.length === 0) return null;
  const more = lots.length - SHOWN;
  return (
    <div role="note" className="rounded-2xl bg-amber-50 p-5 text-sm ring-1 ring-amber-200" data-testid="lot-warnings">
      <h3 className="font-semibold text-amber-950">Lots near their sell-by date</h3>
      <ul className="mt-2 space-y-1 text-amber-950">
        {lots.slice(0, SHOWN).map((l) => (
          <li key={l.id}>{lotWarningText(l)}</li>
        ))}
        {more > 0 ? <li>and {more} more</li> : null}
      </ul>
      {mayOpenStock ? (
        <Link to="/admin/stock" className="mt-2 inline-flex min-h-6 items-center font-medium text-purple-700">
          Open Stock
        </Link>
      ) : null}
    </div>
  );
}
