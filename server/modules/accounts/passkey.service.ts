// Passkeys (WebAuthn through @simplewebauthn/server): a signed-in shopper adds one,
// then signs in with it (discoverable credentials: no e-mail typed). Each ceremony's challenge
// is stored server-side, works once, for 5 minutes, for its purpose and account, so a response
// made for another challenge is refused.
import { randomUUID } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Mail } from "../../infra/mail/mail";
import type { Logger } from "../../logger";
import * as repo from "./account.repository";
import * as passkeys from "./passkey.repository";
import { signedInRecently, type Customer, type CustomerSessions } from "./customer-session";
import { passkeyAddedMail } from "./passkey.emails";

const CHALLENGE_MS = 5 * 60 * 1000;
export const MAX_PASSKEYS = 10;
export const PASSKEY_FAILED = "That passkey could not be checked. Try again, or sign in with an e-mailed code.";
export const PASSKEY_NEEDS_RECENT_SIGN_IN =
  "To add a passkey, first confirm it's you with a new code we e-mail you (you signed in more than 10 minutes ago).";

export type PasskeyView = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

export function createPasskeyService(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  sessions: CustomerSessions;
  mail: Mail;
  publicUrl: string;
  shopName: string;
}) {
  const { db, logger, clock, sessions, mail } = deps;
  const origin = new URL(deps.publicUrl).origin;
  const rpID = new URL(deps.publicUrl).hostname;
  const iso = (ms = 0) => new Date(clock().getTime() + ms).toISOString();
  const refuse = () => new AppError("validation", PASSKEY_FAILED);
  // A passkey is lasting access: a stolen session must not be able to add one.
  const requireRecentSignIn = (customer: Customer) => {
    if (!signedInRecently(customer, clock())) throw new AppError("forbidden", PASSKEY_NEEDS_RECENT_SIGN_IN);
  };

  async function issue(challenge: string, purpose: string, customerId: string | null): Promise<string> {
    const id = randomUUID();
    await passkeys.deleteExpiredChallenges(db, iso());
    await passkeys.insertChallenge(db, {
      id,
      challenge,
      purpose,
      customer_id: customerId,
      expires_at: iso(CHALLENGE_MS),
    });
    return id;
  }

  /** Takes the challenge (once): null when unknown, used, expired or issued for something else. */
  async function take(id: unknown, purpose: string, customerId: string | null): Promise<string | null> {
    if (typeof id !== "string" || id.length > 64) return null;
    const row = await passkeys.selectChallenge(db, id);
    if (!row) return null;
    const deleted = await passkeys.deleteChallenge(db, id);
    if (!deleted || row.expires_at <= iso()) return null;
    if (row.purpose !== purpose || row.customer_id !== customerId) return null;
    return row.challenge;
  }

  const listRows = (customerId: string) => passkeys.selectPasskeys(db, customerId);

  return {
    async list(customerId: string): Promise<PasskeyView[]> {
      return (await listRows(customerId)).map((r) => ({
        id: r.id,
        name: r.name,
        createdAt: r.created_at,
        lastUsedAt: r.last_used_at,
      }));
    },

    /** Whether this session may add a passkey now (a sign-in within the last 10 minutes). */
    mayAdd(session: Customer): boolean {
      return signedInRecently(session, clock());
    },

    async registrationOptions(session: Customer) {
      requireRecentSignIn(session);
      const { customerId } = session;
      const customer = await repo.selectCustomer(db, customerId);
      if (!customer) throw new AppError("unauthorized", "Sign in again to continue");
      const existing = await listRows(customerId);
      if (existing.length >= MAX_PASSKEYS) {
        throw new AppError("validation", `You can add up to ${MAX_PASSKEYS} passkeys. Remove one first.`);
      }
      const options = await generateRegistrationOptions({
        rpName: deps.shopName,
        rpID,
        userName: customer.email,
        userID: new TextEncoder().encode(customer.id),
        attestationType: "none",
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: JSON.parse(p.transports ?? "[]") as string[],
        })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      return { challengeId: await issue(options.challenge, "register", customerId), options };
    },

    async register(session: Customer, input: { challengeId?: unknown; response?: unknown; name?: unknown }) {
      requireRecentSignIn(session);
      const { customerId } = session;
      const challenge = await take(input.challengeId, "register", customerId);
      if (!challenge) throw refuse();
      let result;
      try {
        result = await verifyRegistrationResponse({
          response: input.response as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch (err) {
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, "passkey registration refused");
        throw refuse();
      }
      if (!result.verified) throw refuse();
      const { credential } = result.registrationInfo;
      const name = typeof input.name === "string" && input.name.trim() ? input.name.trim().slice(0, 60) : "Passkey";
      const added = await db.transaction().execute(async (trx) => {
        const isNew = await passkeys.insertPasskey(trx, {
          id: credential.id,
          customer_id: customerId,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          name,
          created_at: iso(),
          last_used_at: null,
        });
        // Told by e-mail, in the same transaction: an added passkey its owner did not add is seen.
        if (isNew) await mail.enqueue(passkeyAddedMail({ to: session.email, name, shopName: deps.shopName }), trx);
        return isNew;
      });
      if (added) mail.kick();
      logger.info({ customerId }, "passkey added");
      return { id: credential.id, name };
    },

    async signInOptions() {
      const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
      return { challengeId: await issue(options.challenge, "sign-in", null), options };
    },

    async signIn(input: { challengeId?: unknown; response?: unknown }): Promise<{ setCookie: string }> {
      const challenge = await take(input.challengeId, "sign-in", null);
      const response = input.response as AuthenticationResponseJSON | undefined;
      if (!challenge || typeof response?.id !== "string") throw refuse();
      const row = await passkeys.selectPasskey(db, response.id);
      if (!row) throw refuse();
      let result;
      try {
        result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: row.id,
            publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
            counter: row.counter,
          },
          requireUserVerification: false,
        });
      } catch (err) {
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, "passkey sign-in refused");
        throw refuse();
      }
      if (!result.verified) throw refuse();
      const at = iso();
      await passkeys.recordPasskeyUse(db, row.id, result.authenticationInfo.newCounter, at);
      await repo.updateCustomer(db, row.customer_id, { last_sign_in_at: at });
      logger.info({ customerId: row.customer_id }, "customer signed in with a passkey");
      return sessions.start(row.customer_id);
    },

    async remove(customerId: string, id: string): Promise<void> {
      if (!(await passkeys.deletePasskey(db, customerId, id)))
        throw new AppError("not_found", "That passkey is not on your account");
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
