import type { MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/admin-meta";
import { OrdersTab } from "../../components/admin/orders-tab";
import type { Route } from "./+types/admin.orders";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Orders", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Orders" />;
}

export default function AdminOrders() {
  return <OrdersTab />;
}
