// Passwordless sign-in: an e-mail brings a 6-digit code and a one-click link. Codes
// live 10 minutes, work once, are stored only as hashes (peppered with the session secret, so a
// copied table cannot be brute-forced offline), and end after 5 wrong tries. Sends are limited
// per e-mail and per IP. The answer to a send never says whether an account exists; the first
// successful sign-in creates it.
import { randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { EmailSchema } from "../../../core/order";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Mail } from "../../infra/mail/mail";
import { enforceRateLimit } from "../../infra/rate-limit/guard";
import type { RateLimiter, RateLimitRule } from "../../infra/rate-limit/rate-limiter";
import type { Logger } from "../../logger";
import { hashSessionId, normalizeEmail } from "../auth/auth.service";
import * as repo from "./account.repository";
import type { CustomerSessions } from "./customer-session";
import { signInMail } from "./sign-in.emails";

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export const CODE_PATTERN = /^\d{6}$/;
export type SendLimits = { perEmail: RateLimitRule; perIp: RateLimitRule };
export const DEFAULT_SEND_LIMITS: SendLimits = {
  perEmail: { limit: 3, windowMs: 15 * 60 * 1000 },
  perIp: { limit: 10, windowMs: 60 * 60 * 1000 },
};

export const SIGN_IN_MESSAGES = {
  codeEnded: "That code has expired or has already been used. Send yourself a new one.",
  codeFormat: "Enter the 6-digit code from the e-mail",
  wrongCode: (left: number) => `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`,
  linkEnded:
    "This sign-in link has expired or has already been used. Links work once, for 10 minutes: send yourself a new one.",
} as const;

export type SignInDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  rateLimiter: RateLimiter;
  sessions: CustomerSessions;
  pepper: string;
  shop: { shopName: string; publicUrl: string };
  limits?: SendLimits;
};

/** Signs the account in (creating it at its first sign-in); answers the session cookie to set. */
export async function signInCustomerByEmail(
  deps: { db: Db; logger: Logger; clock: () => Date; sessions: CustomerSessions },
  email: string,
  how: string,
): Promise<{ setCookie: string; email: string }> {
  const at = deps.clock().toISOString();
  const customer = await repo.upsertCustomer(deps.db, {
    id: randomUUID(),
    email,
    created_at: at,
    marketing_consent: 0,
  });
  await repo.updateCustomer(deps.db, customer.id, { last_sign_in_at: at });
  deps.logger.info({ customerId: customer.id, how }, "customer signed in");
  return { ...(await deps.sessions.start(customer.id)), email };
}

export function createSignInService(deps: SignInDeps) {
  const { db, logger, clock, mail } = deps;
  const limits = deps.limits ?? DEFAULT_SEND_LIMITS;
  const iso = (ms = 0) => new Date(clock().getTime() + ms).toISOString();
  const codeHash = (id: string, code: string) => hashSessionId(`${deps.pepper}:code:${id}:${code}`);
  const linkHash = (token: string) => hashSessionId(`${deps.pepper}:link:${token}`);

  function parseEmail(input: unknown): string {
    const r = EmailSchema.safeParse(typeof input === "string" ? input : "");
    if (!r.success) {
      const message = r.error.issues[0]!.message;
      throw new AppError("validation", message, { details: { email: message } });
    }
    return normalizeEmail(r.data);
  }

  const complete = (email: string) => signInCustomerByEmail(deps, email, "e-mailed code");

  return {
    parseEmail,

    /** Sends the code and link. The same answer and work for a known and an unknown e-mail. */
    async sendCode(input: { email: unknown; ip: string }): Promise<{ email: string }> {
      const email = parseEmail(input.email);
      await enforceRateLimit(deps.rateLimiter, `signin-ip:${input.ip}`, limits.perIp, "sign-in e-mails");
      await enforceRateLimit(deps.rateLimiter, `signin-email:${email}`, limits.perEmail, {
        sentence: "Too many sign-in codes were sent to that address.",
      });
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const token = randomBytes(32).toString("base64url");
      const at = iso();
      const link = `${deps.shop.publicUrl}/account/sign-in/link?token=${token}`;
      await db.transaction().execute(async (trx) => {
        await repo.deleteOldCodes(trx, iso(-24 * 60 * 60 * 1000));
        await repo.closeOpenCodes(trx, email, at);
        await repo.insertCode(trx, {
          id,
          email,
          code_hash: codeHash(id, code),
          link_hash: linkHash(token),
          attempts: 0,
          created_at: at,
          expires_at: iso(CODE_LIFETIME_MS),
          used_at: null,
        });
        await mail.enqueue(signInMail({ to: email, code, link, shopName: deps.shop.shopName }), trx);
      });
      mail.kick();
      return { email };
    },

    async verifyCode(input: { email: unknown; code: unknown }): Promise<{ setCookie: string; email: string }> {
      const email = parseEmail(input.email);
      const code = typeof input.code === "string" ? input.code.replace(/\s+/g, "") : "";
      if (!CODE_PATTERN.test(code)) {
        throw new AppError("validation", SIGN_IN_MESSAGES.codeFormat, {
          details: { code: SIGN_IN_MESSAGES.codeFormat },
        });
      }
      const row = await repo.selectOpenCode(db, email, iso());
      if (!row || row.attempts >= MAX_WRONG_CODES) {
        throw new AppError("validation", SIGN_IN_MESSAGES.codeEnded, { details: { code: SIGN_IN_MESSAGES.codeEnded } });
      }
      const expected = Buffer.from(row.code_hash, "hex");
      const actual = Buffer.from(codeHash(row.id, code), "hex");
      if (!timingSafeEqual(expected, actual)) {
        const attempts = await repo.countWrongCode(db, row, MAX_WRONG_CODES, iso());
        const left = MAX_WRONG_CODES - attempts;
        const message = left > 0 ? SIGN_IN_MESSAGES.wrongCode(left) : SIGN_IN_MESSAGES.codeEnded;
        logger.warn({ attempts }, "customer sign-in: wrong code");
        throw new AppError("validation", message, { details: { code: message } });
      }
      if (!(await repo.claimCode(db, row.id, iso()))) {
        throw new AppError("validation", SIGN_IN_MESSAGES.codeEnded, { details: { code: SIGN_IN_MESSAGES.codeEnded } });
      }
      return complete(email);
    },

    /** The e-mail a link would sign in, or null when the link is unknown, used or expired. */
    async peekLink(token: unknown): Promise<string | null> {
      if (typeof token !== "string" || token.length === 0 || token.length > 100) return null;
      const row = await repo.selectCodeByLink(db, linkHash(token));
      if (!row || row.used_at !== null || row.expires_at <= iso()) return null;
      return row.email;
    },

    /** Uses the link (once, in whichever browser opens it). */
    async useLink(token: unknown): Promise<{ setCookie: string; email: string }> {
      const email = await this.peekLink(token);
      const row = email ? await repo.selectCodeByLink(db, linkHash(token as string)) : undefined;
      if (!row || !(await repo.claimCode(db, row.id, iso()))) {
        throw new AppError("validation", SIGN_IN_MESSAGES.linkEnded);
      }
      return complete(row.email);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
