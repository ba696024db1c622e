// /account/orders/:number/adjustment-note.pdf: the refunded order's adjustment note (the refund
// and its GST against the tax invoice), for the shopper who owns the order.
import { hasAdjustmentNote } from "../../../core/tax-invoice";
import { ownOrderPdf } from "../../lib/order-pdf";
import type { Route } from "./+types/account.adjustment-note-pdf";

export function loader({ context, params }: Route.LoaderArgs) {
  return ownOrderPdf(context, params.number, {
    missing: (o) =>
      hasAdjustmentNote(o) ? null : `Order ${o.number} has no adjustment note: it has not been refunded.`,
    make: (id) => context.services.orders.adjustmentNotePdf(id),
  });
}
