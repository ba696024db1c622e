// The Stock screen: every flavour a shopper can choose, with its tubs on hand, reserved for
// orders awaiting payment, and available; a badge when it is low or sold out; and forms to
// set it or adjust it by a delivery or a write-off; and how many shoppers wait to be e-mailed
// when a sold-out flavour is back (they are e-mailed once the change leaves tubs available).
import { stockAlerts, type StockLine } from "../../../../core/stock";
import type { ReactNode } from "react";
import type { LotLine } from "../../../../core/stock-lots";
import { SellableMargin } from "./stock-lots";
import { StockRow } from "./stock-row";

const TONES = {
  red: "bg-red-50 text-red-900 ring-red-200",
  amber: "bg-amber-50 text-amber-950 ring-amber-200",
} as const;

/** One banner above the cards: what is wrong, and which flavours. */
function Banner(props: {
  testId: string;
  tone: keyof typeof TONES;
  title: string;
  flavours: readonly string[];
  children: ReactNode;
}) {
  return (
    <div data-testid={props.testId} role="note" className={`rounded-xl p-4 text-sm ring-1 ${TONES[props.tone]}`}>
      <p>
        <strong className="font-semibold">{props.title}: </strong>
        {props.flavours.join(", ")}
      </p>
      <p className="mt-0.5">{props.children}</p>
    </div>
  );
}

export function StockList(props: {
  stock: readonly StockLine[];
  lots: readonly LotLine[];
  sellableMarginDays: number;
}) {
  const { stock, lots } = props;
  const { soldOut, low } = stockAlerts(stock);
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
          e-mails each of them once. Receiving a lot adds its tubs and records its best-before date; orders take the
          earliest lot first when they are marked fulfilled.
        </p>
      </div>
      <SellableMargin days={props.sellableMarginDays} />
      {soldOut.length > 0 ? (
        <Banner testId="sold-out-banner" tone="red" title="Sold out" flavours={soldOut}>
          Shoppers cannot buy {soldOut.length === 1 ? "this flavour" : "these flavours"} until you add stock.
        </Banner>
      ) : null}
      {low.length > 0 ? (
        <Banner testId="low-stock-banner" tone="amber" title="Running low" flavours={low}>
          At or below the level you asked to be warned at.
        </Banner>
      ) : null}
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Flavours">
        {stock.map((line) => (
          <StockRow key={line.key} line={line} lots={lots.filter((l) => l.flavorKey === line.key)} />
        ))}
      </ul>
    </section>
  );
}
