// An order's tax invoice and adjustment note as PDF files: the order read from the database,
// turned into the view model the web invoice also draws (core/tax-invoice.ts), and laid out
// (order.invoice-pdf.ts). Made when asked for, never stored: the order is the record.
import { adjustmentNoteView, hasTaxInvoice, taxInvoiceView } from "../../../core/tax-invoice";
import { AppError } from "../../errors";
import type { AttachmentRenderer } from "../../infra/mail/mail-transport";
import { ADJUSTMENT_NOTE_PDF, TAX_INVOICE_PDF } from "./order.emails";
import { renderAdjustmentNotePdf, renderTaxInvoicePdf } from "./order.invoice-pdf";
import { orderNotFound, type OrderSteps } from "./order.steps";
import type { OrderServiceDeps } from "./order.types";

export type PdfFile = { filename: string; content: Buffer };

/** "Rebound-tax-invoice-RR-ABC234.pdf": the shop's name first, so a downloads folder groups them. */
function fileName(shopName: string, what: string, number: string): string {
  const shop = shopName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "Shop";
  return `${shop}-${what}-${number}.pdf`;
}

export function createOrderDocuments(deps: Pick<OrderServiceDeps, "db" | "seller">, steps: OrderSteps) {
  const { db, seller } = deps;

  async function invoicedOrder(id: string) {
    const order = await steps.load(db, id);
    if (!order) throw orderNotFound(id);
    if (!hasTaxInvoice(order)) {
      throw new AppError("not_found", `Order ${order.number} has no tax invoice: it has not been paid.`);
    }
    return order;
  }

  return {
    /** The paid order's tax invoice; an unpaid order has none (not found). */
    async taxInvoicePdf(id: string): Promise<PdfFile> {
      const order = await invoicedOrder(id);
      const view = taxInvoiceView(order, seller, seller.timeZone);
      return {
        filename: fileName(seller.shopName, "tax-invoice", order.number),
        content: await renderTaxInvoicePdf(view),
      };
    },

    /** The refunded order's adjustment note; an order not refunded has none (not found). */
    async adjustmentNotePdf(id: string): Promise<PdfFile> {
      const order = await invoicedOrder(id);
      const view = adjustmentNoteView(order, seller, seller.timeZone);
      if (!view)
        throw new AppError("not_found", `Order ${order.number} has no adjustment note: it has not been refunded.`);
      return {
        filename: fileName(seller.shopName, "adjustment-note", order.number),
        content: await renderAdjustmentNotePdf(view),
      };
    },
  };
}

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;

/** How the mail sender makes the PDFs the order e-mails name, when it sends them. */
export function orderAttachmentRenderers(docs: OrderDocuments): Record<string, AttachmentRenderer> {
  const pdf = async (file: Promise<PdfFile>) => ({ ...(await file), contentType: "application/pdf" });
  return {
    [TAX_INVOICE_PDF]: (id) => pdf(docs.taxInvoicePdf(id)),
    [ADJUSTMENT_NOTE_PDF]: (id) => pdf(docs.adjustmentNotePdf(id)),
  };
}
