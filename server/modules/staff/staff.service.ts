// Staff accounts and roles: the owner invites by e-mail (a one-time link to choose a
// password), changes roles and removes staff. The shop always keeps an owner; a demoted or
// removed member's sessions end in the same transaction. Every write takes the acting staff
// member first (the audit log's seam). Who may call these is the guard's business (core/staff-roles.ts).
import { randomBytes, randomUUID } from "node:crypto";
import { serialize } from "hono/utils/cookie";
import { EmailSchema } from "../../../core/order";
import { INVITE_PATH, isStaffRole, ROLE_LABELS, type StaffRole } from "../../../core/staff-roles";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Mail } from "../../infra/mail/mail";
import type { Logger } from "../../logger";
import { SESSION_COOKIE } from "../auth/admin-guard";
import {
  addAdminUser,
  hashSessionId,
  normalizeEmail,
  SESSION_ABSOLUTE_MS,
  type AdminIdentity,
  type AuthService,
} from "../auth/auth.service";
import { hashPassword, passwordProblem } from "../auth/password";
import { recordAudit } from "../audit/audit.record";
import { inviteMail } from "./staff.emails";
import * as repo from "./staff.repository";

export const INVITE_LIFETIME_HOURS = 72;

export const STAFF_MESSAGES = {
  inviteEnded: "This invitation has expired, been replaced or already been used. Ask the shop's owner for a new one.",
  lastOwner: "The shop needs at least one owner: make someone else an owner first.",
  removeSelf: "You cannot remove yourself; another owner can.",
  unknownRole: "Choose a role",
  alreadyStaff: (email: string) => `${email} is already on the staff`,
  noMember: "That staff member no longer exists",
  noInvite: "That invitation no longer exists",
} as const;

export type StaffMember = { id: string; email: string; role: StaffRole; createdAt: string; lastLoginAt: string | null };
export type StaffInvite = {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
};

export type StaffServiceDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  auth: AuthService;
  shop: { shopName: string; publicUrl: string };
};

export function createStaffService(deps: StaffServiceDeps) {
  const { db, logger, clock, mail, auth } = deps;
  const iso = (ms = 0) => new Date(clock().getTime() + ms).toISOString();
  const tokenHash = (token: string) => hashSessionId(`staff-invite:${token}`);

  function parseRole(value: unknown): StaffRole {
    if (!isStaffRole(value)) {
      throw new AppError("validation", STAFF_MESSAGES.unknownRole, { details: { role: STAFF_MESSAGES.unknownRole } });
    }
    return value;
  }

  function parseEmail(value: unknown): string {
    const r = EmailSchema.safeParse(typeof value === "string" ? value : "");
    if (!r.success) {
      const message = r.error.issues[0]!.message;
      throw new AppError("validation", message, { details: { email: message } });
    }
    return normalizeEmail(r.data);
  }

  async function member(trx: Db, id: string) {
    const m = await repo.selectMember(trx, id);
    if (!m) throw new AppError("not_found", STAFF_MESSAGES.noMember);
    return m;
  }

  /** An open invitation for a link's token, or undefined when unknown or expired. */
  async function openInvite(trx: Db, token: unknown) {
    if (typeof token !== "string" || token.length === 0 || token.length > 100) return undefined;
    const row = await repo.selectInviteByToken(trx, tokenHash(token));
    return row && row.expires_at > iso() && isStaffRole(row.role) ? row : undefined;
  }

  return {
    async list(): Promise<{ members: StaffMember[]; invites: StaffInvite[] }> {
      const now = iso();
      const [members, invites] = await Promise.all([repo.selectMembers(db), repo.selectInvites(db)]);
      return {
        members: members.map((m) => ({
          id: m.id,
          email: m.email,
          role: isStaffRole(m.role) ? m.role : "support",
          createdAt: m.created_at,
          lastLoginAt: m.last_login_at,
        })),
        invites: invites.map((i) => ({
          id: i.id,
          email: i.email,
          role: isStaffRole(i.role) ? i.role : "support",
          invitedBy: i.invited_by,
          createdAt: i.created_at,
          expiresAt: i.expires_at,
          expired: i.expires_at <= now,
        })),
      };
    },

    /** Sends a one-time link; inviting the same address again replaces the earlier link. */
    async invite(actor: AdminIdentity, input: { email: unknown; role: unknown }): Promise<{ email: string }> {
      const email = parseEmail(input.email);
      const role = parseRole(input.role);
      if (await repo.selectMemberByEmail(db, email)) {
        const message = STAFF_MESSAGES.alreadyStaff(email);
        throw new AppError("conflict", message, { details: { email: message } });
      }
      const token = randomBytes(32).toString("base64url");
      const link = `${deps.shop.publicUrl}${INVITE_PATH}?token=${token}`;
      await db.transaction().execute(async (trx) => {
        await repo.replaceInvite(trx, {
          id: randomUUID(),
          email,
          role,
          token_hash: tokenHash(token),
          invited_by: actor.email,
          created_at: iso(),
          expires_at: iso(INVITE_LIFETIME_HOURS * 60 * 60 * 1000),
        });
        const hours = INVITE_LIFETIME_HOURS;
        await mail.enqueue(inviteMail({ to: email, role, invitedBy: actor.email, link, hours, ...deps.shop }), trx);
        await recordAudit(trx, clock(), {
          actor,
          action: "staff.invite",
          entityType: "staff",
          entityId: email,
          summary: `Invited ${email} as ${ROLE_LABELS[role]}`,
          after: { email, role },
        });
      });
      mail.kick();
      logger.info({ by: actor.email, email, role }, "staff invited");
      return { email };
    },

    async revokeInvite(actor: AdminIdentity, id: string): Promise<{ email: string }> {
      const invite = await db.transaction().execute(async (trx) => {
        const found = (await repo.selectInvites(trx)).find((i) => i.id === id);
        if (!found || !(await repo.deleteInvite(trx, id))) throw new AppError("not_found", STAFF_MESSAGES.noInvite);
        await recordAudit(trx, clock(), {
          actor,
          action: "staff.revoke_invite",
          entityType: "staff",
          entityId: found.email,
          summary: `Revoked the invitation of ${found.email}`,
          before: { email: found.email, role: found.role },
        });
        return found;
      });
      logger.info({ by: actor.email, email: invite.email }, "staff invitation revoked");
      return { email: invite.email };
    },

    /** A new role ends the member's sessions at once: they sign in again to the screens it allows. */
    async changeRole(
      actor: AdminIdentity,
      id: string,
      roleInput: unknown,
    ): Promise<{ email: string; role: StaffRole }> {
      const role = parseRole(roleInput);
      const email = await db.transaction().execute(async (trx) => {
        const owners = await repo.lockOwners(trx);
        const m = await member(trx, id);
        if (m.role === role) return m.email;
        if (m.role === "owner" && owners <= 1) throw new AppError("conflict", STAFF_MESSAGES.lastOwner);
        await repo.updateRole(trx, id, role, iso());
        await repo.deleteSessionsOf(trx, id);
        await recordAudit(trx, clock(), {
          actor,
          action: "staff.change_role",
          entityType: "staff",
          entityId: m.email,
          summary: `${m.email}: ${ROLE_LABELS[m.role as StaffRole]} → ${ROLE_LABELS[role]}`,
          before: { role: m.role },
          after: { role },
        });
        return m.email;
      });
      logger.info({ by: actor.email, email, role }, "staff role changed");
      return { email, role };
    },

    async remove(actor: AdminIdentity, id: string): Promise<{ email: string }> {
      if (id === actor.userId) throw new AppError("conflict", STAFF_MESSAGES.removeSelf);
      const email = await db.transaction().execute(async (trx) => {
        const owners = await repo.lockOwners(trx);
        const m = await member(trx, id);
        if (m.role === "owner" && owners <= 1) throw new AppError("conflict", STAFF_MESSAGES.lastOwner);
        await repo.deleteMember(trx, id);
        await recordAudit(trx, clock(), {
          actor,
          action: "staff.remove",
          entityType: "staff",
          entityId: m.email,
          summary: `Removed ${m.email}`,
          before: { email: m.email, role: m.role },
        });
        return m.email;
      });
      logger.info({ by: actor.email, email }, "staff member removed");
      return { email };
    },

    /** The invitation a link opens (for the set-password page), or null when it no longer works. */
    async peekInvite(token: unknown): Promise<{ email: string; role: StaffRole; roleLabel: string } | null> {
      const row = await openInvite(db, token);
      if (!row) return null;
      const role = row.role as StaffRole;
      return { email: row.email, role, roleLabel: ROLE_LABELS[role] };
    },

    /** Uses the link once: the account exists with the invited role and is signed in. */
    async acceptInvite(input: { token: unknown; password: unknown }) {
      const password = typeof input.password === "string" ? input.password : "";
      const problem = passwordProblem(password);
      if (problem) throw new AppError("validation", problem, { details: { password: problem } });
      if (!(await openInvite(db, input.token))) throw new AppError("validation", STAFF_MESSAGES.inviteEnded);
      const passwordHash = await hashPassword(password);
      const session = await db.transaction().execute(async (trx) => {
        const row = await openInvite(trx, input.token);
        if (!row || !(await repo.deleteInvite(trx, row.id)))
          throw new AppError("validation", STAFF_MESSAGES.inviteEnded);
        if (await repo.selectMemberByEmail(trx, row.email)) {
          throw new AppError("conflict", STAFF_MESSAGES.alreadyStaff(row.email));
        }
        const now = iso();
        const user = { id: randomUUID(), email: row.email };
        await addAdminUser(trx, {
          ...user,
          password_hash: passwordHash,
          role: row.role,
          created_at: now,
          updated_at: now,
          last_login_at: null,
        });
        // Who joined is who acted: the invitation's own author is in its invite entry.
        await recordAudit(trx, clock(), {
          actor: { userId: user.id, email: user.email },
          action: "staff.join",
          entityType: "staff",
          entityId: user.email,
          summary: `${user.email} joined as ${ROLE_LABELS[row.role as StaffRole]}`,
          after: { email: user.email, role: row.role },
        });
        return auth.startSession(user, trx);
      });
      logger.info({ email: session.email }, "staff invitation accepted");
      // The same cookie as a sign-in's (auth.api.ts), for the set-password page to hand over.
      const setCookie = serialize(SESSION_COOKIE, session.sessionId, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        secure: deps.shop.publicUrl.startsWith("https://"),
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
      return { ...session, setCookie };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
