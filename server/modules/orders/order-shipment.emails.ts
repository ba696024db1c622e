// The e-mail for one parcel of an order sent in several: what is in this parcel, what follows
// later (or that it completes the order), and its tracking link when it has one.
import { trackingUrl, type OrderView } from "../../../core/order";
import { lineLabel, orderNotice, type OutgoingMail, type Seller } from "./order.emails";

export type ParcelLine = { line: OrderView["lines"][number]; quantity: number };

export function shipmentMail(
  order: OrderView,
  seller: Seller,
  parcel: {
    lines: readonly ParcelLine[];
    toCome: readonly ParcelLine[];
    trackingNumber: string | null;
    first: boolean;
  },
): OutgoingMail {
  const { trackingNumber: tracking, toCome } = parcel;
  const complete = toCome.length === 0;
  const what = complete && !parcel.first ? "The rest of your" : complete ? "Your" : "Part of your";
  const sent = `${what} ${seller.shopName} order ${order.number} is on its way`;
  const opening = tracking ? `${sent}, with tracking.` : `${sent}, sent without tracking.`;
  const items = (lines: readonly ParcelLine[]) =>
    lines.map((p) => `  ${p.quantity} x ${lineLabel(p.line, order.renewal)}`);
  const ending = complete ? "This parcel completes your order." : "We'll e-mail you again when the rest is on its way.";
  return orderNotice(order, seller, {
    subject: `${what} ${seller.shopName} order ${order.number} has shipped`,
    text: [
      opening,
      ...(tracking ? [`Tracking number: ${tracking}`, `Track it: ${trackingUrl(tracking)}`] : []),
      "",
      "In this parcel:",
      ...items(parcel.lines),
      "",
      ...(complete ? [ending] : ["Still to come:", ...items(toCome), "", ending]),
    ],
    heading: complete ? "The rest of your order is on its way" : "Part of your order is on its way",
    blocks: [
      { kind: "p", text: opening },
      ...(tracking
        ? [
            {
              kind: "p",
              text: `Tracking number: ${tracking}`,
              action: { label: "Track your parcel", url: trackingUrl(tracking) },
            } as const,
          ]
        : []),
      { kind: "p", text: "In this parcel:" },
      {
        kind: "items",
        lines: parcel.lines.map((p) => ({ name: lineLabel(p.line, order.renewal), quantity: p.quantity })),
      },
      ...(complete
        ? []
        : [
            { kind: "p", text: "Still to come:" } as const,
            {
              kind: "items",
              lines: toCome.map((p) => ({ name: lineLabel(p.line, order.renewal), quantity: p.quantity })),
            } as const,
          ]),
      { kind: "p", text: ending },
    ],
  });
}
