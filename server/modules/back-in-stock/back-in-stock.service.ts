// Owns back-in-stock requests: a shopper asks to be told when a sold-out flavour returns (per-IP
// rate limit and honeypot as the contact form); the address owner confirms from an e-mailed link
// before the request counts (ADR 0033); staff see how many wait per flavour; the stock service
// ends them with one e-mail each, in the transaction that restocks; a link in that e-mail stops
// every alert of the address.
import {
  ALERT_LINK_INVALID,
  alertAddress,
  alertRefusedMessage,
  alertWaitingMessage,
  BACK_IN_STOCK_RATE_LIMIT,
  BackInStockRequestSchema,
} from "../../../core/back-in-stock";
import { flavorKey, type StockLine } from "../../../core/stock";
import { isHoneypotFilled, type SubmissionMeta } from "../../../core/forms";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Mail } from "../../infra/mail/mail";
import { enforceRateLimit } from "../../infra/rate-limit/guard";
import type { RateLimiter } from "../../infra/rate-limit/rate-limiter";
import type { Logger } from "../../logger";
import { confirmAlertMail, type AlertShop } from "./back-in-stock.emails";
import * as repo from "./back-in-stock.repository";

export type BackInStockServiceDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  rateLimiter: RateLimiter;
  /** The stock service, handed in by server/context.ts: back-in-stock sits below stock, which answers its alerts. */
  stock: { listStock(): Promise<StockLine[]> };
  mail: Mail;
  shop: AlertShop;
};

export type AlertConfirmState = { email: string; flavor: string; confirmed: boolean };

export function createBackInStockService(deps: BackInStockServiceDeps) {
  const { db, logger, clock, rateLimiter, stock, mail, shop } = deps;

  async function requestOf(token: unknown) {
    const payload = shop.signer.verify("alert-confirm", token);
    const [key, email] = payload ? (JSON.parse(payload) as [string, string]) : [];
    const request = key && email ? await repo.selectRequest(db, key, email) : undefined;
    // A request already answered (the flavour came back) or stopped has nothing left to confirm.
    if (!request) throw new AppError("bad_request", ALERT_LINK_INVALID);
    return request;
  }

  function addressOf(token: unknown): string {
    const email = shop.signer.verify("alert-stop", token);
    if (!email) throw new AppError("bad_request", ALERT_LINK_INVALID);
    return email;
  }

  return {
    /** Records the request (a repeat is the same request); refused while the flavour is in stock. */
    async request(input: unknown, meta: SubmissionMeta): Promise<{ message: string }> {
      const parsed = BackInStockRequestSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError("validation", parsed.error.issues[0]!.message, {
          details: fieldErrors(parsed.error.issues),
        });
      }
      await enforceRateLimit(rateLimiter, `back-in-stock:${meta.ip}`, BACK_IN_STOCK_RATE_LIMIT, "requests");
      const email = alertAddress(parsed.data.email);
      const line = (await stock.listStock()).find((l) => l.key === flavorKey(parsed.data.flavour));
      if (!line) throw new AppError("not_found", `We don't sell a flavour called ${parsed.data.flavour}`);
      const answer = { message: alertWaitingMessage(line.flavor, email) };
      // Answer like a success so automated senders learn nothing; store nothing.
      if (isHoneypotFilled(meta.honeypot)) return answer;
      const at = clock().toISOString();
      const recorded = await db.transaction().execute(async (trx) => {
        if (!(await repo.insertIfSoldOut(trx, line.key, email, at))) return false;
        await mail.enqueue(confirmAlertMail(shop, { flavor_key: line.key, flavor: line.flavor, email }), trx);
        return true;
      });
      if (recorded) {
        mail.kick();
        logger.info({ flavour: line.key }, "back-in-stock: request recorded, awaiting confirmation");
        return answer;
      }
      if (await repo.exists(db, line.key, email)) return answer;
      throw new AppError("conflict", alertRefusedMessage(line.flavor));
    },

    /** What the confirmation page shows for a link. */
    async confirmState(token: unknown): Promise<AlertConfirmState> {
      const r = await requestOf(token);
      return { email: r.email, flavor: r.flavor, confirmed: r.confirmed_at !== null };
    },

    /** The address owner's yes: from now the request waits for its flavour. */
    async confirm(token: unknown): Promise<AlertConfirmState & { changed: boolean }> {
      const r = await requestOf(token);
      const changed = await repo.markConfirmed(db, r.flavor_key, r.email, clock().toISOString());
      return { email: r.email, flavor: r.flavor, confirmed: true, changed };
    },

    /** Ends every alert of the link's address (the link in each alert, by page or one-click). */
    async stop(token: unknown): Promise<{ email: string; stopped: number }> {
      const email = addressOf(token);
      return { email, stopped: await repo.deleteForAddress(db, email) };
    },

    /** The address a stop link names, for its page. */
    stopState(token: unknown): { email: string } {
      return { email: addressOf(token) };
    },
  };
}

export type BackInStockService = ReturnType<typeof createBackInStockService>;
