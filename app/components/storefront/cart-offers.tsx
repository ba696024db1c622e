import { useEffect, useState } from "react";
import { applyPackUpgrade, freeShippingProgress, packUpgrade, type PackOffer } from "../../../core/cart-offers";
import type { CartItem } from "../../../core/cart";
import { formatPrice } from "../../../core/money";
import { useCart } from "../../lib/cart";
import { fetchProducts, readCache } from "../../lib/use-products";

/** How far the cart is from free express shipping, as a line and a bar. */
export function FreeShippingProgress({ items }: { items: readonly CartItem[] }) {
  const { unlocked, tubsToGo } = freeShippingProgress(items);
  return (
    <div className="border-b border-gray-200 px-5 py-3" data-testid="free-shipping-progress">
      <p className="text-sm font-medium text-gray-800" role="status">
        {unlocked
          ? "You've unlocked free express shipping"
          : `Add ${tubsToGo} more tub${tubsToGo === 1 ? "" : "s"} for free express shipping`}
      </p>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
        <div className={`h-full rounded-full ${unlocked ? "w-full bg-green-600" : "w-1/2 bg-purple-600"}`} />
      </div>
    </div>
  );
}

/**
 * The packs the shop sells, for the upgrade offer: the list this browser last saw, or a fresh one
 * when it has none (a shopper who landed on an information page).
 */
function usePacks(wanted: boolean): PackOffer[] {
  const [packs, setPacks] = useState<PackOffer[]>([]);
  useEffect(() => {
    if (!wanted) return;
    const cached = readCache();
    if (cached) return setPacks(cached);
    const controller = new AbortController();
    fetchProducts(controller.signal).then(setPacks, () => {
      // No offer without a catalogue; the cart works as before.
    });
    return () => controller.abort();
  }, [wanted]);
  return packs;
}

/** 'Two tubs cost more than the Duo': one tap swaps them. */
export function PackUpgradeOffer({ items }: { items: readonly CartItem[] }) {
  const cart = useCart();
  const packs = usePacks(items.some((i) => i.quantity >= 2));
  const upgrade = packUpgrade(items, packs);
  if (!upgrade) return null;
  return (
    <div className="mx-5 my-3 rounded-2xl bg-purple-50 p-4 text-sm" data-testid="pack-upgrade">
      <p className="text-gray-800">
        Two {upgrade.line.flavor} tubs cost more than the {upgrade.pack.name}.{" "}
        <strong>Swap two for the pack and save {formatPrice(upgrade.saving)}.</strong>
      </p>
      <button
        type="button"
        onClick={() => cart.update((items) => applyPackUpgrade(items, upgrade))}
        className="mt-3 min-h-11 rounded-full bg-purple-700 px-5 font-semibold text-white hover:bg-purple-800"
      >
        Swap for the {upgrade.pack.name}
      </button>
    </div>
  );
}
