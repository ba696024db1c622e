// The Stock screen: every flavour a shopper can choose, with its tubs on hand, reserved for
// orders awaiting payment, and available; a badge when it is low or sold out; and forms to
// set it or adjust it by a delivery or a write-off; and how many shoppers wait to be e-mailed
// when a sold-out flavour is back (they are e-mailed once the change leaves tubs available).
import type { StockLine } from "../../../../core/stock";
import { StockRow } from "./stock-row";

export function StockList({ stock }: { stock: readonly StockLine[] }) {
  const low = stock.filter((l) => l.counted && l.low).length;
  return (
    <section aria-labelledby="stock-heading" className="space-y-5">
      <div>
        <h2 id="stock-heading" className="text-xl font-bold text-gray-900">
          Stock
        </h2>
        <p className="max-w-3xl text-sm text-gray-600">
          Tubs per flavour. A pack takes one tub of each flavour chosen, per pack. Tubs are reserved when a shopper
          starts checkout and leave the shelf when they pay. A flavour with no stock set is not counted and never sells
          out. Shoppers can ask to be e-mailed when a sold-out flavour is back: saving stock that makes it available
          e-mails each of them once.
          {low > 0 ? ` ${low} ${low === 1 ? "flavour is" : "flavours are"} low.` : ""}
        </p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Flavours">
        {stock.map((line) => (
          <StockRow key={line.key} line={line} />
        ))}
      </ul>
    </section>
  );
}
