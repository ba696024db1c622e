import { data, type MetaDescriptor } from "react-router";
import { PRODUCT_ID_PATTERN, ProductOrderSchema } from "../../../core/product";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { ProductsScreen } from "../../components/admin/products/products-screen";
import { actionResult, issuesToFields, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.products";

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await context.services.products.listAllProducts() };
}

/** intent=reorder (ids), delete (id) or migrate: the same schemas and service calls as the JSON API. */
export async function action({ request, context }: Route.ActionArgs) {
  const products = context.services.products;
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  if (intent === "reorder") {
    const input = ProductOrderSchema.safeParse({ ids: form.getAll("ids") });
    if (!input.success) {
      return data<AdminActionResult>(
        { ok: false, intent, formError: "Invalid product order", fieldErrors: issuesToFields(input.error.issues) },
        { status: 400 },
      );
    }
    return actionResult(intent, async () => {
      await products.saveProductOrder(input.data.ids, staffOf(context));
      return "Product order updated successfully";
    });
  }
  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    if (!PRODUCT_ID_PATTERN.test(id)) {
      return data<AdminActionResult>({ ok: false, intent, formError: "Malformed product id" }, { status: 400 });
    }
    return actionResult(intent, async () => {
      await products.deleteProduct(id, staffOf(context));
      return "Product deleted successfully";
    });
  }
  if (intent === "migrate") {
    return actionResult(intent, async () => {
      await products.migrateSampleProducts(staffOf(context));
      return "Products migrated to the provider successfully";
    });
  }
  throw data("Unknown action", { status: 400 });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Products", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Products" />;
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsScreen products={loaderData.products} />;
}
