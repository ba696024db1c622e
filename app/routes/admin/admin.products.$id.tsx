import type { MetaDescriptor } from "react-router";
import { productToInput } from "../../../core/product-form";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { ProductEditor } from "../../components/admin/products/product-editor";
import { OFFER_FIELD, OFFER_INTENT } from "../../components/admin/products/product-subscription-offer";
import { actionResult, orRouteError, readJsonForm, staffOf } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.products.$id";

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await orRouteError(context.services.products.getProduct(params.id));
  return { product, offer: await context.services.subscriptionOffers.getOffer(params.id) };
}

/** The editor's JSON draft, checked and saved by the same service (and schema) as PUT /api/admin/products/:id. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const body = await readJsonForm(request);
  if (isOfferForm(body)) {
    return actionResult(
      OFFER_INTENT,
      async () => {
        await context.services.subscriptionOffers.saveOffer(params.id, body.offer, staffOf(context));
        return "Subscribe & save saved";
      },
      { allDetails: true },
    );
  }
  // The editor sends the product's Subscribe & save offer with it: both are checked before either is saved.
  const { [OFFER_FIELD]: offer, ...product } = (body ?? {}) as Record<string, unknown>;
  return actionResult(
    "save",
    async () => {
      const offers = context.services.subscriptionOffers;
      if (offer !== undefined) offers.checkOffer(offer, OFFER_FIELD);
      await context.services.products.updateProduct(params.id, body === null ? null : product, staffOf(context));
      if (offer !== undefined) await offers.saveOffer(params.id, offer, staffOf(context));
      return "Product saved successfully";
    },
    { allDetails: true },
  );
}

function isOfferForm(body: unknown): body is { intent: string; offer: unknown } {
  return typeof body === "object" && body !== null && (body as { intent?: unknown }).intent === OFFER_INTENT;
}

export function meta({ matches, data }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta(data ? `Edit ${data.product.name}` : "Product", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Products" />;
}

/** Keyed by product: a link from one product's form to another's starts a fresh draft. */
export default function AdminEditProduct({ loaderData }: Route.ComponentProps) {
  const { product, offer } = loaderData;
  return <ProductEditor key={product.id} input={productToInput(product)} isNew={false} offer={offer} />;
}
