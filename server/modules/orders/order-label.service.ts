// Shipping labels bought through a carrier (Sendle) from the order screen. Staff confirm a quote
// for the parcel they weighed; the carrier sells the label first, under a key made from the order
// id, so a retry (a double click, a lost answer, a failed write here) is the same label charged
// once. Then one transaction stores the label and fulfils the order through the one fulfilment
// path: its tracking number, the customer's single shipping e-mail, the audit entry. A refusal by
// the carrier changes nothing here. The label's PDF is fetched from the carrier when staff ask.
import { formatPrice } from "../../../core/money";
import type { OrderDetailView } from "../../../core/order";
import { parseAuAddress, type ParcelInput } from "../../../core/parcel";
import { formatGrams } from "../../../core/weight";
import type { Seller } from "../../../core/store-details";
import { AppError } from "../../errors";
import type { Carrier, CarrierAddress, CarrierQuote } from "../../infra/carriers/carrier";
import type { Db } from "../../infra/db/client";
import { recordAudit, type Actor } from "../audit/audit.record";
import * as repo from "./order-label.repository";
import type { OrderService } from "./order.service";

export type LabelQuote = CarrierQuote & { carrier: string; parcel: ParcelInput };

export type OrderLabelView = {
  carrier: string;
  service: string;
  trackingNumber: string;
  trackingUrl: string | null;
  priceCents: number | null;
  createdAt: string;
};

export type LabelService = ReturnType<typeof createLabelService>;

/** The carrier's idempotency key for an order's label: one label per order, however often it is asked. */
export const labelKey = (orderId: string) => `rebound-label-${orderId}`;

export function createLabelService(deps: {
  db: Db;
  clock: () => Date;
  /** Null without a carrier account: nothing here is offered, fulfilment works as before. */
  carrier: Carrier | null;
  orders: Pick<OrderService, "getOrderDetail" | "fulfilOrder">;
  seller: Pick<Seller, "address" | "name" | "shopName" | "supportEmail" | "supportPhone">;
  /** The parcel staff are offered for an order, from its products' weights and the packaging. */
  estimate: (order: OrderDetailView) => Promise<ParcelInput>;
}) {
  const { db, clock, carrier, orders, seller } = deps;

  function need(): Carrier {
    if (!carrier) throw new AppError("not_found", "Labels are not set up: the shop has no carrier account");
    return carrier;
  }

  function shopAddress(): CarrierAddress {
    const a = parseAuAddress(seller.address);
    if (!a) {
      throw new AppError(
        "conflict",
        "Enter the shop's address in Settings as street, suburb, state and postcode (such as 12 Smith Street, Fitzroy VIC 3065) so the carrier knows where to collect from",
      );
    }
    return { ...a, country: "AU" };
  }

  async function labelledOrder(id: string): Promise<OrderDetailView & { to: CarrierAddress }> {
    const order = await orders.getOrderDetail(id);
    if (await repo.selectLabel(db, id)) {
      throw new AppError("conflict", `Order ${order.number} already has a label`);
    }
    if (order.status !== "paid") {
      throw new AppError(
        "conflict",
        `Only a paid order can be sent with a label; order ${order.number} is ${order.status}`,
      );
    }
    const a = order.shippingAddress;
    if (!a) throw new AppError("conflict", `Order ${order.number} has no delivery address`);
    // Labels are bought for the domestic service; a parcel abroad goes with a typed tracking number.
    if (a.country === "NZ") {
      throw new AppError(
        "conflict",
        `Order ${order.number} goes to New Zealand: send it with your international service and type its tracking number`,
      );
    }
    const to: CarrierAddress = {
      line1: a.line1,
      ...(a.line2 ? { line2: a.line2 } : {}),
      suburb: a.suburb,
      state: a.state,
      postcode: a.postcode,
      country: "AU",
    };
    return { ...order, to };
  }

  return {
    /** Whether labels can be bought at all (the screens show nothing of them otherwise). */
    enabled: carrier !== null,
    carrierName: carrier?.name ?? null,
    estimate: deps.estimate,

    /** The cheapest service the carrier offers for this order's parcel. */
    async quote(id: string, parcel: ParcelInput): Promise<LabelQuote> {
      const c = need();
      const order = await labelledOrder(id);
      const quotes = await c.quote(shopAddress(), order.to, parcel);
      const best = quotes[0];
      if (!best)
        throw new AppError("conflict", `${c.name} offers no service to ${order.to.suburb} ${order.to.postcode}`);
      return { ...best, carrier: c.name, parcel };
    },

    /** Buys the label and fulfils the order with its tracking number, or changes nothing. */
    async buy(
      id: string,
      parcel: ParcelInput,
      productCode: string | undefined,
      actor: Actor,
    ): Promise<OrderDetailView> {
      const c = need();
      const order = await labelledOrder(id);
      const from = shopAddress();
      // The service's name as the carrier gives it today, and a code it no longer offers refused.
      const offered = await c.quote(from, order.to, parcel);
      const chosen = productCode ? offered.find((q) => q.productCode === productCode) : offered[0];
      if (!chosen) {
        throw new AppError("conflict", `${c.name} no longer offers that service for this parcel; get a new quote`);
      }
      const label = await c.buyLabel({
        sender: {
          name: seller.shopName,
          company: seller.name,
          ...(seller.supportEmail ? { email: seller.supportEmail } : {}),
          ...(seller.supportPhone ? { phone: seller.supportPhone } : {}),
          address: from,
        },
        receiver: {
          name: order.shippingAddress!.name,
          ...(order.email ? { email: order.email } : {}),
          address: order.to,
        },
        parcel,
        description: `${seller.shopName} order ${order.number}`,
        reference: order.number,
        productCode: chosen.productCode,
        idempotencyKey: labelKey(id),
      });
      const service = chosen.serviceName;
      const fulfil = orders.fulfilOrder(id, label.trackingNumber, actor, {
        carrier: c.name,
        within: async (trx) => {
          const at = clock().toISOString();
          await repo.insertLabel(trx, {
            order_id: id,
            carrier: c.name.toLowerCase(),
            carrier_order_id: label.carrierOrderId,
            tracking_number: label.trackingNumber,
            tracking_url: label.trackingUrl,
            label_url: label.labelUrl,
            price_cents: label.priceCents,
            service,
            created_at: at,
          });
          const price = label.priceCents === null ? "" : ` for ${formatPrice(label.priceCents)}`;
          await recordAudit(trx, clock(), {
            actor,
            action: "order.label",
            entityType: "order",
            entityId: order.number,
            summary: `Bought a ${c.name} label${price} for order ${order.number} (${formatGrams(parcel.weightGrams)}, ${parcel.lengthCm} × ${parcel.widthCm} × ${parcel.heightCm} cm), tracking number ${label.trackingNumber}`,
            changes: { label: { before: null, after: label.trackingNumber } },
          });
        },
      });
      return fulfil.catch(async (err: unknown) => {
        // Two presses at once: the carrier answered both with the one label, the first stored it.
        if ((await repo.selectLabel(db, id))?.tracking_number === label.trackingNumber)
          return orders.getOrderDetail(id);
        // The carrier sold the label but the order changed meanwhile (refunded, fulfilled by hand):
        // the order stays as it is, and staff learn which label to cancel with the carrier.
        if (err instanceof AppError && err.code === "conflict") {
          throw new AppError(
            "conflict",
            `${err.message}. ${c.name} made label ${label.trackingNumber} for it; cancel that label in your ${c.name} account`,
          );
        }
        throw err;
      });
    },

    /** What the order screen shows of a bought label. */
    async labelOf(id: string): Promise<OrderLabelView | null> {
      const row = await repo.selectLabel(db, id);
      if (!row) return null;
      return {
        carrier: carrier?.name ?? row.carrier,
        service: row.service,
        trackingNumber: row.tracking_number,
        trackingUrl: row.tracking_url,
        priceCents: row.price_cents,
        createdAt: row.created_at,
      };
    },

    /** The label's PDF, fetched from the carrier (which keeps it) each time staff ask. */
    async labelPdf(id: string): Promise<{ filename: string; content: Buffer }> {
      const row = await repo.selectLabel(db, id);
      const order = await orders.getOrderDetail(id);
      if (!row) throw new AppError("not_found", `Order ${order.number} has no label`);
      return { filename: `label-${order.number}.pdf`, content: Buffer.from(await need().labelPdf(row.label_url)) };
    },
  };
}
