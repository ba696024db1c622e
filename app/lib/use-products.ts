// The storefront's product list (SPEC §7 Products): the server-rendered list when
// the loader had one, else the browser's cachedProducts entry, else a fetch.
import { useEffect, useState } from "react";
import { STORAGE_KEYS } from "../../core/constants";
import type { Product } from "../../core/product";

export type ProductsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; products: Product[] };

function readCache(): Product[] | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.cachedProducts);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? (parsed as Product[]) : null;
  } catch {
    return null;
  }
}

export function useProducts(initial: Product[] | null): ProductsState {
  const [state, setState] = useState<ProductsState>(
    initial ? { status: "ready", products: initial } : { status: "loading" },
  );

  useEffect(() => {
    if (initial) {
      setState({ status: "ready", products: initial });
      localStorage.setItem(STORAGE_KEYS.cachedProducts, JSON.stringify(initial));
      return;
    }
    const cached = readCache();
    if (cached) setState({ status: "ready", products: cached });
    let cancelled = false;
    fetch("/api/products")
      .then(async (res) => {
        if (!res.ok) throw new Error(`Error ${res.status}`);
        return ((await res.json()) as { products: Product[] }).products;
      })
      .then((products) => {
        if (cancelled) return;
        localStorage.setItem(STORAGE_KEYS.cachedProducts, JSON.stringify(products));
        setState({ status: "ready", products });
      })
      .catch((err: unknown) => {
        if (cancelled || cached) return; // cached products stay on show (SPEC §8)
        console.warn("Failed to load products", err);
        setState({ status: "error", message: "We couldn't load our products. Please refresh the page to try again." });
      });
    return () => {
      cancelled = true;
    };
  }, [initial]);

  return state;
}
