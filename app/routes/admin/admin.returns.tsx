import type { MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/admin-meta";
import { ReturnsTab } from "../../components/admin/inbox-tab";
import type { Route } from "./+types/admin.returns";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Returns", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Returns" />;
}

export default function AdminReturns() {
  return <ReturnsTab />;
}
