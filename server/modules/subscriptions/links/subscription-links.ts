// Single-use sign-in links in reminders and payment notices (subscription_links). The
// token is 256 random bits, stored only as its SHA-256; it works once and for a short while.
// Opening a link signs nothing in (mail scanners fetch links too, as for the sign-in e-mail): the
// page asks for one press, which uses the token, starts the customer's session and sends them on.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../../infra/db/client";
import * as repo from "./subscription-links.repository";

export type LinkPurpose = "manage" | "skip" | "pay";

/** Reminder links work until the charge (sent REMINDER_DAYS_BEFORE = 3 days ahead); pay links for 3 days. */
export const LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const LINK_PATH = "/subscriptions/link";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type LinkUse = { setCookie: string; redirectTo: string };

export function createSubscriptionLinks(deps: {
  db: Db;
  clock: () => Date;
  publicUrl: string;
  sessions: { start(customerId: string, openedBy: "subscription-link"): Promise<{ setCookie: string }> };
  /** The payment page of the subscription's unpaid renewal, or null when nothing is owed. */
  openPayment(subscriptionId: string): Promise<string | null>;
}) {
  const { db, clock } = deps;

  async function live(token: string) {
    if (!TOKEN_PATTERN.test(token)) return null;
    const row = await repo.selectLink(db, hashToken(token));
    if (!row || row.used_at || row.expires_at <= clock().toISOString()) return null;
    return row;
  }

  return {
    /** A new link, written in the caller's transaction (with the e-mail that carries it); answers its URL. */
    async create(
      trx: Db,
      input: { subscriptionId: string; customerId: string; purpose: LinkPurpose; expiresAt?: Date },
    ): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const now = clock();
      await repo.insertLink(trx, {
        token_hash: hashToken(token),
        subscription_id: input.subscriptionId,
        customer_id: input.customerId,
        purpose: input.purpose,
        expires_at: (input.expiresAt ?? new Date(now.getTime() + LINK_TTL_MS)).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      });
      return `${deps.publicUrl}${LINK_PATH}/${token}`;
    },

    /** What an unused, unexpired link is for (nothing is used up), or null. */
    async peek(token: string): Promise<{ purpose: LinkPurpose; subscriptionNumber: string } | null> {
      const row = await live(token);
      return row ? { purpose: row.purpose as LinkPurpose, subscriptionNumber: row.number } : null;
    },

    /** Uses the link once: a customer session, and where to go. Null when used, expired or unknown. */
    async use(token: string): Promise<LinkUse | null> {
      const row = await live(token);
      if (!row) return null;
      if (!(await repo.markLinkUsed(db, row.token_hash, clock().toISOString()))) return null;
      const { setCookie } = await deps.sessions.start(row.customer_id, "subscription-link");
      const manage = "/account/subscriptions";
      if (row.purpose === "skip") return { setCookie, redirectTo: `${manage}?skip=1` };
      if (row.purpose === "pay") {
        const page = await deps.openPayment(row.subscription_id);
        return { setCookie, redirectTo: page ?? manage };
      }
      return { setCookie, redirectTo: manage };
    },
  };
}

export type SubscriptionLinks = ReturnType<typeof createSubscriptionLinks>;
