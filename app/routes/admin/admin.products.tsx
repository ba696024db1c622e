import type { MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/admin-meta";
import { ProductsTab } from "../../components/admin/products-tab";
import type { Route } from "./+types/admin.products";

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await context.services.products.listAllProducts() };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Products", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Products" />;
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsTab initialProducts={loaderData.products} />;
}
