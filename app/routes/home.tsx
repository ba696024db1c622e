import { useEffect, useState } from "react";
import { TIMINGS } from "../../core/constants";
import { SiteLayout } from "../components/layout/site-layout";
import { BenefitsStrip } from "../components/storefront/benefits-strip";
import { Hero } from "../components/storefront/hero";
import { IngredientsSection } from "../components/storefront/ingredients-section";
import { LoadingOverlay } from "../components/storefront/loading-overlay";
import { MediaSection } from "../components/storefront/media-section";
import { ProductSection } from "../components/storefront/product-section";
import { pageTitle } from "../lib/meta";
import { productListJsonLd } from "../lib/product-list-json-ld";
import { useAddToCart } from "../lib/use-add-to-cart";
import { useLiveMedia, type StoreMedia } from "../lib/use-live-media";
import { useProducts } from "../lib/use-products";
import type { Route } from "./+types/home";

async function loadMedia({ services }: Route.LoaderArgs["context"]): Promise<StoreMedia> {
  // Each part falls back on its own (docs/spec.md §8): no reels, no featured video, the default demo.
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
  // The hero, benefits and ingredients copy is staff's to edit (admin Content screen).
  const [media, copy] = await Promise.all([loadMedia(context), context.services.content.home()]);
  try {
    return {
      products: (await context.services.products.catalogue.snapshot()).products,
      shopName,
      publicUrl,
      media,
      copy,
    };
  } catch {
    // The page still renders; the browser falls back to its cached products (docs/spec.md §8).
    return { products: null, shopName, publicUrl, media, copy };
  }
}

const DESCRIPTION =
  "Post-party recovery in one scoop: electrolytes, B vitamins, vitamin C, magnesium and botanicals. Express shipping across Australia, free on 2+ tubs.";

export function meta({ data }: Route.MetaArgs) {
  const shop = data?.shopName ?? "Rebound";
  const title = pageTitle("Post-Party Recovery Formula", shop);
  const products = data?.products ?? [];
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
    ...(products.length > 0 ? [{ "script:ld+json": productListJsonLd(products, data?.publicUrl ?? "") }] : []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { shopName } = loaderData;
  const state = useProducts(loaderData.products);
  const media = useLiveMedia(loaderData.media);
  const [minimumPassed, setMinimumPassed] = useState(false);

  useEffect(() => {
    // The 500 ms minimum counts from the page's start (navigation), not from hydration:
    // on a slow phone it has usually passed by the time the app can hide the cover.
    const remaining = Math.max(0, TIMINGS.preloadMinimumMs - performance.now());
    const t = window.setTimeout(() => setMinimumPassed(true), remaining);
    return () => window.clearTimeout(t);
  }, []);

  const onAdd = useAddToCart();

  return (
    <SiteLayout shopName={shopName} modals>
      <LoadingOverlay
        ready={loaderData.products ? "html" : minimumPassed && state.status !== "loading"}
        shopName={shopName}
      />
      <Hero shopName={shopName} copy={loaderData.copy.hero} />
      <BenefitsStrip items={loaderData.copy.benefits} />
      <IngredientsSection copy={loaderData.copy.ingredients} />
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
