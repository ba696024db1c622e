// /admin/settings/emails/:key (owners): one customer e-mail as it would go out today, and
// "Send me a test", which queues it to the signed-in staff member's own address.
import { data, type MetaDescriptor } from "react-router";
import { EmailPreview, SEND_TEST_INTENT } from "../../components/admin/settings/email-previews";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { actionResult, orRouteError, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.settings.emails.$key";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { email: await orRouteError(context.services.settings.emailPreviews.preview(params.key)) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  if (intent !== SEND_TEST_INTENT)
    throw data<AdminActionResult>({ ok: false, intent, formError: "Unknown action" }, { status: 400 });
  return actionResult(intent, async () => {
    const { to } = await context.services.settings.emailPreviews.sendTest(params.key, staffOf(context));
    return `Test sent to ${to}`;
  });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Customer e-mail preview", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Customer e-mail preview" />;
}

export default function AdminSettingsEmail({ loaderData }: Route.ComponentProps) {
  return <EmailPreview email={loaderData.email} />;
}
