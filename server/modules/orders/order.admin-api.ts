// Staff endpoints for orders, mounted at /api/admin/orders behind the admin session check.
import { Hono } from "hono";
import { z } from "zod";
import { FulfilInputSchema, RefundInputSchema } from "../../../core/order";
import { ORDER_STATUS_FILTERS } from "../../../core/order-filter";
import { AppError, fieldErrors } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import { csvResponse } from "../../infra/http/csv-stream";
import type { OrderService } from "./order.service";
import { ORDER_ID_PATTERN } from "./order.types";
import { shopDayKey } from "../../../core/shop-time";
import { pdfDownloadHeaders } from "../../../core/tax-invoice";
import type { PdfFile } from "./order-documents";
import { BuyLabelInputSchema, ParcelInputSchema } from "../../../core/parcel";
import type { LabelService } from "./order-label.service";

const pdfResponse = (file: PdfFile) =>
  new Response(new Uint8Array(file.content), { headers: pdfDownloadHeaders(file.filename) });

/** offset was replaced by cursors: refused, so a client that still sends it is told why. */
export const NO_OFFSET = z
  .undefined({ error: "offset is no longer accepted: follow the page's next cursor with after=" })
  .optional()
  .describe("No longer accepted: use after= with the previous page's next");

export const OrderListQuerySchema = z.object({
  status: z
    .enum(ORDER_STATUS_FILTERS)
    .optional()
    .describe(
      "Only orders in this state; 'unpaid' for checkouts never paid (awaiting payment, expired, cancelled), 'partly_shipped' for paid orders with a parcel sent and the rest to send, 'any' for every order. Without it: every order but unpaid checkouts",
    ),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe("The start of an order number (with or without RR-), an e-mail address or a customer's name"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  after: z.string().max(300).optional().describe("The `next` cursor of the previous page: the orders after it (older)"),
  before: z.string().max(300).optional().describe("The `prev` cursor of a page: the orders before it (newer)"),
  offset: NO_OFFSET,
});
export const OrderExportQuerySchema = OrderListQuerySchema.pick({ status: true, q: true });

export { ORDER_ID_PATTERN };

function parse<T>(schema: z.ZodType<T>, input: unknown, message: string): T {
  const r = schema.safeParse(input);
  if (!r.success) throw new AppError("validation", message, { details: fieldErrors(r.error.issues) });
  return r.data;
}

function orderId(id: string): string {
  if (!ORDER_ID_PATTERN.test(id)) throw new AppError("not_found", `Order ${id} not found`);
  return id;
}

export function adminOrderRoutes(
  orders: OrderService,
  opts: { clock: () => Date; zone: string; labels?: LabelService },
) {
  const app = new Hono();
  app.use(limitBody(16 * 1024));
  app.get("/", async (c) => {
    const q = parse(OrderListQuerySchema, c.req.query(), "Invalid order filter");
    return c.json(await orders.listOrders({ ...q, q: q.q || undefined }));
  });
  app.get("/export.csv", async (c) => {
    const q = parse(OrderExportQuerySchema, c.req.query(), "Invalid order filter");
    const day = shopDayKey(opts.clock().toISOString(), opts.zone);
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    const { chunks, encoding } = orders.exportOrdersCsv({ ...q, q: q.q || undefined }, { gzip });
    return csvResponse(chunks, `orders-${day}.csv`, { encoding });
  });
  app.get("/:id", async (c) => c.json(await orders.getOrderDetail(orderId(c.req.param("id")))));
  app.get("/:id/invoice.pdf", async (c) => pdfResponse(await orders.taxInvoicePdf(orderId(c.req.param("id")))));
  app.get("/:id/adjustment-note.pdf", async (c) =>
    pdfResponse(await orders.adjustmentNotePdf(orderId(c.req.param("id")))),
  );
  app.post("/:id/fulfil", async (c) => {
    const { trackingNumber, lots } = await readBody(c, FulfilInputSchema, {
      optional: true,
      invalid: "Enter a valid tracking number",
    });
    return c.json(await orders.fulfilOrder(orderId(c.req.param("id")), trackingNumber, actorOf(c), { lots }));
  });
  app.post("/:id/ship", async (c) =>
    c.json(await orders.shipPart(orderId(c.req.param("id")), await readBody(c), actorOf(c))),
  );
  app.post("/:id/refund", async (c) => {
    const { reason, restock } = await readBody(c, RefundInputSchema, { optional: true, invalid: "Invalid refund" });
    return c.json(await orders.refundOrder(orderId(c.req.param("id")), reason, actorOf(c), { restock }));
  });
  // A carrier's label: the quote for the parcel staff weighed, the purchase that fulfils the order,
  // and the label's PDF. Without a carrier account each answers 404.
  app.post("/:id/label/quote", async (c) => {
    const parcel = await readBody(c, ParcelInputSchema, { invalid: "Enter the parcel's weight and size" });
    return c.json(await labelsOf(opts.labels).quote(orderId(c.req.param("id")), parcel));
  });
  app.post("/:id/label", async (c) => {
    const { productCode, ...parcel } = await readBody(c, BuyLabelInputSchema, {
      invalid: "Enter the parcel's weight and size",
    });
    return c.json(await labelsOf(opts.labels).buy(orderId(c.req.param("id")), parcel, productCode, actorOf(c)));
  });
  app.get("/:id/label.pdf", async (c) => pdfResponse(await labelsOf(opts.labels).labelPdf(orderId(c.req.param("id")))));
  return app;
}

function labelsOf(labels: LabelService | undefined): LabelService {
  if (!labels?.enabled) throw new AppError("not_found", "Labels are not set up: the shop has no carrier account");
  return labels;
}
