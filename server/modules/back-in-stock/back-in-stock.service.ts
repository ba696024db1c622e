// Owns back-in-stock requests (issue 28): a shopper asks to be told when a sold-out flavour
// returns (per-IP rate limit and honeypot as the contact form); staff see how many wait per
// flavour; the stock service ends them with one e-mail each, in the transaction that restocks.
import {
  alertAddress,
  alertRefusedMessage,
  alertWaitingMessage,
  BACK_IN_STOCK_RATE_LIMIT,
  BackInStockRequestSchema,
} from "../../../core/back-in-stock";
import { flavorKey } from "../../../core/stock";
import { isHoneypotFilled, type SubmissionMeta } from "../../../core/forms";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import { enforceRateLimit } from "../../infra/rate-limit/guard";
import type { RateLimiter } from "../../infra/rate-limit/rate-limiter";
import type { Logger } from "../../logger";
import type { StockService } from "../stock/stock.service";
import * as repo from "./back-in-stock.repository";

export type BackInStockServiceDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  rateLimiter: RateLimiter;
  stock: Pick<StockService, "listStock">;
};

export function createBackInStockService(deps: BackInStockServiceDeps) {
  const { db, logger, clock, rateLimiter, stock } = deps;
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
      if (await repo.insertIfSoldOut(db, line.key, email, clock().toISOString())) {
        logger.info({ flavour: line.key }, "back-in-stock: request recorded");
        return answer;
      }
      if (await repo.exists(db, line.key, email)) return answer;
      throw new AppError("conflict", alertRefusedMessage(line.flavor));
    },
  };
}

export type BackInStockService = ReturnType<typeof createBackInStockService>;
