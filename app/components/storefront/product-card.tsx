import { Link } from "react-router";
import { FREE_SHIPPING_HINT } from "../../../core/constants";
import { formatPrice } from "../../../core/money";
import type { Product } from "../../../core/product";
import { shortDescription } from "../../../core/product-text";
import { RatingLine } from "../ui/stars";
import { FlavorSelector } from "./flavor-selector";
import { ProductImage } from "./product-image";
import { QuantityStepper } from "./quantity-stepper";
import { TierBadge } from "./tier-badge";
import { AddToCartButton } from "./add-to-cart-button";
import { useProductChoice } from "./use-product-choice";
import { servingsAndWeight } from "../../../core/weight";

export type AddToCartInput = {
  product: Product;
  flavor: string;
  quantity: number;
  /** Subscribe & save, chosen on the product page, with its price per tub (`unitPrice`). */
  subscription?: { frequencyWeeks: number; discountPercent: number };
  unitPrice?: number;
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
  const choice = useProductChoice(product);
  const { offered, slots, chosen, setFlavors, quantity, setQuantity, freeShipping, flavor, pictureFlavor } = choice;
  // The admin's preview shows an unsaved product, which has no page yet.
  const href = readOnly ? undefined : `/products/${product.id}`;
  const headingId = `product-${product.id}`;

  // The card spans seven rows of its grid and shares them (subgrid) with its neighbours,
  // so images, titles, prices, selectors and buttons line up across the row of cards.
  const row = "px-6";
  const pictureFrame = "absolute inset-6 flex justify-center [&>picture]:block [&>picture]:size-full";
  const picture = (
    <ProductImage
      name={product.name}
      images={product.images}
      flavor={pictureFlavor}
      flavorSelections={slots}
      className="h-full w-full object-contain"
    />
  );
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
        {/* Out of the flow: a tall picture cannot stretch the box beyond 4:3. The picture links to the
            product's page too, but only the name is a tab stop (one link per product for keyboards
            and screen readers). */}
        {href ? (
          <Link
            to={href}
            prefetch="intent"
            tabIndex={-1}
            aria-hidden="true"
            className={`${pictureFrame} cursor-pointer`}
          >
            {picture}
          </Link>
        ) : (
          <div className={pictureFrame}>{picture}</div>
        )}
        <TierBadge tier={product.metadata.tier} className="absolute top-4 left-4" />
      </div>
      <div className={`${row} pt-2`}>
        <h3 id={headingId} className="text-xl font-bold text-gray-900">
          {href ? (
            <Link to={href} prefetch="intent" className="rounded hover:text-purple-700 hover:underline">
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </h3>
        <p className="mt-1 text-sm text-gray-600">
          {servingsAndWeight(product.metadata.servings, product.weightGrams)}
        </p>
        {/* Only with approved reviews; it sits in the title's row, so the cards' rows still line up. */}
        {product.rating ? <RatingLine rating={product.rating} className="mt-1.5" /> : null}
      </div>
      {/* The card keeps a line; the whole description is on the product's page. */}
      <p className={`${row} text-sm leading-relaxed text-gray-700`}>{shortDescription(product.description)}</p>
      {/* Lines packed at the top: a card without the Subscribe & save line keeps its price level with one
          that has it (the row is as tall as the tallest card's). */}
      <div className={`${row} flex flex-wrap content-start items-center justify-between gap-2`}>
        <p data-testid="product-price">
          <span className="text-3xl font-extrabold text-gray-900">{formatPrice(product.unitPrice)}</span>
          <span className="block text-xs font-medium text-gray-500">AUD, incl. GST</span>
        </p>
        {freeShipping ? (
          <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-bold text-green-800">Free shipping</span>
        ) : null}
        {product.subscription && href ? (
          <a href={href} className="basis-full text-sm font-semibold text-purple-700 underline underline-offset-2">
            Or Subscribe &amp; save {product.subscription.discountPercent} %
          </a>
        ) : null}
      </div>
      <div className={row}>
        <FlavorSelector
          offered={offered}
          value={chosen}
          onChange={setFlavors}
          readOnly={readOnly || choice.soldOut}
          unavailable={choice.unavailable}
          notice={choice.notice}
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
        <AddToCartButton choice={choice} readOnly={readOnly} onAdd={() => onAdd?.({ product, flavor, quantity })} />
      </div>
    </article>
  );
}
