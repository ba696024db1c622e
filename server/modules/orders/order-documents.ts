// An order's tax invoice and adjustment note as PDF files: the order read from the database,
// turned into the view model the web invoice also draws (core/tax-invoice.ts), and laid out
// (order.invoice-pdf.ts). Made when asked for, never stored: the order is the record.
import type { OrderView } from "../../../core/order";
import {
  adjustmentNoteView,
  hasTaxInvoice,
  refundGiven,
  taxInvoiceView,
  type RefundGiven,
} from "../../../core/tax-invoice";
import { AppError } from "../../errors";
import type { AttachmentRenderer } from "../../infra/mail/mail-transport";
import { ADJUSTMENT_NOTE_PDF, TAX_INVOICE_PDF } from "./order.emails";
import { renderAdjustmentNotePdf, renderTaxInvoicePdf } from "./order.invoice-pdf";
import * as repo from "./order.repository";
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

  /** The refunds made at the provider in part, as the timeline recorded them (with their amount). */
  async function partialRefunds(order: OrderView): Promise<RefundGiven[]> {
    if (order.status === "refunded") return [];
    const events = await repo.selectOrderEvents(db, order.id);
    return events.flatMap((e) => {
      if (e.type !== "partial_refund" || !e.data) return [];
      const d = JSON.parse(e.data) as { amount?: unknown; reference?: unknown };
      if (typeof d.amount !== "number" || typeof d.reference !== "string") return [];
      return [{ amount: d.amount, reference: d.reference, at: e.created_at }];
    });
  }

  return {
    /** Whether the order has an adjustment note: refunded, whole or in part. */
    async hasAdjustmentNote(id: string): Promise<boolean> {
      const order = await steps.load(db, id);
      return order ? refundGiven(order, await partialRefunds(order)) !== null : false;
    },

    /** The paid order's tax invoice; an unpaid order has none (not found). */
    async taxInvoicePdf(id: string): Promise<PdfFile> {
      const order = await invoicedOrder(id);
      const view = taxInvoiceView(order, seller, seller.timeZone);
      return {
        filename: fileName(seller.shopName, "tax-invoice", order.number),
        content: await renderTaxInvoicePdf(view),
      };
    },

    /** The refunded order's adjustment note (whole or in part); an order not refunded has none (not found). */
    async adjustmentNotePdf(id: string): Promise<PdfFile> {
      const order = await invoicedOrder(id);
      const view = adjustmentNoteView(order, seller, seller.timeZone, await partialRefunds(order));
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
