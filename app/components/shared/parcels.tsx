// An order's parcels as its customer sees them (the account's order page and the tax invoice):
// when each left, in words, its tracking link or "sent without tracking", and what it held.
import { trackingUrl, type ShipmentView } from "../../../core/order";

/** A parcel with its date already in words (the loader formats it in the shop's zone). */
export type ParcelView = Omit<ShipmentView, "createdAt"> & { sentOn: string };

export function Parcels({
  parcels,
  heading: Heading = "h3",
  linkClass,
}: {
  parcels: readonly ParcelView[];
  heading?: "h2" | "h3";
  linkClass: string;
}) {
  if (parcels.length === 0) return null;
  return (
    <section aria-labelledby="parcels-heading" className="space-y-2" data-testid="parcels">
      <Heading id="parcels-heading" className="text-base font-bold text-gray-900">
        {parcels.length === 1 ? "Shipment" : `Shipments (${parcels.length})`}
      </Heading>
      <ol className="space-y-3 text-sm text-gray-800">
        {parcels.map((p, i) => (
          <li key={p.id} className="rounded-lg p-3 ring-1 ring-gray-200" data-testid="parcel">
            <p className="font-semibold">
              {parcels.length > 1 ? `Parcel ${i + 1}, sent ${p.sentOn}` : `Sent ${p.sentOn}`}
            </p>
            <p>
              {p.trackingNumber ? (
                <>
                  Tracking number{" "}
                  <a
                    href={trackingUrl(p.trackingNumber)}
                    className={linkClass}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {p.trackingNumber}
                    <span className="sr-only"> (opens Australia Post tracking in a new tab)</span>
                  </a>
                </>
              ) : (
                "Sent without tracking"
              )}
            </p>
            <ul className="mt-1">
              {p.lines.map((l) => (
                <li key={l.position}>
                  {l.quantity} × {l.name}
                  {l.flavor ? ` (${l.flavor})` : ""}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
