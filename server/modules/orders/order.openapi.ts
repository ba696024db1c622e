// The staff order operations of the published API (server/infra/http/openapi).
import { z } from "zod";
import { ShipmentsSchema } from "./order-shipments.openapi";
import { CURRENCY } from "../../../core/constants";
import {
  AU_STATES,
  FulfilInputSchema,
  ShipPartInputSchema,
  ORDER_STATUSES,
  RefundInputSchema,
  type OrderDetailView,
  type OrderView,
} from "../../../core/order";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";
import { ORDER_ID_PATTERN, OrderExportQuerySchema, OrderListQuerySchema } from "./order.admin-api";
import { SHIPPING_METHODS, SHIPPING_ZONES } from "../../../core/shipping";
import { LOT_PARAM_PATTERN } from "./order-recall.admin-api";
import { BuyLabelInputSchema, ParcelInputSchema } from "../../../core/parcel";

const cents = z.number().int().describe("Australian cents");
const when = z.string().describe("ISO 8601");

const OrderSchema = z
  .object({
    id: z.string(),
    number: z.string().describe("What the customer sees, e.g. RR-7KQ2MZ"),
    status: z.enum(ORDER_STATUSES),
    currency: z.literal(CURRENCY),
    subtotal: cents,
    shipping: cents,
    total: cents,
    gst: cents.describe("GST included in the total (1/11), in cents"),
    lines: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        flavor: z.string(),
        unitPrice: cents,
        quantity: z.number().int(),
        lineTotal: cents,
      }),
    ),
    email: z.string().nullable(),
    customerName: z.string().nullable(),
    shippingAddress: z
      .discriminatedUnion("country", [
        z.object({
          name: z.string(),
          line1: z.string(),
          line2: z.string().optional(),
          suburb: z.string(),
          state: z.enum(AU_STATES),
          postcode: z.string(),
          country: z.literal("AU"),
        }),
        z
          .object({
            name: z.string(),
            line1: z.string(),
            line2: z.string().optional().describe("The suburb, when there is one"),
            city: z.string().describe("Town or city"),
            postcode: z.string(),
            country: z.literal("NZ"),
          })
          .describe("A New Zealand address: no state"),
      ])
      .nullable(),
    provider: z.string().describe("The payment provider: stripe or test"),
    paymentReference: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    createdAt: when,
    paidAt: when.nullable(),
    fulfilledAt: when.nullable(),
    refundReference: z.string().nullable(),
    refundedAt: when.nullable(),
    promoCode: z.string().nullable().describe("The promo code the order was priced with"),
    discount: z.number().int().describe("The code's discount, in cents (0 without one)"),
    oversold: z.boolean().describe("Paid after its stock reservation lapsed while a flavour ran short: check stock"),
    shippingChoice: z
      .object({ zone: z.enum(SHIPPING_ZONES), method: z.enum(SHIPPING_METHODS) })
      .nullable()
      .optional()
      .describe("The shipping option it was priced with (null: an order from before options, sent as Standard)"),
    paymentMethod: z
      .string()
      .nullable()
      .optional()
      .describe('How it was paid, as the shopper knows it ("Visa ending 4242", "Afterpay"); null when not known'),
    partlyShipped: z
      .boolean()
      .optional()
      .describe("Paid, with some of its items sent in a parcel and the rest still to send (on the list)"),
    renewal: z
      .object({ subscriptionId: z.string(), cycle: z.number().int() })
      .optional()
      .describe("A subscription's renewal: which subscription and which renewal (absent otherwise)"),
  })
  .meta({ id: "Order", description: "An order; money in Australian cents, GST included" });

const OrderDetailSchema = OrderSchema.extend({
  events: z.array(z.object({ id: z.string(), type: z.string(), message: z.string(), createdAt: when })),
  shipments: ShipmentsSchema,
}).meta({ id: "OrderDetail", description: "An order with its history, oldest event first" });

// The answers above describe the service's types: these fail to compile when they part.
export const orderSchemaMatches: [z.output<typeof OrderSchema>, z.output<typeof OrderDetailSchema>] = [
  {} as OrderView,
  {} as OrderDetailView,
];

const orderId = {
  id: {
    description: "The order's id (ord_ and 24 hex digits)",
    schema: z.string().regex(ORDER_ID_PATTERN),
    example: `ord_${"0".repeat(24)}`,
  },
};
const detail = { description: "The order with its history", schema: OrderDetailSchema };

export const orderOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/orders",
    tag: "Admin: orders",
    summary: "List orders, newest first",
    description:
      "One page at a time: pass a page's `next` as `after` for the older orders, its `prev` as `before` for the newer ones. A damaged cursor is a 400.",
    admin: true,
    query: OrderListQuerySchema,
    responses: {
      200: {
        description: "One page of orders, the cursors of its neighbours and how many match (counted up to 10,000)",
        schema: z.object({
          orders: z.array(OrderSchema),
          next: z.string().nullable().describe("Cursor of the older orders; null on the last page"),
          prev: z.string().nullable().describe("Cursor of the newer orders; null on the first page"),
          total: z.number().int().describe("How many match, counted up to 10,000"),
          totalCapped: z.boolean().describe("More than 10,000 match"),
        }),
      },
      ...errors(400),
    },
  },
  {
    method: "get",
    path: "/api/admin/orders/export.csv",
    tag: "Admin: orders",
    summary: "Download the matching orders as CSV",
    description: "Streamed as it is read (gzip when accepted); a filter that matches nothing gives the header alone.",
    admin: true,
    query: OrderExportQuerySchema,
    responses: { 200: { description: "One row per order line", contentType: "text/csv" }, ...errors(400) },
  },
  {
    method: "get",
    path: "/api/admin/recall/export.csv",
    tag: "Admin: orders",
    summary: "Download the recall list of every lot of a flavour best before within a range, as CSV",
    description:
      "One row per order and lot: the customer, the address it went to and the tubs of that lot. Its query names the flavour (`flavour`, as on the Stock screen) and the best-before range (`from` and `to`, yyyy-mm-dd, both included); each is needed, and a missing or unreadable one is refused with 400. Owners and managers; each download is in the audit log.",
    admin: true,
    responses: { 200: { description: "One row per order and lot", contentType: "text/csv" }, ...errors(400) },
  },
  {
    method: "get",
    path: "/api/admin/recall/{lot}/export.csv",
    tag: "Admin: orders",
    summary: "Download a lot's recall list as CSV",
    description:
      "One row per order that shipped tubs of the lot: the customer, the address it went to and the tubs of that lot. Owners and managers; each download is in the audit log.",
    admin: true,
    params: {
      lot: {
        description: "The lot number as printed on the tub (any case)",
        schema: z.string().regex(LOT_PARAM_PATTERN),
        example: "L2311",
      },
    },
    responses: { 200: { description: "One row per order", contentType: "text/csv" }, ...errors(404) },
  },
  {
    method: "get",
    path: "/api/admin/orders/{id}",
    tag: "Admin: orders",
    summary: "One order with its history",
    admin: true,
    params: orderId,
    responses: { 200: detail, ...errors(404) },
  },
  {
    method: "get",
    path: "/api/admin/orders/{id}/invoice.pdf",
    tag: "Admin: orders",
    summary: "The order's tax invoice as a PDF",
    description: "Only a paid order (paid, fulfilled or refunded) has a tax invoice; any other is a 404.",
    admin: true,
    params: orderId,
    responses: { 200: { description: "The tax invoice, A4", contentType: "application/pdf" }, ...errors(404) },
  },
  {
    method: "get",
    path: "/api/admin/orders/{id}/adjustment-note.pdf",
    tag: "Admin: orders",
    summary: "The refunded order's adjustment note as a PDF",
    description: "The amount refunded and its GST, against the order's tax invoice; an order not refunded is a 404.",
    admin: true,
    params: orderId,
    responses: { 200: { description: "The adjustment note, A4", contentType: "application/pdf" }, ...errors(404) },
  },
  {
    method: "post",
    path: "/api/admin/orders/{id}/fulfil",
    tag: "Admin: orders",
    summary: "Mark a paid order as sent, with its tracking number or untracked",
    description:
      "The tracking number is optional (empty or left out for an order sent untracked). E-mails the customer that it was sent, with the carrier's tracking link when there is a number.",
    admin: true,
    params: orderId,
    body: { schema: FulfilInputSchema, example: { trackingNumber: "AP123456789AU" } },
    responses: { 200: detail, ...errors(...BODY_ERRORS, 404, 409) },
  },
  {
    method: "post",
    path: "/api/admin/orders/{id}/ship",
    tag: "Admin: orders",
    summary: "Send part of a paid order in one parcel",
    description:
      "How many of each order line (in the order's line order) go in this parcel, with its tracking number or none. " +
      "Its tubs are allocated to lots and the customer gets one e-mail of what is in it and what follows. The order " +
      "stays paid until its last item ships, then it is fulfilled. Name the parcel (`shipmentId`) so a retry records " +
      "it once. More than is left to ship is refused with nothing changed.",
    admin: true,
    params: orderId,
    body: {
      schema: ShipPartInputSchema,
      example: { shipmentId: "shp_3f9a0c1d2e4b5a6c7d8e", quantities: [2, 0], trackingNumber: "AP123456789AU" },
    },
    responses: { 200: detail, ...errors(...BODY_ERRORS, 404, 409) },
  },
  {
    method: "post",
    path: "/api/admin/orders/{id}/refund",
    tag: "Admin: orders",
    summary: "Refund a paid or fulfilled order in full",
    admin: true,
    params: orderId,
    body: { schema: RefundInputSchema, example: { reason: "Damaged in transit" }, optional: true },
    responses: { 200: detail, ...errors(...BODY_ERRORS, 404, 409, 502, 503) },
  },
  {
    method: "post",
    path: "/api/admin/orders/{id}/label/quote",
    tag: "Admin: orders",
    summary: "The carrier's price for a paid order's parcel (Sendle)",
    description:
      "The cheapest service the carrier offers from the shop's address (Settings) to the order's, for the parcel's weight in grams and size in centimetres. 404 when the shop has no carrier account (SENDLE_ID and SENDLE_API_KEY); a refusal by the carrier is a 400 in one sentence; the carrier not answering is a 503 with Retry-After.",
    admin: true,
    params: orderId,
    body: { schema: ParcelInputSchema, example: { weightGrams: 1350, lengthCm: 30, widthCm: 20, heightCm: 15 } },
    responses: {
      200: {
        description: "The quote",
        schema: z.object({
          carrier: z.string(),
          priceCents: cents,
          productCode: z.string(),
          serviceName: z.string(),
          etaDays: z.tuple([z.number().int(), z.number().int()]).nullable().describe("Business days, fewest and most"),
          parcel: ParcelInputSchema,
        }),
      },
      ...errors(...BODY_ERRORS, 404, 409, 503),
    },
  },
  {
    method: "post",
    path: "/api/admin/orders/{id}/label",
    tag: "Admin: orders",
    summary: "Buy the carrier's label for a paid order and mark it sent",
    description:
      "Bought once per order (the carrier is asked with a key made from the order id, so a retry is not charged again); the carrier's reference becomes the tracking number and the order is fulfilled as by /fulfil, with the customer's shipping e-mail. A refusal or an outage changes nothing.",
    admin: true,
    params: orderId,
    body: {
      schema: BuyLabelInputSchema,
      example: { weightGrams: 1350, lengthCm: 30, widthCm: 20, heightCm: 15, productCode: "STANDARD-PICKUP" },
    },
    responses: { 200: detail, ...errors(...BODY_ERRORS, 404, 409, 503) },
  },
  {
    method: "get",
    path: "/api/admin/orders/{id}/label.pdf",
    tag: "Admin: orders",
    summary: "The order's shipping label as a PDF",
    description: "Fetched from the carrier, which keeps it; an order without a label is a 404.",
    admin: true,
    params: orderId,
    responses: { 200: { description: "The label, A4", contentType: "application/pdf" }, ...errors(404, 503) },
  },
];
