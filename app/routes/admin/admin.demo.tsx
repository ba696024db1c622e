import type { MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/admin-meta";
import { ProductDemoTab } from "../../components/admin/product-demo-tab";
import type { Route } from "./+types/admin.demo";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Product Demo", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Product Demo" />;
}

export default function AdminProductDemo() {
  return <ProductDemoTab />;
}
