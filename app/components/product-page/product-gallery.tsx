import { useState } from "react";
import type { Product } from "../../../core/product";
import { ProductImage } from "../storefront/product-image";

/**
 * The product's pictures: the chosen one large, the others as thumbnails to pick from. A product
 * without uploaded images shows its drawn tub (or the mixed pack) in the chosen flavour.
 */
export function ProductGallery({ product, pictureFlavor }: { product: Product; pictureFlavor: string }) {
  const [shown, setShown] = useState(0);
  const images = product.images;
  const current = images[Math.min(shown, images.length - 1)];
  return (
    <div className="flex flex-col gap-4">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-linear-to-br from-purple-50 via-white to-fuchsia-50">
        <div className="absolute inset-8 flex justify-center [&>picture]:block [&>picture]:size-full">
          <ProductImage
            key={current ?? "drawn"}
            name={product.name}
            images={current ? [current] : []}
            flavor={pictureFlavor}
            flavorSelections={product.metadata.flavorSelections}
            className="h-full w-full object-contain"
            sizes="(min-width: 1024px) 560px, 92vw"
            eager
          />
        </div>
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-3 overflow-x-auto p-1" aria-label="More pictures">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-pressed={i === shown}
                aria-label={`Picture ${i + 1} of ${images.length}`}
                className="size-20 overflow-hidden rounded-xl border-2 border-transparent bg-gray-50 p-1 aria-pressed:border-purple-600"
              >
                <ProductImage
                  name=""
                  images={[src]}
                  flavor={pictureFlavor}
                  flavorSelections={product.metadata.flavorSelections}
                  className="h-full w-full object-contain"
                  sizes="80px"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
