import type { MetaDescriptor } from "react-router";
import { splitFlavors } from "../../../core/flavors";
import { productToInput } from "../../../core/product-form";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { ProductEditor } from "../../components/admin/products/product-editor";
import { OFFER_FIELD, OFFER_INTENT } from "../../components/admin/products/product-subscription-offer";
import { BARCODES_INTENT, TubBarcodes } from "../../components/admin/products/tub-barcodes";
import { actionResult, orRouteError, readJsonForm, staffOf } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.products.$id";

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await orRouteError(context.services.products.getProduct(params.id));
  const [offer, barcodes] = await Promise.all([
    context.services.subscriptions.offers.getOffer(params.id),
    context.services.stock.barcodes.barcodesOf(flavoursOf(product.metadata)),
  ]);
  return { product, offer, barcodes };
}

/** The flavours a product's tubs come in: its own, then those offered, each once. */
function flavoursOf(m: { flavor: string; availableFlavors?: readonly string[] }): string[] {
  const seen = new Set<string>();
  return [...splitFlavors(m.flavor), ...(m.availableFlavors ?? [])].filter((f) => {
    const key = f.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The editor's JSON draft, checked and saved by the same service (and schema) as PUT /api/admin/products/:id. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    const form = await request.formData().catch(() => new FormData());
    if (form.get("intent") === BARCODES_INTENT) {
      const gtins = form.getAll("gtin").map(String);
      const entries = form.getAll("flavor").map((f, i) => ({ flavor: String(f), gtin: gtins[i] ?? "" }));
      return actionResult(BARCODES_INTENT, async () => {
        const changed = await context.services.stock.barcodes.saveBarcodes(entries, staffOf(context));
        return changed === 0 ? "No barcode number changed" : "Tub barcodes saved";
      });
    }
  }
  const body = await readJsonForm(request);
  if (isOfferForm(body)) {
    return actionResult(
      OFFER_INTENT,
      async () => {
        await context.services.subscriptions.offers.saveOffer(params.id, body.offer, staffOf(context));
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
      const offers = context.services.subscriptions.offers;
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
  const { product, offer, barcodes } = loaderData;
  return (
    <>
      <ProductEditor key={product.id} input={productToInput(product)} isNew={false} offer={offer} />
      {barcodes.length > 0 ? <TubBarcodes key={`${product.id}-barcodes`} barcodes={barcodes} /> : null}
    </>
  );
}
