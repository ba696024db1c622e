// The back office's part of the composition root (server/context.ts): shipping many orders at
// once (pick list, packing slips, bulk fulfilment) and a recall with its notice to customers,
// over the one order service, the stock module's lots and the mail outbox; and the packing bench,
// which finds a scanned tub's flavour by the barcode number set for it (the stock module's
// barcodes, returned beside the orders' parts); and labels bought through the carrier (Sendle)
// when the shop has an account.
import type { Seller } from "../core/store-details";
import type { Config } from "./config";
import type { Db } from "./infra/db/client";
import type { Mail } from "./infra/mail/mail";
import type { Notices } from "./infra/mail/notices";
import type { Logger } from "./logger";
import { createSendle } from "./infra/carriers/sendle";
import { createLabelService } from "./modules/orders/order-label.service";
import { createBulkLabels } from "./modules/orders/order-label-bulk";
import { createBulkOrders, DEFAULT_SLIP_NOTE } from "./modules/orders/order-bulk.service";
import { createOrderPacking } from "./modules/orders/order-pack.service";
import { createOrderRecall } from "./modules/orders/order-recall";
import { createRecallNotices } from "./modules/orders/order-recall-notice";
import type { OrderService } from "./modules/orders/order.service";
import type { OrderParts } from "./modules/orders/orders.facade";
import { createFlavourBarcodes } from "./modules/stock/flavour-barcodes.service";
import { createPickableLots } from "./modules/stock/stock-lots.pick";
import type { StockLotService } from "./modules/stock/stock-lots.service";
import type { ProductService } from "./modules/products/product.service";
import type { ShippingSettingsService } from "./modules/settings/shipping-settings";
import { estimateParcel } from "../core/parcel";

export function createBackOffice(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  config: Config;
  orders: OrderService;
  stockLots: StockLotService;
  mail: Mail;
  seller: Seller;
  notices: Notices;
  products: Pick<ProductService, "listAllProducts">;
  shipping: Pick<ShippingSettingsService, "current">;
}) {
  const { db, logger, clock, config, orders, stockLots, mail, seller, notices } = deps;
  const barcodes = createFlavourBarcodes({ db, clock });
  const recall = {
    db,
    clock,
    timeZone: config.shopTimeZone,
    lotByNumber: stockLots.lotByNumber,
    lotsBestBefore: stockLots.lotsBestBefore,
  };
  const labels = createLabelService({
    db,
    clock,
    carrier: config.carrier ? createSendle(config.carrier) : null,
    orders,
    seller,
    async estimate(order) {
      const grams = new Map((await deps.products.listAllProducts()).map((p) => [p.id, p.weightGrams]));
      const lines = order.lines.map((l) => ({ quantity: l.quantity, weightGrams: grams.get(l.productId) ?? null }));
      return estimateParcel(lines, deps.shipping.current().packagingGrams);
    },
  });
  const orderParts: OrderParts = {
    packing: createOrderPacking({ db, clock, flavourOfGtin: barcodes.flavourOfGtin }),
    bulk: createBulkOrders({
      db,
      logger,
      clock,
      orders,
      shopName: config.shopName,
      slipNote: () => DEFAULT_SLIP_NOTE,
      lotsShippedIn: stockLots.lotsShippedIn,
      pickableLots: createPickableLots({
        db,
        clock,
        timeZone: config.shopTimeZone,
        marginDays: () => stockLots.marginDays(),
      }),
    }),
    recall: createOrderRecall(recall),
    recallNotices: createRecallNotices({ ...recall, mail, seller, notices }),
    labels,
    labelsBulk: createBulkLabels({ labels, orders, logger }),
  };
  return { orderParts, barcodes };
}
