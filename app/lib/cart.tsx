// The shopper's cart: state in the browser only (docs/spec.md §7), saved to
// localStorage on every change and restored on load. Money rules come from core/.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  addCartItem,
  cartItemCount,
  cartTotals,
  removeCartItem,
  setCartItemQuantity,
  type CartItem,
  type LineKey,
} from "../../core/cart";
import { STORAGE_KEYS } from "../../core/constants";
import { isValidQuantity } from "../../core/quantity";
import { beacon } from "./beacon";

export type CartApi = {
  items: CartItem[];
  itemCount: number;
  totals: { subtotal: number; shipping: number; total: number };
  isOpen: boolean;
  addItem(item: CartItem): void;
  removeItem(key: LineKey): void;
  setQuantity(key: LineKey, quantity: number): void;
  /** Any other change, by a core/ rule from the current lines to the next (a pack upgrade). */
  update(change: (items: readonly CartItem[]) => CartItem[]): void;
  clear(): void;
  openCart(): void;
  closeCart(): void;
};

const CartContext = createContext<CartApi | null>(null);

function isCartItem(v: unknown): v is CartItem {
  if (typeof v !== "object" || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.id === "string" &&
    typeof o.name === "string" &&
    typeof o.unitPrice === "number" &&
    isValidQuantity(o.quantity) &&
    typeof o.flavor === "string" &&
    Array.isArray(o.images)
  );
}

/** Reads the stored cart; a corrupt entry is logged and gives an empty cart (docs/spec.md §8). */
export function readStoredCart(storage: Storage): CartItem[] {
  const raw = storage.getItem(STORAGE_KEYS.cart);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error("not a list");
    return parsed
      .filter(isCartItem)
      .map((i) => ({ ...i, description: i.description ?? "", freeShipping: i.freeShipping === true }));
  } catch (err) {
    console.warn("Failed to parse cart from localStorage", err);
    return [];
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [isOpen, setOpen] = useState(false);
  // State, not a ref: the cart is written back only from the render that holds the restored
  // items. (With a ref, the first effect pass wrote the initial empty cart to storage, and a
  // second tab opening then emptied the cart in every tab through the storage event.)
  const [restored, setRestored] = useState(false);

  // Restore after hydration, so the server HTML and the first client render agree.
  useEffect(() => {
    localStorage.removeItem(STORAGE_KEYS.voucher); // a stored voucher never survives an app start (docs/spec.md §4)
    setItems(readStoredCart(localStorage));
    setRestored(true);
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.cart) setItems(readStoredCart(localStorage));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (!restored) return;
    const next = JSON.stringify(items);
    // Writing what is already there would only echo a storage event to other tabs.
    if (localStorage.getItem(STORAGE_KEYS.cart) !== next) localStorage.setItem(STORAGE_KEYS.cart, next);
  }, [items, restored]);

  const addItem = useCallback((item: CartItem) => {
    beacon("c", { id: item.id, f: item.flavor });
    setItems((cur) => addCartItem(cur, item));
  }, []);
  const removeItem = useCallback((key: LineKey) => setItems((cur) => removeCartItem(cur, key)), []);
  const setQuantity = useCallback((key: LineKey, q: number) => setItems((cur) => setCartItemQuantity(cur, key, q)), []);
  const update = useCallback((change: (items: readonly CartItem[]) => CartItem[]) => setItems(change), []);
  const clear = useCallback(() => setItems([]), []);
  const openCart = useCallback(() => setOpen(true), []);
  const closeCart = useCallback(() => setOpen(false), []);

  const api = useMemo<CartApi>(
    () => ({
      items,
      itemCount: cartItemCount(items),
      totals: cartTotals(items),
      isOpen,
      addItem,
      removeItem,
      setQuantity,
      update,
      clear,
      openCart,
      closeCart,
    }),
    [items, isOpen, addItem, removeItem, setQuantity, update, clear, openCart, closeCart],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart must be used within a CartProvider");
  return ctx;
}
