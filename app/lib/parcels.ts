// An order's parcels for its customer's pages, each date in words in the shop's zone (formatted
// on the server, so the page hydrates with the same text).
import type { AppLoadContext } from "react-router";
import { formatShopDate } from "../../core/shop-time";
import type { ParcelView } from "../components/shared/parcels";

export async function parcelsOf(context: AppLoadContext, orderId: string): Promise<ParcelView[]> {
  const shipments = await context.services.orders.shipmentsOf(orderId);
  return shipments.map(({ createdAt, ...s }) => ({
    ...s,
    sentOn: formatShopDate(createdAt, context.config.shopTimeZone),
  }));
}
