// /account/orders/:number/adjustment-note.pdf: the refunded order's adjustment note (the refund,
// whole or in part, and its GST against the tax invoice), for the shopper who owns the order.
import { ownOrderPdf } from "../../lib/order-pdf";
import type { Route } from "./+types/account.adjustment-note-pdf";

export function loader({ context, params }: Route.LoaderArgs) {
  return ownOrderPdf(context, params.number, (id) => context.services.orders.adjustmentNotePdf(id));
}
