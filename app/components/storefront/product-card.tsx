import { useMemo, useState } from "react";
import { cardShowsFreeShipping } from "../../../core/cart";
import { FREE_SHIPPING_HINT } from "../../../core/constants";
import { defaultFlavorSelection, joinFlavors, requiredFlavorCount } from "../../../core/flavors";
import { formatPrice } from "../../../core/money";
import { offeredFlavors } from "../../../core/offered-flavors";
import type { Product } from "../../../core/product";
import { canSellOne, isSoldOut, onlyLeftMessage, shortLines } from "../../../core/stock";
import { FlavorSelector } from "./flavor-selector";
import { ProductImage } from "./product-image";
import { QuantityStepper } from "./quantity-stepper";

export type AddToCartInput = { product: Product; flavor: string; quantity: number };

const TIER_STYLE: Record<string, string> = {
  Basic: "bg-gray-100 text-gray-800",
  Popular: "bg-purple-100 text-purple-800",
  Premium: "bg-fuchsia-100 text-fuchsia-800",
};

/** The storefront's product card; the admin shows it read-only as a live preview. */
export function ProductCard({
  product,
  readOnly,
  onAdd,
}: {
  product: Product;
  readOnly?: boolean;
  onAdd?(input: AddToCartInput): void;
}) {
  const offered = useMemo(() => offeredFlavors(product), [product]);
  const slots = requiredFlavorCount(product);
  const single = slots === 1;
  const stock = product.stock;
  const forSale = useMemo(() => offered.filter((f) => !isSoldOut(stock, f)), [offered, stock]);
  const [flavors, setFlavors] = useState<string[]>(() =>
    single && forSale.includes(product.metadata.flavor)
      ? [product.metadata.flavor]
      : defaultFlavorSelection(forSale.length > 0 ? forSale : offered, slots),
  );
  const [quantity, setQuantity] = useState(1);
  // A pack always carries exactly its slot count (the preview may change the product under us).
  const chosen = flavors.length === slots ? flavors : defaultFlavorSelection(offered, slots);
  const freeShipping = cardShowsFreeShipping({ id: product.id, freeShipping: product.metadata.freeShipping, quantity });
  const headingId = `product-${product.id}`;
  const soldOut = !canSellOne(offered, slots, stock);
  // A flavour chosen before it sold out (a live update), or more tubs than are left: say which.
  const short = stock ? shortLines([{ flavor: joinFlavors(chosen), quantity }], stock)[0] : null;
  const problem = soldOut
    ? null
    : short
      ? short.available <= 0
        ? `${short.flavor} is sold out: choose another flavour`
        : onlyLeftMessage(short.available, short.flavor)
      : null;
  const unavailable = (f: string) => (isSoldOut(stock, f) ? "Sold out" : null);

  // The card spans seven rows of its grid and shares them (subgrid) with its neighbours,
  // so images, titles, prices, selectors and buttons line up across the row of cards.
  const row = "px-6";
  return (
    <article
      aria-labelledby={headingId}
      data-testid="product-card"
      className="row-span-7 grid grid-rows-subgrid gap-y-4 overflow-hidden rounded-3xl border border-gray-200 bg-white pb-6 shadow-sm"
    >
      <div
        data-testid="product-image"
        className="relative aspect-[4/3] bg-linear-to-br from-purple-50 via-white to-fuchsia-50"
      >
        {/* Out of the flow: a tall picture cannot stretch the box beyond 4:3. */}
        <div className="absolute inset-6 flex justify-center [&>picture]:block [&>picture]:size-full">
          <ProductImage
            name={product.name}
            images={product.images}
            flavor={chosen.length > 1 ? joinFlavors(chosen) : (chosen[0] ?? "")}
            flavorSelections={slots}
            className="h-full w-full object-contain"
          />
        </div>
        <span
          className={`absolute top-4 left-4 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${TIER_STYLE[product.metadata.tier] ?? TIER_STYLE.Basic}`}
        >
          {product.metadata.tier}
        </span>
      </div>
      <div className={`${row} pt-2`}>
        <h3 id={headingId} className="text-xl font-bold text-gray-900">
          {product.name}
        </h3>
        <p className="mt-1 text-sm text-gray-600">
          {product.metadata.servings} servings · {product.metadata.weight}
        </p>
      </div>
      {/* Sanitised on save by the server (server/modules/products/sanitize-description.ts). */}
      <div
        className={`${row} prose-sm space-y-2 text-sm leading-relaxed text-gray-700`}
        dangerouslySetInnerHTML={{ __html: product.description }}
      />
      <div className={`${row} flex flex-wrap items-center justify-between gap-2`}>
        <p data-testid="product-price">
          <span className="text-3xl font-extrabold text-gray-900">{formatPrice(product.unitPrice)}</span>
          <span className="block text-xs font-medium text-gray-500">AUD, incl. GST</span>
        </p>
        {freeShipping ? (
          <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-bold text-green-800">Free shipping</span>
        ) : null}
      </div>
      <div className={row}>
        <FlavorSelector
          offered={offered}
          value={chosen}
          onChange={setFlavors}
          readOnly={readOnly || soldOut}
          unavailable={unavailable}
        />
      </div>
      <div className={row}>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          readOnly={readOnly}
          label={`Quantity of ${product.name}`}
        />
        <p className="mt-2 text-xs text-gray-600" data-testid="shipping-notice">
          {freeShipping ? "Free express shipping Australia-wide" : FREE_SHIPPING_HINT}
        </p>
      </div>
      <div className={`${row} flex flex-col justify-end gap-2`}>
        <p role="status" className="text-sm font-medium text-red-700 empty:hidden" data-testid="stock-notice">
          {problem ?? ""}
        </p>
        {soldOut ? (
          <button
            type="button"
            disabled
            className="cursor-not-allowed rounded-full bg-gray-200 px-6 py-3 font-semibold text-gray-700"
          >
            Sold out
          </button>
        ) : (
          <button
            type="button"
            disabled={readOnly || problem !== null}
            onClick={() => onAdd?.({ product, flavor: joinFlavors(chosen), quantity })}
            className="rounded-full bg-linear-to-r from-purple-600 to-fuchsia-600 px-6 py-3 font-semibold text-white shadow-md transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Add to Cart
          </button>
        )}
      </div>
    </article>
  );
}
