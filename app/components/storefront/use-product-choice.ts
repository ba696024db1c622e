import { useMemo, useState } from "react";
import { cardShowsFreeShipping } from "../../../core/cart";
import { defaultFlavorSelection, joinFlavors, requiredFlavorCount } from "../../../core/flavors";
import { offeredFlavors } from "../../../core/offered-flavors";
import type { Product } from "../../../core/product";

/**
 * What a shopper has chosen of one product (its flavour slots and a quantity), shared by the card
 * and the product page so both offer the same choices and add the same line to the cart.
 */
export function useProductChoice(product: Product) {
  const offered = useMemo(() => offeredFlavors(product), [product]);
  const slots = requiredFlavorCount(product);
  const [flavors, setFlavors] = useState<string[]>(() =>
    slots === 1 && offered.includes(product.metadata.flavor)
      ? [product.metadata.flavor]
      : defaultFlavorSelection(offered, slots),
  );
  const [quantity, setQuantity] = useState(1);
  // A pack always carries exactly its slot count (the admin preview may change the product under us).
  const chosen = flavors.length === slots ? flavors : defaultFlavorSelection(offered, slots);
  const freeShipping = cardShowsFreeShipping({ id: product.id, freeShipping: product.metadata.freeShipping, quantity });
  return {
    offered,
    slots,
    chosen,
    setFlavors,
    quantity,
    setQuantity,
    freeShipping,
    /** The chosen flavours as the cart line's flavour ("Lemon Squash, Orange Crush"). */
    flavor: joinFlavors(chosen),
    /** The flavour the picture is drawn in (a pack's mix, or the single flavour). */
    pictureFlavor: chosen.length > 1 ? joinFlavors(chosen) : (chosen[0] ?? ""),
  };
}
