import { useState } from "react";
import { FREE_SHIPPING_HINT } from "../../../core/constants";
import { subscriptionUnitPrice } from "../../../core/subscription-price";
import { SubscribeChoice, type PurchaseMode } from "./subscribe-choice";
import { formatPrice } from "../../../core/money";
import type { Product } from "../../../core/product";
import { packSaving, pricePerServe } from "../../../core/product-value";
import type { AddToCartInput } from "../storefront/product-card";
import { AddToCartButton } from "../storefront/add-to-cart-button";
import { FlavorSelector } from "../storefront/flavor-selector";
import { QuantityStepper } from "../storefront/quantity-stepper";
import { RatingLine } from "../ui/stars";
import { TierBadge } from "../storefront/tier-badge";
import { TrustRow } from "../storefront/trust-row";
import type { useProductChoice } from "../storefront/use-product-choice";
import { servingsAndWeight } from "../../../core/weight";

/** The product page's title, price, value, choices and Add to Cart. */
export function ProductBuyBox({
  product,
  catalogue,
  choice,
  onAdd,
}: {
  product: Product;
  catalogue: readonly Product[];
  choice: ReturnType<typeof useProductChoice>;
  onAdd(input: AddToCartInput): void;
}) {
  const [mode, setMode] = useState<PurchaseMode>(null);
  const offer = product.subscription;
  const perServe = pricePerServe(product);
  const saving = packSaving(product, catalogue);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <TierBadge tier={product.metadata.tier} />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{product.name}</h1>
        <p className="mt-2 text-gray-600">{servingsAndWeight(product.metadata.servings, product.weightGrams)}</p>
        {product.rating ? (
          <a
            href="#reviews"
            className="mt-2 inline-flex min-h-6 rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600"
          >
            <RatingLine rating={product.rating} />
          </a>
        ) : null}
      </div>
      <div data-testid="product-price" className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <p>
          <span className="text-4xl font-extrabold text-gray-900">{formatPrice(product.unitPrice)}</span>
          <span className="block text-sm font-medium text-gray-500">AUD, incl. GST</span>
        </p>
        {perServe !== null ? (
          <p className="pb-5 text-sm text-gray-700" data-testid="price-per-serve">
            {formatPrice(perServe)} per serve
          </p>
        ) : null}
      </div>
      {saving ? (
        <p className="rounded-2xl bg-green-50 px-4 py-3 text-sm text-green-900" data-testid="pack-saving">
          <strong>
            Save {formatPrice(saving.saving)} ({saving.percent}%)
          </strong>{" "}
          against {saving.tubs} single tubs at {formatPrice(saving.singlePrice)} each.
        </p>
      ) : null}
      {/* Sanitised on save by the server (server/modules/products/sanitize-description.ts). Lists,
          headings and links styled as in the admin's editor (its RICH_TEXT_CLASS, not imported here
          so the product page takes no file from the admin's code). */}
      <div
        className="space-y-3 leading-relaxed text-gray-700 [&_a]:text-purple-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-gray-900 [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-gray-900 [&_h4]:font-semibold [&_h4]:text-gray-900 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
        dangerouslySetInnerHTML={{ __html: product.description }}
      />
      <FlavorSelector
        offered={choice.offered}
        value={choice.chosen}
        onChange={choice.setFlavors}
        readOnly={choice.soldOut}
        unavailable={choice.unavailable}
        notice={choice.notice}
      />
      <div>
        <QuantityStepper value={choice.quantity} onChange={choice.setQuantity} label={`Quantity of ${product.name}`} />
        <p className="mt-2 text-sm text-gray-600" data-testid="shipping-notice">
          {choice.freeShipping ? "Free express shipping Australia-wide" : FREE_SHIPPING_HINT}
        </p>
      </div>
      {offer ? (
        <SubscribeChoice
          name={product.name}
          unitPrice={product.unitPrice}
          quantity={choice.quantity}
          offer={offer}
          value={mode}
          onChange={setMode}
        />
      ) : null}
      <div className="flex flex-col gap-2">
        <AddToCartButton
          choice={choice}
          onAdd={() =>
            onAdd({
              product,
              flavor: choice.flavor,
              quantity: choice.quantity,
              ...(offer && mode
                ? {
                    subscription: { frequencyWeeks: mode.frequencyWeeks, discountPercent: offer.discountPercent },
                    unitPrice: subscriptionUnitPrice(product.unitPrice, offer.discountPercent),
                  }
                : {}),
            })
          }
          className="py-4 text-lg"
        />
      </div>
      <TrustRow />
    </div>
  );
}
