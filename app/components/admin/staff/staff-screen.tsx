// The owner's Staff screen: who has access and with which role, pending invitations, and the
// form to invite someone. Every change posts to the route's action through one keyed fetcher,
// so the screen flashes each outcome.
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../../core/staff-roles";
import type { AdminActionResult } from "../../../lib/admin-action";
import { FlashMessage, useFlash } from "../shared/flash-message";
import { buttonClass, inputClass } from "../shared/form-controls";
import { STAFF_FETCHER, StaffInviteForm } from "./staff-invite-form";
import { useActionResult } from "../shared/use-action-result";
import { useShopTime } from "../shared/use-shop-time";

type Member = { id: string; email: string; role: StaffRole; createdAt: string; lastLoginAt: string | null };
type Invite = {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  expiresAt: string;
  expired: boolean;
};

const card = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5";

function useStaffFetcher() {
  const fetcher = useFetcher<AdminActionResult>({ key: STAFF_FETCHER });
  return { fetcher, busy: fetcher.state !== "idle" };
}

function RoleForm({ member }: { member: Member }) {
  const { fetcher, busy } = useStaffFetcher();
  const id = `role-${member.id}`;
  return (
    <fetcher.Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={member.id} />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-semibold text-gray-600">
          Role<span className="sr-only"> of {member.email}</span>
        </label>
        <select id={id} name="role" defaultValue={member.role} key={member.role} className={inputClass}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass.secondary} disabled={busy}>
        Change role<span className="sr-only"> of {member.email}</span>
      </button>
    </fetcher.Form>
  );
}

function RemoveButton({ member }: { member: Member }) {
  const { fetcher, busy } = useStaffFetcher();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className={buttonClass.danger} onClick={() => setConfirming(true)}>
        Remove<span className="sr-only"> {member.email}</span>
      </button>
    );
  }
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2" onSubmit={() => setConfirming(false)}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={member.id} />
      <span className="text-sm text-gray-800">Remove {member.email}? Their sessions end at once.</span>
      <button type="submit" className={buttonClass.danger} disabled={busy} autoFocus>
        Yes, remove
      </button>
      <button type="button" className={buttonClass.ghost} onClick={() => setConfirming(false)}>
        Keep
      </button>
    </fetcher.Form>
  );
}

function MemberRow({ member, me }: { member: Member; me: boolean }) {
  const formatWhen = useShopTime();
  return (
    <li
      className={`${card} grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)_auto] lg:items-end`}
      data-testid="staff-member"
    >
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <p className="font-semibold text-gray-900">
          {member.email}
          {me ? <span className="ml-2 rounded-full bg-purple-100 px-2 py-0.5 text-xs text-purple-800">You</span> : null}
        </p>
        <p className="text-sm text-gray-600">
          {ROLE_LABELS[member.role]} · last sign-in {member.lastLoginAt ? formatWhen(member.lastLoginAt) : "never"}
        </p>
      </div>
      <RoleForm member={member} />
      {me ? null : <RemoveButton member={member} />}
    </li>
  );
}

function InviteRow({ invite }: { invite: Invite }) {
  const { fetcher, busy } = useStaffFetcher();
  const formatWhen = useShopTime();
  return (
    <li className={`${card} flex flex-wrap items-center justify-between gap-3`} data-testid="staff-invite">
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <p className="font-semibold text-gray-900">{invite.email}</p>
        <p className="text-sm text-gray-600">
          {ROLE_LABELS[invite.role]} ·{" "}
          {invite.expired ? (
            <span className="font-medium text-red-700">link expired</span>
          ) : (
            `link works until ${formatWhen(invite.expiresAt)}`
          )}
          {invite.invitedBy ? ` · invited by ${invite.invitedBy}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="invite" />
          <input type="hidden" name="email" value={invite.email} />
          <input type="hidden" name="role" value={invite.role} />
          <button type="submit" className={buttonClass.secondary} disabled={busy}>
            Send again<span className="sr-only"> to {invite.email}</span>
          </button>
        </fetcher.Form>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="id" value={invite.id} />
          <button type="submit" className={buttonClass.danger} disabled={busy}>
            Revoke<span className="sr-only"> invitation to {invite.email}</span>
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

export function StaffScreen(props: { members: readonly Member[]; invites: readonly Invite[]; me: string | null }) {
  const { flash, show } = useFlash();
  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (r.ok) show("success", r.message);
      else if (r.formError && !(r.fieldErrors && Object.keys(r.fieldErrors).length > 0)) show("error", r.formError);
    },
    [show],
  );
  useActionResult(useFetcher<AdminActionResult>({ key: STAFF_FETCHER }), onResult);
  return (
    <section aria-labelledby="staff-heading" className="space-y-6">
      <FlashMessage flash={flash} />
      <div>
        <h2 id="staff-heading" className="text-xl font-bold text-gray-900">
          Staff
        </h2>
        <p className="text-sm text-gray-600">
          Who can sign in to the admin, and what their role lets them do. A new role or a removal ends that
          person&apos;s sessions at once.
        </p>
      </div>
      <StaffInviteForm />
      <section aria-labelledby="members-heading" className="space-y-3">
        <h3 id="members-heading" className="text-base font-semibold text-gray-900">
          {`Members (${props.members.length})`}
        </h3>
        <ul className="space-y-3">
          {props.members.map((m) => (
            <MemberRow key={m.id} member={m} me={m.id === props.me} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="invites-heading" className="space-y-3">
        <h3 id="invites-heading" className="text-base font-semibold text-gray-900">
          Pending invitations
        </h3>
        {props.invites.length === 0 ? (
          <p className="text-sm text-gray-600">No invitations waiting.</p>
        ) : (
          <ul className="space-y-3">
            {props.invites.map((i) => (
              <InviteRow key={i.id} invite={i} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
