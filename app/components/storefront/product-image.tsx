import { lazy, Suspense, useState } from "react";
import { imageVariants } from "../../../core/image-variants";
import { Tub } from "../art";

// Shown only after an image has failed to load, so its drawing loads then, not with every page.
const PlaceholderProduct = lazy(() =>
  import("../art/placeholder-product").then((m) => ({ default: m.PlaceholderProduct })),
);

/**
 * A product's picture: its uploaded image when it has one (placeholder if that
 * fails to load), otherwise the drawn tub in its flavour colour, or the mixed
 * pack when the product has more than one flavour slot.
 */
export function ProductImage(props: {
  name: string;
  images: readonly string[];
  flavor: string;
  flavorSelections: number;
  className?: string;
  sizes?: string;
  /** The page's main picture (its largest paint): fetched at once, not when scrolled near. */
  eager?: boolean;
  /** Tried once when the image fails, before the placeholder (the cart's /images/{id}.png, docs/spec.md §8). */
  fallbackSrc?: string;
}) {
  const [failures, setFailures] = useState(0);
  const first = props.images.find((u) => u.trim() !== "");
  const src = failures === 1 && props.fallbackSrc ? props.fallbackSrc : first;
  const failed = failures >= (props.fallbackSrc ? 2 : 1);
  if (src && !failed) {
    const variants = failures === 0 ? imageVariants(src) : null;
    const sizes = props.sizes ?? "(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw";
    const img = (
      <img
        src={src}
        alt={props.name}
        loading={props.eager ? "eager" : "lazy"}
        fetchPriority={props.eager ? "high" : undefined}
        decoding="async"
        onError={() => setFailures((n) => n + 1)}
        className={props.className}
        srcSet={variants?.webp}
        sizes={variants ? sizes : undefined}
      />
    );
    // Uploaded images come with AVIF and WebP sizes (core/media.ts): the browser picks.
    if (!variants) return img;
    return (
      <picture>
        <source type="image/avif" srcSet={variants.avif} sizes={sizes} />
        {img}
      </picture>
    );
  }
  if (src && failed) {
    return (
      <Suspense fallback={<div className={props.className} />}>
        <PlaceholderProduct className={props.className} title={props.name} />
      </Suspense>
    );
  }
  return (
    <Tub
      flavor={props.flavor}
      mixed={props.flavorSelections > 1}
      title={props.name}
      eager={props.eager}
      className={props.className}
    />
  );
}
