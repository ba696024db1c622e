import { useMemo, useState } from "react";
import { flavourNotice, initialFlavours } from "../../../core/pack-stock";
import { cardShowsFreeShipping } from "../../../core/cart";
import { defaultFlavorSelection, joinFlavors, requiredFlavorCount } from "../../../core/flavors";
import { offeredFlavors } from "../../../core/offered-flavors";
import type { Product } from "../../../core/product";
import { canSellOne, isSoldOut, onlyLeftMessage, shortLines } from "../../../core/stock";

/**
 * What a shopper has chosen of one product (its flavour slots and a quantity) and whether the shop
 * can sell it, shared by the card and the product page so both offer the same choices, say the
 * same about stock and add the same line to the cart.
 */
export function useProductChoice(product: Product, preferred?: string | null) {
  const offered = useMemo(() => offeredFlavors(product), [product]);
  const slots = requiredFlavorCount(product);
  const stock = product.stock;
  // `preferred`: the flavour a link chose (a back-in-stock e-mail), first shown when it can be sold.
  const initial = () => initialFlavours(preferred || product.metadata.flavor, offered, slots, stock);
  const [flavors, setFlavors] = useState<string[]>(initial);
  // The admin's preview changes the product's own flavour under us: start again from it, as a
  // card first shown with that flavour would (adjusting state while rendering, not in an effect).
  const [own, setOwn] = useState(product.metadata.flavor);
  if (own !== product.metadata.flavor) {
    setOwn(product.metadata.flavor);
    setFlavors(initial());
  }
  const [quantity, setQuantity] = useState(1);
  // A pack always carries exactly its slot count (the admin preview may change the product under us).
  const chosen = flavors.length === slots ? flavors : defaultFlavorSelection(offered, slots);
  const flavor = joinFlavors(chosen);
  const freeShipping = cardShowsFreeShipping({ id: product.id, freeShipping: product.metadata.freeShipping, quantity });
  const soldOut = !canSellOne(offered, slots, stock);
  // A flavour chosen before it sold out (a live update), or more tubs than are left: say which.
  const short = stock && !soldOut ? shortLines([{ flavor, quantity }], stock)[0] : undefined;
  const problem = short
    ? short.available <= 0
      ? `${short.flavor} is sold out: choose another flavour`
      : onlyLeftMessage(short.available, short.flavor)
    : null;
  return {
    offered,
    slots,
    chosen,
    setFlavors,
    quantity,
    setQuantity,
    freeShipping,
    /** The chosen flavours as the cart line's flavour ("Lemon Squash, Orange Crush"). */
    flavor,
    /** The flavour the picture is drawn in (a pack's mix, or the single flavour). */
    pictureFlavor: chosen.length > 1 ? flavor : (chosen[0] ?? ""),
    /** No combination of the product can be sold. */
    soldOut,
    /** Why this choice cannot be added, or null. */
    problem,
    /** Sold-out flavours named on the card before any picker is opened (core/pack-stock.ts). */
    notice: soldOut ? null : flavourNotice(offered, slots, stock),
    /** A flavour the dropdowns show as 'Sold out' and do not let anyone choose. */
    unavailable: (f: string) => (isSoldOut(stock, f) ? "Sold out" : null),
  };
}
