// The signed-in shopper's PDFs of an order (tax invoice, adjustment note): only of their own
// order, found as the account's order pages find it, so someone else's order is not found either.
import type { AppLoadContext } from "react-router";
import type { OrderView } from "../../core/order";
import { pdfDownloadHeaders } from "../../core/tax-invoice";
import { requireCustomer } from "./account-route";

type PdfFile = { filename: string; content: Uint8Array };

const notFound = (message: string) =>
  new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function ownOrderPdf(
  context: AppLoadContext,
  number: string,
  document: {
    /** The sentence a shopper reads when the order has no such document. */
    missing: (order: OrderView) => string | null;
    make: (orderId: string) => Promise<PdfFile>;
  },
): Promise<Response> {
  const { customerId } = requireCustomer(context);
  const order = await context.services.accounts.findOrder(customerId, number);
  if (!order) return notFound("Order not found.");
  const missing = document.missing(order);
  if (missing) return notFound(missing);
  const file = await document.make(order.id);
  return new Response(new Uint8Array(file.content), { headers: pdfDownloadHeaders(file.filename) });
}
