// Live storefront products (SPEC §7 "live subscription"): the server-rendered
// list first, then a fresh copy from /api/products whenever the server says
// products changed (Server-Sent Events at /api/events). Each copy is written
// to the browser's cachedProducts entry.
import { useEffect, useState } from "react";
import { STORAGE_KEYS } from "../../core/constants";
import type { Product } from "../../core/product";
import { onShopEvent } from "./shop-events";

export function useLiveProducts(initial: Product[]): Product[];
/** With no server-rendered list (null), null until the first change arrives. */
export function useLiveProducts(initial: Product[] | null): Product[] | null;
export function useLiveProducts(initial: Product[] | null): Product[] | null {
  // A new `initial` (the loader ran again) replaces whatever arrived live.
  const [state, setState] = useState<{ initial: Product[] | null; products: Product[] | null }>({
    initial,
    products: initial,
  });
  if (state.initial !== initial) setState({ initial, products: initial });

  useEffect(() => {
    let controller: AbortController | null = null;
    const refresh = async () => {
      controller?.abort();
      const mine = (controller = new AbortController());
      try {
        const res = await fetch("/api/products", { signal: mine.signal, cache: "no-store" });
        if (!res.ok) return;
        const { products } = (await res.json()) as { products: Product[] };
        if (mine.signal.aborted) return;
        setState((s) => ({ initial: s.initial, products }));
        try {
          localStorage.setItem(STORAGE_KEYS.cachedProducts, JSON.stringify(products));
        } catch {
          // storage full or disabled: the page still shows the fresh list
        }
      } catch (err) {
        if (!mine.signal.aborted) console.warn("Could not refresh products", err);
      }
    };
    const offs = [
      onShopEvent("products.changed", () => void refresh()),
      onShopEvent("reconnect", () => void refresh()),
    ];
    return () => {
      offs.forEach((off) => off());
      controller?.abort();
    };
  }, []);

  return state.products;
}
