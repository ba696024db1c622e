import type { MetaDescriptor } from "react-router";
import { productToInput } from "../../../core/product-form";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { ProductEditor } from "../../components/admin/products/product-editor";
import { actionResult, orRouteError, readJsonForm, staffOf } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.products.$id";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { product: await orRouteError(context.services.products.getProduct(params.id)) };
}

/** The editor's JSON draft, checked and saved by the same service (and schema) as PUT /api/admin/products/:id. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const body = await readJsonForm(request);
  return actionResult(
    "save",
    async () => {
      await context.services.products.updateProduct(params.id, body, staffOf(context));
      return "Product saved successfully";
    },
    { allDetails: true },
  );
}

export function meta({ matches, data }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta(data ? `Edit ${data.product.name}` : "Product", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Products" />;
}

/** Keyed by product: a link from one product's form to another's starts a fresh draft. */
export default function AdminEditProduct({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return <ProductEditor key={product.id} input={productToInput(product)} isNew={false} />;
}
