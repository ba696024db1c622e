import { useEffect } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Product } from "../../core/product";
import { plainDescription, shortDescription } from "../../core/product-text";
import { FLAVOUR_PARAM, flavourFromAddress } from "../../core/offered-flavors";
import { FAQ_CATEGORIES } from "../../core/faq-data";
import { SiteLayout } from "../components/layout/site-layout";
import { BackInStockForm } from "../components/product-page/back-in-stock-form";
import { ProductBuyBox } from "../components/product-page/product-buy-box";
import { ProductGallery } from "../components/product-page/product-gallery";
import { ProductInfo } from "../components/product-page/product-info";
import { ProductReviews } from "../components/product-page/product-reviews";
import { SupplementFacts } from "../components/product-page/supplement-facts";
import { useProductChoice } from "../components/storefront/use-product-choice";
import { beacon } from "../lib/beacon";
import { pageTitle } from "../lib/meta";
import { productJsonLd } from "../lib/product-json-ld";
import { productPath } from "../lib/product-path";
import { ratingJsonLd } from "../lib/review-json-ld";
import { shopNameFromMatches } from "../lib/route-meta";
import { useAddToCart } from "../lib/use-add-to-cart";
import { useProducts } from "../lib/use-products";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/product";
import { ErrorReferenceLine } from "../components/ui/error-reference-line";

export const PRODUCT_NOT_FOUND = "Product not found";

const PRODUCT_FAQ_CATEGORIES = ["usage-timing", "ingredients-nutrition", "product-safety"];
// The first two of each: the rest are a link away.
const PRODUCT_FAQS = FAQ_CATEGORIES.filter((c) => PRODUCT_FAQ_CATEGORIES.includes(c.id)).flatMap((c) =>
  c.items.slice(0, 2),
);

// Only active products have a page; a draft or archived one answers 404 like any unknown path.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { products } = await context.services.products.catalogue.snapshot();
  const product = products.find((p) => p.id === params.id);
  if (!product) throw data(null, { status: 404, statusText: "Not Found" });
  const { shopName, publicUrl } = context.config;
  // The newest approved reviews, for the structured data only (the page lists them on demand).
  const reviews = product.rating ? (await context.services.reviews.publicPage(product.id)).reviews : [];
  // A link may choose the flavour (a back-in-stock e-mail): rendered chosen on the server.
  const flavour = flavourFromAddress(product, new URL(request.url).searchParams.get(FLAVOUR_PARAM));
  return { product, products, shopName, publicUrl, faqs: PRODUCT_FAQS, reviews, flavour };
}

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d)
    return [
      { title: pageTitle(PRODUCT_NOT_FOUND, shopNameFromMatches(matches)) },
      { name: "robots", content: "noindex" },
    ];
  const { product, shopName, publicUrl, reviews } = d;
  const title = pageTitle(product.name, shopName);
  const description = shortDescription(product.description, 300) || plainDescription(product.description);
  const url = `${publicUrl}${productPath(product.id)}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "product" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: shopName },
    { property: "og:locale", content: "en_AU" },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
    { "script:ld+json": { ...productJsonLd(product, shopName, publicUrl), ...ratingJsonLd(product, reviews) } },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // Live: an edit in the admin reaches an open page through the same feed as the home page's grid.
  const state = useProducts(loaderData.products);
  const catalogue = state.status === "ready" ? state.products : loaderData.products;
  const product = catalogue.find((p: Product) => p.id === loaderData.product.id) ?? loaderData.product;
  const choice = useProductChoice(product, loaderData.flavour);
  const onAdd = useAddToCart();
  const productId = loaderData.product.id;
  useEffect(() => beacon("p", { id: productId }), [productId]);
  return (
    <SiteLayout shopName={loaderData.shopName}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/" className="inline-block py-1 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to="/#products" className="inline-block py-1 hover:underline">
                Shop
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <span aria-current="page" className="font-medium text-gray-900">
                {product.name}
              </span>
            </li>
          </ol>
        </nav>
        <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <ProductGallery product={product} pictureFlavor={choice.pictureFlavor} />
          </div>
          <ProductBuyBox product={product} catalogue={catalogue} choice={choice} onAdd={onAdd} />
        </div>
        <BackInStockForm product={product} />
        <div className="mt-16 grid gap-12 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:gap-16">
          <div>
            <SupplementFacts servings={product.metadata.servings} />
          </div>
          <ProductInfo shopName={loaderData.shopName} faqs={loaderData.faqs} />
        </div>
        <ProductReviews productId={product.id} rating={product.rating} shopName={loaderData.shopName} />
      </div>
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shopName = useShopName();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteLayout shopName={shopName}>
      <div className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold">{missing ? PRODUCT_NOT_FOUND : "Something went wrong"}</h1>
        <p className="mt-4 text-gray-700">
          {missing
            ? "That product isn't on sale any more, or the link is wrong."
            : "We couldn't show this product just now. Please try again in a moment."}
        </p>
        <ErrorReferenceLine error={error} className="mt-2 text-sm text-gray-600" />
        <Link to="/#products" className="mt-8 inline-block rounded-full bg-gray-900 px-6 py-3 font-semibold text-white">
          See all products
        </Link>
      </div>
    </SiteLayout>
  );
}
