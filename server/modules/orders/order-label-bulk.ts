// "Buy Sendle labels" for a selection on the ship screen: each order's label bought on its own, at
// its estimated parcel and the carrier's cheapest service, through the same single-order purchase
// (its key, its transaction, its one e-mail). Each order is listed as bought or with the reason it
// was not; one refused order leaves the rest going ahead, and nothing is half-done per order.
import type { BulkFulfilResult } from "../../../core/order-bulk";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import type { Actor } from "../audit/audit.record";
import type { LabelService } from "./order-label.service";
import type { OrderService } from "./order.service";

/** At most this many labels a press: each is a round trip to the carrier. */
export const LABELS_AT_ONCE = 50;

export async function buyLabels(
  deps: {
    labels: Pick<LabelService, "buy" | "enabled" | "estimate">;
    orders: Pick<OrderService, "getOrderDetailByNumber">;
    logger: Logger;
  },
  numbers: readonly string[],
  actor: Actor,
): Promise<BulkFulfilResult[]> {
  if (!deps.labels.enabled) throw new AppError("not_found", "Labels are not set up: the shop has no carrier account");
  const unique = [...new Set(numbers)];
  if (unique.length > LABELS_AT_ONCE) {
    throw new AppError("validation", `Buy at most ${LABELS_AT_ONCE} labels at a time.`);
  }
  const results: BulkFulfilResult[] = [];
  for (const number of unique) {
    try {
      const order = await deps.orders.getOrderDetailByNumber(number);
      const sent = await deps.labels.buy(order.id, await deps.labels.estimate(order), undefined, actor);
      results.push({
        number,
        ok: true,
        trackingNumber: sent.trackingNumber,
        message: "Label bought and marked fulfilled; the customer has been e-mailed",
      });
    } catch (err) {
      if (!(err instanceof AppError)) deps.logger.error({ err, order: number }, "bulk labels: one order failed");
      const message =
        err instanceof AppError ? err.message : "Could not buy its label; nothing was changed. Try it again.";
      results.push({ number, ok: false, trackingNumber: null, message });
    }
  }
  return results;
}

type BulkLabelDeps = Parameters<typeof buyLabels>[0];

/** The ship screen's "Buy Sendle labels" on a selection, over the one label service. */
export function createBulkLabels(deps: BulkLabelDeps) {
  return { buy: (numbers: readonly string[], actor: Actor) => buyLabels(deps, numbers, actor) };
}

export type BulkLabels = ReturnType<typeof createBulkLabels>;
