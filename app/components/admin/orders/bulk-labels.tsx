// The ship screen's "Buy Sendle labels" (only with a carrier account): one label per selected paid
// order at its estimated parcel and the cheapest service; the outcome is listed per order, as for
// typed tracking numbers.
import { Form, useNavigation } from "react-router";
import type { ShipListing } from "../../../../server/modules/orders/order-bulk.types";
import { buttonClass, Section } from "../shared/form-controls";

export function BulkLabels({ listing, carrier }: { listing: ShipListing; carrier: string }) {
  const nav = useNavigation();
  const busy = nav.state !== "idle" && nav.formData?.get("intent") === "labels";
  const paid = listing.orders.filter((o) => o.status === "paid");
  if (paid.length === 0) return null;
  return (
    <Section title={`${carrier} labels`}>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="labels" />
        {paid.map((o) => (
          <input key={o.number} type="hidden" name="number" value={o.number} />
        ))}
        <p className="text-sm text-gray-600">
          Each label is bought at the order&apos;s estimated weight in the usual box, with {carrier}&apos;s cheapest
          service, and the order is marked fulfilled with its tracking number. To weigh a parcel first, buy its label on
          the order&apos;s own page.
        </p>
        <button type="submit" className={buttonClass.secondary} disabled={busy}>
          {busy
            ? "Buying labels…"
            : `Buy ${paid.length.toLocaleString("en-AU")} ${carrier} ${paid.length === 1 ? "label" : "labels"}`}
        </button>
      </Form>
    </Section>
  );
}
