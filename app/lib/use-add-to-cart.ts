import { useCallback } from "react";
import { addableQuantity } from "../../core/cart";
import { MAX_QUANTITY } from "../../core/constants";
import type { AddToCartInput } from "../components/storefront/product-card";
import { useToast } from "../components/ui/toast";
import { useCart } from "./cart";

/** With the drawer open, moves focus to its Checkout button (or the drawer, when empty); false when shut. */
function focusCheckout(): boolean {
  const drawer = document.getElementById("cart-title")?.closest<HTMLElement>("[role=dialog]");
  if (!drawer) return false;
  (drawer.querySelector<HTMLElement>("[data-cart-checkout]:not(:disabled)") ?? drawer).focus();
  return true;
}

/** Add to Cart as every storefront page does it: the line, the drawer, and a toast that says what happened. */
export function useAddToCart(): (input: AddToCartInput) => void {
  const cart = useCart();
  const toast = useToast();
  return useCallback(
    ({ product, flavor, quantity, subscription, unitPrice }: AddToCartInput) => {
      // With the drawer open already (read when pressed: this closure is older), View Cart takes
      // the shopper to its Checkout button.
      const viewCart = { label: "View Cart", onClick: () => focusCheckout() || cart.openCart() };
      const added = addableQuantity(cart.items, { id: product.id, flavor, quantity, subscription });
      if (added === 0) {
        // Nothing changes, so the drawer stays shut and the toast says why.
        toast.show(`${product.name} is already at the limit of ${MAX_QUANTITY} in your cart`, {
          action: viewCart,
          tone: "info",
        });
        return;
      }
      cart.addItem({
        id: product.id,
        name: product.name,
        description: product.description,
        images: product.images,
        unitPrice: unitPrice ?? product.unitPrice,
        quantity,
        flavor,
        freeShipping: product.metadata.freeShipping,
        ...(subscription ? { subscription } : {}),
      });
      cart.openCart();
      toast.show(
        added < quantity
          ? `Only ${added} more ${product.name} added to your cart: the limit is ${MAX_QUANTITY}`
          : `${product.name} added to your cart`,
        // docs/spec.md §2: adding shows a toast with View Cart. A subscription's next step is
        // signing in inside the drawer, so there the news is only announced, not laid over it.
        { action: viewCart, aboutCart: Boolean(subscription) },
      );
    },
    [cart, toast],
  );
}
