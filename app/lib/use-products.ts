// The storefront's product list (docs/spec.md §7 Products, "live subscription"): the
// server-rendered list when the loader had one, else the browser's cachedProducts
// entry, else a fetch; then a fresh copy from /api/products whenever the server says
// products changed (Server-Sent Events at /api/events). Every list shown is written
// to cachedProducts.
import { useEffect, useRef, useState } from "react";
import { STORAGE_KEYS } from "../../core/constants";
import type { Product } from "../../core/product";
import { onShopEvent } from "./shop-events";

export type ProductsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; products: Product[] };

const LOAD_ERROR = "We couldn't load our products. Please refresh the page to try again.";

/** The last product list this browser saw (written by every storefront page that shows products). */
export function readCache(): Product[] | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.cachedProducts);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? (parsed as Product[]) : null;
  } catch {
    return null;
  }
}

function writeCache(products: Product[]) {
  try {
    localStorage.setItem(STORAGE_KEYS.cachedProducts, JSON.stringify(products));
  } catch {
    // storage full or disabled: the page still shows the list
  }
}

export async function fetchProducts(signal: AbortSignal): Promise<Product[]> {
  const res = await fetch("/api/products", { signal, cache: "no-store" });
  if (!res.ok) throw new Error(`Error ${res.status}`);
  return ((await res.json()) as { products: Product[] }).products;
}

export function useProducts(initial: Product[] | null): ProductsState {
  const [state, setState] = useState<ProductsState>(
    initial ? { status: "ready", products: initial } : { status: "loading" },
  );
  // A new `initial` (the loader ran again) replaces whatever is shown.
  const [shownInitial, setShownInitial] = useState(initial);
  if (shownInitial !== initial) {
    setShownInitial(initial);
    if (initial) setState({ status: "ready", products: initial });
  }
  // Requests are numbered so that an older answer never replaces a newer one (a live
  // refresh can overtake the first load).
  const issued = useRef(0);
  const applied = useRef(0);
  const show = (seq: number, products: Product[]) => {
    if (seq < applied.current) return;
    applied.current = seq;
    writeCache(products);
    setState({ status: "ready", products });
  };

  useEffect(() => {
    if (initial) {
      writeCache(initial);
      return;
    }
    const cached = readCache();
    if (cached) setState({ status: "ready", products: cached });
    const seq = ++issued.current;
    const controller = new AbortController();
    fetchProducts(controller.signal)
      .then((products) => {
        if (!controller.signal.aborted) show(seq, products);
      })
      .catch((err: unknown) => {
        // Cached or newer products stay on show (docs/spec.md §8).
        if (controller.signal.aborted || cached || applied.current > seq) return;
        console.warn("Failed to load products", err);
        setState({ status: "error", message: LOAD_ERROR });
      });
    return () => controller.abort();
  }, [initial]);

  useEffect(() => {
    let controller: AbortController | null = null;
    const refresh = async () => {
      controller?.abort();
      const mine = (controller = new AbortController());
      const seq = ++issued.current;
      try {
        const products = await fetchProducts(mine.signal);
        if (!mine.signal.aborted) show(seq, products);
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

  return state;
}
