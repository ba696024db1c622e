// Marketing consent that only the address owner can give (Spam Act 2003). Where the owner is
// proven (signed in with that address, or holding a link sent to it) a choice applies at once;
// anywhere else a tick only asks: a pending request and one confirmation e-mail, and consent
// once the owner confirms. Nothing but the owner withdraws (the unsubscribe link, settings), and a
// form left unticked never does. See docs/decisions/0033-consent-by-the-address-owner.md.
import { randomUUID } from "node:crypto";
import {
  CONSENT_LINK_EXPIRED,
  CONSENT_LINK_INVALID,
  CONSENT_RESEND_AFTER_MS,
  confirmationOpen,
  type ConsentSource,
} from "../../../core/marketing-consent";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Mail } from "../../infra/mail/mail";
import type { LinkSigner } from "../../infra/signed-links";
import type { Logger } from "../../logger";
import { confirmConsentMail, type ConsentShop } from "./consent.emails";
import * as repo from "./consent.repository";

/** Records a change of marketing consent and its history row, inside the caller's transaction (the account screen). */
export function recordConsentChange(db: Db, row: Parameters<typeof repo.setConsent>[1]): Promise<boolean> {
  return repo.setConsent(db, row);
}

export type ConsentServiceDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  signer: LinkSigner;
  shop: ConsentShop;
};

/** What asking did: given at once (owner proven), pending confirmation, or nothing to do. */
export type AskOutcome = "given" | "pending" | "unchanged";

export type ConfirmState = { email: string; confirmed: boolean };

export function createConsentService(deps: ConsentServiceDeps) {
  const { db, logger, clock, mail, signer, shop } = deps;
  const iso = () => clock().toISOString();

  async function requestOf(token: unknown) {
    const id = signer.verify("consent", token);
    const request = id ? await repo.selectRequest(db, id) : undefined;
    if (!request) throw new AppError("bad_request", CONSENT_LINK_INVALID);
    return request;
  }

  /** Gives or withdraws for a proven owner, in `trx`; true when it changed the choice. */
  async function setByOwner(trx: Db, email: string, given: boolean, source: ConsentSource): Promise<boolean> {
    const customer = given
      ? await repo.ensureCustomer(trx, { id: randomUUID(), email, at: iso() })
      : await repo.selectCustomerConsent(trx, email);
    if (!customer) return false;
    return repo.setConsent(trx, { id: randomUUID(), customerId: customer.id, email, given, source, at: iso() });
  }

  return {
    setByOwner,

    /**
     * A tick asking for marketing to `email`, in `trx` (the e-mail commits with the caller's
     * record). `ownerProven`: the asker is signed in with that very address. Otherwise a pending
     * request and one confirmation e-mail per address a day; an address that already consents
     * is left as it is.
     */
    async ask(trx: Db, email: string, source: ConsentSource, ownerProven: boolean): Promise<AskOutcome> {
      if (ownerProven) return (await setByOwner(trx, email, true, source)) ? "given" : "unchanged";
      const current = await repo.selectCustomerConsent(trx, email);
      if (current?.marketing_consent === 1) return "unchanged";
      const since = new Date(clock().getTime() - CONSENT_RESEND_AFTER_MS).toISOString();
      if (await repo.selectRecentRequest(trx, email, since)) return "pending";
      const id = randomUUID();
      await repo.insertRequest(trx, { id, email, source, requested_at: iso(), confirmed_at: null });
      const url = `${shop.publicUrl}/consent/confirm?t=${signer.sign("consent", id)}`;
      await mail.enqueue(confirmConsentMail(shop, email, url), trx);
      return "pending";
    },

    /** What the confirmation page shows for a link. */
    async confirmState(token: unknown): Promise<ConfirmState> {
      const request = await requestOf(token);
      if (request.confirmed_at === null && !confirmationOpen(request.requested_at, clock())) {
        throw new AppError("bad_request", CONSENT_LINK_EXPIRED);
      }
      return { email: request.email, confirmed: request.confirmed_at !== null };
    },

    /**
     * The owner's yes: consent from now, with the history row; undoes an earlier withdrawal, as
     * only the owner could. A second press changes nothing.
     */
    async confirm(token: unknown): Promise<{ email: string; changed: boolean }> {
      const request = await requestOf(token);
      if (request.confirmed_at === null && !confirmationOpen(request.requested_at, clock())) {
        throw new AppError("bad_request", CONSENT_LINK_EXPIRED);
      }
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await repo.markConfirmed(trx, request.id, iso()))) return false;
        await setByOwner(trx, request.email, true, "checkout-confirmed");
        return true;
      });
      if (changed) logger.info({ requestId: request.id }, "marketing consent confirmed by its owner");
      return { email: request.email, changed };
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
