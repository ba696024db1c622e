import { useCallback, useEffect, useState } from "react";
import { addableQuantity } from "../../core/cart";
import { CURRENCY, MAX_QUANTITY, TIMINGS } from "../../core/constants";
import { formatAmount } from "../../core/money";
import { requiredFlavorCount } from "../../core/flavors";
import { offeredFlavors } from "../../core/offered-flavors";
import type { Product } from "../../core/product";
import { canSellOne } from "../../core/stock";
import { SiteLayout } from "../components/layout/site-layout";
import { BenefitsStrip } from "../components/storefront/benefits-strip";
import { Hero } from "../components/storefront/hero";
import { IngredientsSection } from "../components/storefront/ingredients-section";
import { LoadingOverlay } from "../components/storefront/loading-overlay";
import type { AddToCartInput } from "../components/storefront/product-card";
import { MediaSection } from "../components/storefront/media-section";
import { ProductSection } from "../components/storefront/product-section";
import { useToast } from "../components/ui/toast";
import { useCart } from "../lib/cart";
import { pageTitle } from "../lib/meta";
import { useLiveMedia, type StoreMedia } from "../lib/use-live-media";
import { useProducts } from "../lib/use-products";
import type { Route } from "./+types/home";

async function loadMedia({ services }: Route.LoaderArgs["context"]): Promise<StoreMedia> {
  // Each part falls back on its own (SPEC §8): no reels, no featured video, the default demo.
  const [reels, featured, demo] = await Promise.all([
    services.settings
      .getSetting("videos")
      .then(async (s) => (s.hideAllReels ? [] : await services.videos.listVideos({ includeInactive: false })))
      .catch(() => []),
    services.settings.getSetting("featured_video").catch(() => null),
    services.settings.getSetting("product_demo").catch(() => null),
  ]);
  return { reels, featured, demo };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { shopName, publicUrl } = context.config;
  const media = await loadMedia(context);
  try {
    return { products: (await context.services.catalogue.snapshot()).products, shopName, publicUrl, media };
  } catch {
    // The page still renders; the browser falls back to its cached products (SPEC §8).
    return { products: null, shopName, publicUrl, media };
  }
}

const DESCRIPTION =
  "Post-party recovery in one scoop: electrolytes, B vitamins, vitamin C, magnesium and botanicals. Express shipping across Australia, free on 2+ tubs.";

export function meta({ data }: Route.MetaArgs) {
  const shop = data?.shopName ?? "Rebound";
  const title = pageTitle("Post-Party Recovery Formula", shop);
  const products = data?.products ?? [];
  const jsonLd = products.map((p: Product) => ({
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    sku: p.id,
    brand: { "@type": "Brand", name: shop },
    offers: {
      "@type": "Offer",
      price: formatAmount(p.unitPrice),
      priceCurrency: CURRENCY,
      // The catalogue's stock: OutOfStock only when no combination of the product can be sold.
      availability: canSellOne(offeredFlavors(p), requiredFlavorCount(p), p.stock)
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
      url: `${data?.publicUrl ?? ""}/#products`,
    },
  }));
  return [
    { title },
    { name: "description", content: DESCRIPTION },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:site_name", content: shop },
    { property: "og:locale", content: "en_AU" },
    ...(data?.publicUrl
      ? [
          { property: "og:url", content: `${data.publicUrl}/` },
          { tagName: "link", rel: "canonical", href: `${data.publicUrl}/` },
        ]
      : []),
    ...jsonLd.map((ld) => ({ "script:ld+json": ld })),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { shopName } = loaderData;
  const state = useProducts(loaderData.products);
  const media = useLiveMedia(loaderData.media);
  const cart = useCart();
  const toast = useToast();
  const [minimumPassed, setMinimumPassed] = useState(false);

  useEffect(() => {
    // The 500 ms minimum counts from the page's start (navigation), not from hydration:
    // on a slow phone it has usually passed by the time the app can hide the cover.
    const remaining = Math.max(0, TIMINGS.preloadMinimumMs - performance.now());
    const t = window.setTimeout(() => setMinimumPassed(true), remaining);
    return () => window.clearTimeout(t);
  }, []);

  const onAdd = useCallback(
    ({ product, flavor, quantity }: AddToCartInput) => {
      const viewCart = { label: "View Cart", onClick: cart.openCart };
      const added = addableQuantity(cart.items, { id: product.id, flavor, quantity });
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
        unitPrice: product.unitPrice,
        quantity,
        flavor,
        freeShipping: product.metadata.freeShipping,
      });
      cart.openCart();
      toast.show(
        added < quantity
          ? `Only ${added} more ${product.name} added to your cart: the limit is ${MAX_QUANTITY}`
          : `${product.name} added to your cart`,
        { action: viewCart },
      );
    },
    [cart, toast],
  );

  return (
    <SiteLayout shopName={shopName} modals>
      <LoadingOverlay ready={minimumPassed && state.status !== "loading"} shopName={shopName} />
      <Hero shopName={shopName} />
      <BenefitsStrip />
      <IngredientsSection />
      <ProductSection state={state} onAdd={onAdd} />
      <MediaSection media={media} />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = error instanceof Error && error.message ? error.message : "Unknown error";
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-black px-6 text-center text-white">
      <h1 className="text-2xl font-bold">Failed to initialize app</h1>
      <p className="text-white/80">{message}</p>
      <a href="/" className="rounded-full bg-white px-6 py-3 font-semibold text-gray-900">
        Try again
      </a>
    </main>
  );
}
