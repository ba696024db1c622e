import type { MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { ApiReference } from "../../components/admin/api/api-reference";
import { toApiReference } from "../../lib/api-reference";
import type { Route } from "./+types/admin.api";

export function loader({ context }: Route.LoaderArgs) {
  return { reference: toApiReference(context.apiDocument) };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("API", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="API" />;
}

export default function AdminApi({ loaderData }: Route.ComponentProps) {
  return <ApiReference reference={loaderData.reference} />;
}
