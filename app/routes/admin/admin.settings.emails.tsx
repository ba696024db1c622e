// /admin/settings/emails (owners): every customer e-mail by name, each opening its preview. No rule
// in core/staff-roles.ts names this path, so the guard keeps every other role out (403).
import type { MetaDescriptor } from "react-router";
import { EmailPreviewList } from "../../components/admin/settings/email-previews";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.settings.emails";

export function loader({ context }: Route.LoaderArgs) {
  return { emails: context.services.settings.emailPreviews.list() };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Customer e-mails", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Customer e-mails" />;
}

export default function AdminSettingsEmails({ loaderData }: Route.ComponentProps) {
  return <EmailPreviewList emails={loaderData.emails} />;
}
