// Owns admin sign-in (docs/spec.md §6, docs/design.md §9): accounts with scrypt hashes,
// server-side sessions (12 h absolute, 30 min idle), and sign-in throttling
// per e-mail and per IP. The HTTP layer only carries ids and cookies.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { isStaffRole, type StaffRole } from "../../../core/staff-roles";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Logger } from "../../logger";
import * as repo from "./auth.repository";
import { hashPassword, passwordProblem, unknownUserHash, verifyPassword } from "./password";

export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type LoginLimits = { perEmail: number; perIp: number; windowMs: number };
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 };

export const INVALID_CREDENTIALS = "Invalid credentials";

export type AdminIdentity = { userId: string; email: string };
/** A signed-in staff member; the role is read with the session, so a change applies at once. */
export type AdminSession = AdminIdentity & { idHash: string; role: StaffRole };

const EmailSchema = z.email("Enter a valid e-mail address").max(254);

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What to do with a stored session now: "ended" (past its absolute or idle limit: delete it),
 * "touch" (alive, last seen long enough ago to record this use) or "fresh". Admin and customer
 * sessions share the rule with their own limits.
 */
export function sessionState(
  row: { last_seen_at: string; expires_at: string },
  now: number,
  limits: { idleMs: number; touchEveryMs: number },
): "ended" | "touch" | "fresh" {
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (new Date(row.expires_at).getTime() <= now || lastSeen + limits.idleMs <= now) return "ended";
  return now - lastSeen >= limits.touchEveryMs ? "touch" : "fresh";
}

export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

/**
 * Moves a staff session `ms` later, its idle and absolute ends with it: the subscriptions module's
 * test clock, so the owner who moves the shop's clock stays signed in.
 */
export async function moveSessionForward(db: Db, sessionId: string, ms: number): Promise<void> {
  const row = await repo.selectSessionRow(db, hashSessionId(sessionId));
  if (!row) return;
  const later = (iso: string) => new Date(Date.parse(iso) + ms).toISOString();
  await repo.setSessionTimes(db, row.id_hash, later(row.last_seen_at), later(row.expires_at));
}

/** Adds a staff member's sign-in (the staff module, accepting an invitation, inside its transaction). */
export function addAdminUser(db: Db, row: repo.NewAdminUser): Promise<void> {
  return repo.insertUser(db, row);
}

export type AuthServiceDeps = { db: Db; logger: Logger; clock: () => Date; loginLimits?: LoginLimits };

export function createAuthService(deps: AuthServiceDeps) {
  const { db, logger, clock } = deps;
  const limits = deps.loginLimits ?? DEFAULT_LOGIN_LIMITS;
  const iso = (ms = 0) => new Date(clock().getTime() + ms).toISOString();

  function validateNew(email: string, password: string): string {
    const e = normalizeEmail(email);
    if (!EmailSchema.safeParse(e).success) {
      throw new AppError("validation", "Enter a valid e-mail address", { details: { email: "Invalid e-mail" } });
    }
    const problem = passwordProblem(password);
    if (problem) throw new AppError("validation", problem, { details: { password: problem } });
    return e;
  }

  /** Refuses with 429 and the time to wait while either key has too many recent failures. */
  async function checkThrottle(emailKey: string, ipKey: string | null): Promise<void> {
    const since = iso(-limits.windowMs);
    const rows = await repo.countLoginFailures(db, ipKey ? [emailKey, ipKey] : [emailKey], since);
    let waitMs = 0;
    for (const r of rows) {
      const limit = r.key === emailKey ? limits.perEmail : limits.perIp;
      if (Number(r.count) >= limit && r.oldest) {
        waitMs = Math.max(waitMs, new Date(String(r.oldest)).getTime() + limits.windowMs - clock().getTime());
      }
    }
    if (waitMs > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new AppError(
        "rate_limited",
        `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        { details: { retryAfterSeconds } },
      );
    }
  }

  return {
    async hasAdminUsers(): Promise<boolean> {
      return (await repo.countUsers(db)) > 0;
    },

    async listAdminUsers(): Promise<{ email: string; role: string; createdAt: string; lastLoginAt: string | null }[]> {
      return (await repo.selectUsers(db)).map((u) => ({
        email: u.email,
        role: u.role,
        createdAt: u.created_at,
        lastLoginAt: u.last_login_at,
      }));
    },

    async createAdminUser(input: { email: string; password: string }): Promise<{ email: string }> {
      const email = validateNew(input.email, input.password);
      if (await repo.selectUserByEmail(db, email)) {
        throw new AppError("conflict", `An admin with e-mail ${email} already exists`);
      }
      const now = iso();
      const passwordHash = await hashPassword(input.password);
      await repo.insertUser(db, {
        id: randomUUID(),
        email,
        password_hash: passwordHash,
        // The CLI and the first start create owners; everyone else is invited (staff.service.ts).
        role: "owner",
        created_at: now,
        updated_at: now,
        last_login_at: null,
      });
      logger.info({ email }, "admin account created");
      return { email };
    },

    /** Sets a new password and signs the account out everywhere. */
    async resetAdminPassword(input: { email: string; password: string }): Promise<void> {
      const email = validateNew(input.email, input.password);
      const user = await repo.selectUserByEmail(db, email);
      if (!user) throw new AppError("not_found", `No admin with e-mail ${email}`);
      await repo.updateUserPassword(db, user.id, await hashPassword(input.password), iso());
      await repo.deleteUserSessions(db, user.id);
      logger.info({ email }, "admin password reset");
    },

    async deleteAdminUser(emailInput: string): Promise<void> {
      const user = await repo.selectUserByEmail(db, normalizeEmail(emailInput));
      if (!user) throw new AppError("not_found", `No admin with e-mail ${normalizeEmail(emailInput)}`);
      await repo.deleteUser(db, user.id);
    },

    /**
     * Wrong password and unknown e-mail get the same answer after the same work.
     * Returns the new session's id (for the cookie only; the database keeps its hash).
     */
    async signIn(input: { email: string; password: string; ip?: string | null }): Promise<{
      sessionId: string;
      email: string;
      expiresAt: string;
    }> {
      const email = normalizeEmail(input.email);
      const emailKey = `email:${email}`;
      const ipKey = input.ip ? `ip:${input.ip}` : null;
      await checkThrottle(emailKey, ipKey);

      const user = await repo.selectUserByEmail(db, email);
      const ok = await verifyPassword(input.password, user?.password_hash ?? unknownUserHash());
      if (!user || !ok) {
        const at = iso();
        await repo.insertLoginFailures(
          db,
          [emailKey, ipKey].filter((k): k is string => k !== null).map((key) => ({ id: randomUUID(), key, at })),
        );
        logger.warn({ email, ip: input.ip, known: Boolean(user) }, "admin sign-in failed");
        throw new AppError("unauthorized", INVALID_CREDENTIALS);
      }

      await repo.deleteOldLoginFailures(db, iso(-limits.windowMs));
      await repo.deleteLoginFailures(db, [emailKey]);
      logger.info({ email }, "admin signed in");
      return this.startSession(user, db);
    },

    /** A new session for the account (in the caller's transaction when given); its id is for the cookie only. */
    async startSession(user: { id: string; email: string }, trx: Db = db) {
      const now = iso();
      const sessionId = randomBytes(32).toString("base64url");
      const expiresAt = iso(SESSION_ABSOLUTE_MS);
      await repo.deleteExpiredSessions(trx, now, iso(-SESSION_IDLE_MS));
      await repo.insertSession(trx, {
        id_hash: hashSessionId(sessionId),
        user_id: user.id,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
      });
      await repo.touchUserLogin(trx, user.id, now);
      return { sessionId, email: user.email, expiresAt };
    },

    /** The signed-in admin for a cookie's session id, or null (expired sessions are deleted). */
    async getSession(sessionId: string | undefined | null): Promise<AdminSession | null> {
      if (!sessionId || sessionId.length > 100) return null;
      const idHash = hashSessionId(sessionId);
      const row = await repo.selectSession(db, idHash);
      if (!row) return null;
      const state = sessionState(row, clock().getTime(), { idleMs: SESSION_IDLE_MS, touchEveryMs: TOUCH_EVERY_MS });
      if (state === "ended") {
        await repo.deleteSession(db, idHash);
        return null;
      }
      if (state === "touch") await repo.touchSession(db, idHash, iso());
      // An unknown role (a later version's, after a rollback) grants nothing rather than everything.
      if (!isStaffRole(row.role)) return null;
      return { userId: row.user_id, email: row.email, idHash, role: row.role };
    },

    async signOut(sessionId: string | undefined | null): Promise<void> {
      if (sessionId) await repo.deleteSession(db, hashSessionId(sessionId));
    },

    /**
     * First start: create the account from ADMIN_EMAIL/ADMIN_PASSWORD when there is
     * no admin yet; otherwise say how to create one.
     */
    async ensureFirstAdmin(bootstrap: { email: string; password: string } | undefined): Promise<void> {
      if (await this.hasAdminUsers()) return;
      if (bootstrap) {
        await this.createAdminUser(bootstrap);
        return;
      }
      logger.warn(
        "No admin account yet. Create one with `npm run admin -- create --email you@example.com`, " +
          "or start once with ADMIN_EMAIL and ADMIN_PASSWORD set.",
      );
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
