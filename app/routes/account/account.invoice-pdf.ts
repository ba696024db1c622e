// /account/orders/:number/invoice.pdf: the order's tax invoice as a PDF, the same document the
// invoice page shows and the confirmation e-mail carries, for the shopper who owns the order.
import { ownOrderPdf } from "../../lib/order-pdf";
import type { Route } from "./+types/account.invoice-pdf";

export function loader({ context, params }: Route.LoaderArgs) {
  return ownOrderPdf(context, params.number, (id) => context.services.orders.taxInvoicePdf(id));
}
