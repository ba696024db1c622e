import { useRouteLoaderData } from "react-router";
import { DEFAULT_SHOP_TIME_ZONE, formatShopTime } from "../../../../core/shop-time";
import type { loader as guardLoader } from "../../../routes/admin/admin-guard";

/** Formats a time as every admin screen shows it: in the shop's zone (SHOP_TIME_ZONE), zone named. */
export function useShopTime(): (iso: string | null) => string {
  const zone = useRouteLoaderData<typeof guardLoader>("routes/admin/admin-guard")?.timeZone ?? DEFAULT_SHOP_TIME_ZONE;
  return (iso) => formatShopTime(iso, zone);
}
