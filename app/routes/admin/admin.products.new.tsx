import type { MetaDescriptor } from "react-router";
import { newProductDraft } from "../../../core/product";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { ProductEditor } from "../../components/admin/products/product-editor";
import { actionResult, readJsonForm, staffOf } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.products.new";

function randomSuffix(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return `${Date.now().toString(36)}-${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** docs/spec.md §9's new-product defaults, with a fresh placeholder id. */
export function loader() {
  return { input: newProductDraft(randomSuffix()) };
}

// The defaults never change; re-running the loader (after a save elsewhere, a live update) would
// only hand out a new placeholder id, so the form being filled in keeps its own.
export function shouldRevalidate() {
  return false;
}

/** The editor's JSON draft, checked and saved by the same service (and schema) as POST /api/admin/products. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonForm(request);
  return actionResult(
    "save",
    async () => {
      await context.services.products.createProduct(body, staffOf(context));
      return "Product saved successfully";
    },
    { allDetails: true },
  );
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("New product", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Products" />;
}

export default function AdminNewProduct({ loaderData }: Route.ComponentProps) {
  return <ProductEditor key={loaderData.input.id} input={loaderData.input} isNew />;
}
