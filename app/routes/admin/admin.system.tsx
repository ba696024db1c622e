// /admin/system (owners): the shop's health at a glance, and failed e-mail sent again.
import { formatShopTime } from "../../../core/shop-time";
import { data, type MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { SystemScreen } from "../../components/admin/system/system-screen";
import { actionResult, orRouteError, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.system";

export async function loader({ context }: Route.LoaderArgs) {
  return { system: await orRouteError(context.services.system.overview()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  if (intent === "retry-mail") {
    return actionResult(intent, async () => {
      const n = await context.services.system.retryFailedMail(staffOf(context));
      return n === 0 ? "No failed e-mail to send" : `${n} e-mail${n === 1 ? "" : "s"} queued to send again`;
    });
  }
  if (intent === "backup") {
    return actionResult(intent, async () => {
      const { takenAt } = await context.services.system.backUpNow(staffOf(context));
      return `Backup taken at ${formatShopTime(takenAt, context.config.shopTimeZone)}`;
    });
  }
  throw data<AdminActionResult>({ ok: false, intent, formError: "Unknown action" }, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("System", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="System" />;
}

export default function AdminSystem({ loaderData }: Route.ComponentProps) {
  return <SystemScreen system={loaderData.system} />;
}
