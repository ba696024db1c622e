import type { MetaDescriptor } from "react-router";
import { ContentScreen } from "../../components/admin/content/content-screen";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.content";

export async function loader({ context }: Route.LoaderArgs) {
  return { pieces: await context.services.content.list() };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Content", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Content" />;
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  return <ContentScreen pieces={loaderData.pieces} />;
}
