import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";

/** The configured shop name, from the root loader (SHOP_NAME). */
export function useShopName(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.shopName ?? "Rebound";
}
