import { data, type MetaDescriptor } from "react-router";
import { ROLE_LABELS } from "../../../core/staff-roles";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { StaffScreen } from "../../components/admin/staff/staff-screen";
import { actionResult, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.staff";

// The owner's Staff screen; the guard keeps every other role out (core/staff-roles.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await context.services.staff.list()), me: context.admin?.userId ?? null };
}

/** intent=invite (email, role), role (id, role), remove (id) or revoke (id, an invitation's). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.services.staff;
  const actor = context.admin;
  if (!actor) throw data("Sign in required", { status: 401 });
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  switch (intent) {
    case "invite":
      return actionResult(intent, async () => {
        const { email } = await staff.invite(actor, { email: form.get("email"), role: form.get("role") });
        return `Invitation sent to ${email}`;
      });
    case "role":
      return actionResult(intent, async () => {
        const r = await staff.changeRole(actor, id, form.get("role"));
        return `${r.email} is now ${ROLE_LABELS[r.role]}; they sign in again to continue`;
      });
    case "remove":
      return actionResult(intent, async () => `${(await staff.remove(actor, id)).email} removed from the staff`);
    case "revoke":
      return actionResult(intent, async () => `Invitation to ${(await staff.revokeInvite(actor, id)).email} revoked`);
    default:
      throw data<AdminActionResult>({ ok: false, intent, formError: "Unknown action" }, { status: 400 });
  }
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Staff", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Staff" />;
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  return <StaffScreen members={loaderData.members} invites={loaderData.invites} me={loaderData.me} />;
}
