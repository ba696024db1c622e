// Which lots an order's tubs came from ("Lot L2311, best before March 2027"), on the admin's
// order page, the customer's tax invoice and the packing slip: a food must be traceable to its batch.
import { useId } from "react";
import { shippedLotText, type ShippedLot } from "../../../core/stock-lots";

export function ShippedLots(props: { lots: readonly ShippedLot[]; className?: string; heading?: "h2" | "h3" }) {
  const { lots, className = "" } = props;
  const Heading = props.heading ?? "h3";
  // Several on one page (a sheet of packing slips): each names its own heading.
  const headingId = useId();
  if (lots.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className} data-testid="shipped-lots">
      <Heading id={headingId} className="text-sm font-semibold">
        Lots shipped
      </Heading>
      <ul className="mt-1 space-y-0.5 text-sm">
        {lots.map((l, i) => (
          <li key={i}>
            {l.quantity} {l.flavor}: {shippedLotText(l)}
          </li>
        ))}
      </ul>
    </section>
  );
}
