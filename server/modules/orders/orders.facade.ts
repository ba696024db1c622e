// The orders module as the rest of the shop calls it (`services.orders`): the order service, with
// the back office's work on orders beside it under short names.
import { facade } from "../../infra/facade";
import type { BulkOrders } from "./order-bulk.service";
import type { BulkLabels } from "./order-label-bulk";
import type { LabelService } from "./order-label.service";
import type { OrderPacking } from "./order-pack.service";
import type { OrderRecall } from "./order-recall";
import type { RecallNotices } from "./order-recall-notice";
import type { OrderService } from "./order.service";

export type OrderParts = {
  /** Pick list, packing slips and fulfilling many orders at once, on a selection of orders. */
  bulk: BulkOrders;
  /** A recall (a lot, or a flavour's lots by best-before): who received it, and the list as CSV. */
  recall: OrderRecall;
  /** The recall notice e-mailed to those customers, once per lot each. */
  recallNotices: RecallNotices;
  /** The packing bench: a slip's order, then each tub scanned and ticked. */
  packing: OrderPacking;
  /** Shipping labels through the carrier (Sendle) when its account is set; `enabled` false otherwise. */
  labels: LabelService;
  /** Labels for a selection (the ship screen): each order bought or listed with its reason. */
  labelsBulk: BulkLabels;
};

export type OrdersFacade = OrderService & OrderParts;

export const ordersFacade = (main: OrderService, parts: OrderParts): OrdersFacade => facade("orders", main, parts);
