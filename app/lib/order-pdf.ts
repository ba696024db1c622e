// The signed-in shopper's PDFs of an order (tax invoice, adjustment note): only of their own
// order, found as the account's order pages find it, so someone else's order is not found either.
import type { AppLoadContext } from "react-router";
import { pdfDownloadHeaders } from "../../core/tax-invoice";
import { requireCustomer } from "./account-route";
import { asAppError } from "./form-result";

type PdfFile = { filename: string; content: Uint8Array };

const notFound = (message: string) =>
  new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function ownOrderPdf(
  context: AppLoadContext,
  number: string,
  /** Makes the file; a 404 AppError (the order has no such document) is answered with its sentence. */
  make: (orderId: string) => Promise<PdfFile>,
): Promise<Response> {
  const { customerId } = requireCustomer(context);
  const order = await context.services.accounts.findOrder(customerId, number);
  if (!order) return notFound("Order not found.");
  try {
    const file = await make(order.id);
    return new Response(new Uint8Array(file.content), { headers: pdfDownloadHeaders(file.filename) });
  } catch (err) {
    const e = asAppError(err);
    if (e?.status === 404) return notFound(e.message);
    throw err;
  }
}
