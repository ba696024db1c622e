// The cart drawer's view of stock: what /api/products says is available per flavour, and the
// flavours each product offers (to swap a sold-out one) and its weight, fetched while the drawer is open and
// again whenever the server says products (or stock) changed.
import { useEffect, useState } from "react";
import type { Product } from "../../core/product";
import { offeredFlavors } from "../../core/offered-flavors";
import { mergeShownStock, type ShownStock } from "../../core/stock";
import { onShopEvent } from "./shop-events";

export type ShopStock = {
  stock: ShownStock;
  offered: Readonly<Record<string, string[]>>;
  /** Each product's grams, so an option priced by weight shows what checkout will charge. */
  weights: Readonly<Record<string, number | null>>;
};

export function useShownStock(active: boolean): ShopStock | null {
  const [stock, setStock] = useState<ShopStock | null>(null);
  useEffect(() => {
    if (!active) return;
    let controller: AbortController | null = null;
    const load = async () => {
      controller?.abort();
      const mine = (controller = new AbortController());
      try {
        const res = await fetch("/api/products", { signal: mine.signal, cache: "no-store" });
        if (!res.ok) return;
        const { products } = (await res.json()) as { products: Product[] };
        if (mine.signal.aborted) return;
        setStock({
          stock: mergeShownStock(products),
          offered: Object.fromEntries(products.map((p) => [p.id, offeredFlavors(p)])),
          weights: Object.fromEntries(products.map((p) => [p.id, p.weightGrams ?? null])),
        });
      } catch {
        // No warning rather than a wrong one: checkout still refuses what cannot be filled.
      }
    };
    void load();
    const offs = [onShopEvent("products.changed", () => void load()), onShopEvent("reconnect", () => void load())];
    return () => {
      offs.forEach((off) => off());
      controller?.abort();
    };
  }, [active]);
  return stock;
}
