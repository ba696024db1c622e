// Customer sessions: their own table and cookie, never the admin's, so a shopper's
// session opens nothing under /admin or /api/admin. Ids are 256-bit, stored only as SHA-256
// hashes (the admin's helper), 30 days absolute and 7 days idle.
import { randomBytes } from "node:crypto";
import { serialize } from "hono/utils/cookie";
import type { Db } from "../../infra/db/client";
import { hashSessionId, sessionState } from "../auth/auth.service";
import * as repo from "./account.repository";

export const CUSTOMER_COOKIE = "shop_customer_session";
export const CUSTOMER_SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const CUSTOMER_SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

/** How recent a sign-in must be for what a stolen session must not do (adding a passkey, deleting the account). */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * `signedInAt`: when this session began, which is when its shopper last proved who they are;
 * `byLink`: opened by a subscription e-mail's link, which proves only that someone holds that e-mail.
 */
export type Customer = { customerId: string; email: string; signedInAt: string; byLink?: boolean };

/** How a session was opened: a sign-in, or the link in a subscription e-mail. */
export type SessionOpening = "sign-in" | "subscription-link";

/** Whether the session is a sign-in begun within RECENT_SIGN_IN_MS of `now`. */
export function signedInRecently(customer: Pick<Customer, "signedInAt" | "byLink">, now: Date): boolean {
  return !customer.byLink && now.getTime() - Date.parse(customer.signedInAt) <= RECENT_SIGN_IN_MS;
}

/** The e-mail of an account, or null when it is gone: the published read other modules use. */
export async function customerEmail(db: Db, customerId: string): Promise<string | null> {
  return (await repo.selectCustomer(db, customerId))?.email ?? null;
}

export function createCustomerSessions(deps: { db: Db; clock: () => Date; secureCookies: boolean }) {
  const { db, clock } = deps;
  const iso = (ms = 0) => new Date(clock().getTime() + ms).toISOString();
  const attributes = { httpOnly: true, sameSite: "Lax", path: "/", secure: deps.secureCookies } as const;

  return {
    /** A new session for the account; answers the Set-Cookie header that carries its id. */
    async start(customerId: string, openedBy: SessionOpening = "sign-in"): Promise<{ setCookie: string }> {
      const id = randomBytes(32).toString("base64url");
      const now = iso();
      await repo.deleteExpiredSessions(db, now, iso(-CUSTOMER_SESSION_IDLE_MS));
      await repo.insertSession(db, {
        id_hash: hashSessionId(id),
        customer_id: customerId,
        created_at: now,
        last_seen_at: now,
        expires_at: iso(CUSTOMER_SESSION_ABSOLUTE_MS),
        opened_by: openedBy === "sign-in" ? null : openedBy,
      });
      return {
        setCookie: serialize(CUSTOMER_COOKIE, id, { ...attributes, maxAge: CUSTOMER_SESSION_ABSOLUTE_MS / 1000 }),
      };
    },

    /** The signed-in shopper for a cookie's id, or null (an expired session is deleted). */
    async get(sessionId: string | undefined | null): Promise<Customer | null> {
      if (!sessionId || sessionId.length > 100) return null;
      const idHash = hashSessionId(sessionId);
      const row = await repo.selectSession(db, idHash);
      if (!row) return null;
      const state = sessionState(row, clock().getTime(), {
        idleMs: CUSTOMER_SESSION_IDLE_MS,
        touchEveryMs: TOUCH_EVERY_MS,
      });
      if (state === "ended") {
        await repo.deleteSession(db, idHash);
        return null;
      }
      if (state === "touch") await repo.touchSession(db, idHash, iso());
      const customer: Customer = { customerId: row.customer_id, email: row.email, signedInAt: row.created_at };
      if (row.opened_by === "subscription-link") customer.byLink = true;
      return customer;
    },

    /** Ends this browser's session; answers the Set-Cookie header that clears the cookie. */
    async end(sessionId: string | undefined | null): Promise<{ setCookie: string }> {
      if (sessionId) await repo.deleteSession(db, hashSessionId(sessionId));
      return { setCookie: serialize(CUSTOMER_COOKIE, "", { ...attributes, maxAge: 0 }) };
    },

    /** Ends every session of the account, on every device. */
    async endAll(customerId: string): Promise<{ setCookie: string }> {
      await repo.deleteCustomerSessions(db, customerId);
      return { setCookie: serialize(CUSTOMER_COOKIE, "", { ...attributes, maxAge: 0 }) };
    },

    /** The id in a request's Cookie header (route actions see the raw request). */
    idFrom(cookieHeader: string | null): string | undefined {
      if (!cookieHeader) return undefined;
      for (const part of cookieHeader.split(";")) {
        const [k, ...v] = part.trim().split("=");
        if (k === CUSTOMER_COOKIE) return v.join("=");
      }
      return undefined;
    },
  };
}

export type CustomerSessions = ReturnType<typeof createCustomerSessions>;
