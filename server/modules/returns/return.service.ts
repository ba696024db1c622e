// Owns return requests (docs/spec.md §3, §5, §8, §9): validation with the shared schema, per-IP rate
// limit, the honeypot, the order's owner (its e-mail, or the signed-in account it was
// placed under), a unique reference, and storing the request together with its two e-mails in
// one transaction.
import { randomUUID } from "node:crypto";
import {
  FORM_RATE_LIMIT,
  RETURN_NOT_MATCHED,
  ReturnRequestSchema,
  isHoneypotFilled,
  type ReturnRequest,
  type SubmissionMeta,
} from "../../../core/forms";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import { isUniqueViolation } from "../../infra/db/errors";
import type { Mail } from "../../infra/mail/mail";
import { enforceRateLimit } from "../../infra/rate-limit/guard";
import type { RateLimiter } from "../../infra/rate-limit/rate-limiter";
import type { Logger } from "../../logger";
import { returnAcknowledgement, returnNotification } from "./return.emails";
import { generateReturnReference } from "./return-reference";
import * as repo from "./return.repository";

export type ReturnServiceDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  rateLimiter: RateLimiter;
  shop: { shopName: string; supportEmail: string };
  /** Tests pass a fixed generator to exercise a reference collision. */
  newReference?: () => string;
};

const MAX_REFERENCE_TRIES = 5;

export function createReturnService(deps: ReturnServiceDeps) {
  const { db, logger, clock, mail, rateLimiter, shop } = deps;
  const newReference = deps.newReference ?? generateReturnReference;

  /** The request and its two e-mails in one transaction; a new reference if one is taken. */
  async function store(r: ReturnRequest): Promise<{ id: string; reference: string }> {
    const now = clock().toISOString();
    for (let attempt = 1; ; attempt++) {
      const id = randomUUID();
      const reference = newReference();
      try {
        await db.transaction().execute(async (trx) => {
          await repo.insertReturnRequest(trx, {
            id,
            reference,
            order_number: r.orderNumber,
            email: r.email,
            reason: r.reason,
            description: r.description ?? null,
            preference: r.preference,
            status: "new",
            created_at: now,
            updated_at: now,
          });
          await mail.enqueue(returnAcknowledgement(shop, r, reference), trx);
          await mail.enqueue(returnNotification(shop, r, { reference, receivedAt: now }), trx);
        });
        return { id, reference };
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= MAX_REFERENCE_TRIES) throw err;
      }
    }
  }

  /** The order must be the sender's: its e-mail (any case), or the signed-in account's order. A
   * missing order and someone else's get the same answer, so the form tells no one which exist. */
  async function checkOwner(r: ReturnRequest, customerId: string | undefined): Promise<void> {
    const order = await repo.selectOrderOwner(db, r.orderNumber);
    const byEmail = order?.email != null && order.email.toLowerCase() === r.email.toLowerCase();
    const byAccount = customerId !== undefined && order?.account_id === customerId;
    if (byEmail || byAccount) return;
    logger.info({ orderKnown: order !== undefined }, "returns: order not matched, request refused");
    throw new AppError("validation", RETURN_NOT_MATCHED, { details: { orderNumber: RETURN_NOT_MATCHED } });
  }

  return {
    /** Stores the request and queues its e-mails; resolves only once all of it is committed. */
    async submitReturnRequest(
      input: unknown,
      meta: SubmissionMeta & { customerId?: string },
    ): Promise<{ id: string; reference: string }> {
      const parsed = ReturnRequestSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError("validation", "Invalid return request", { details: fieldErrors(parsed.error.issues) });
      }
      try {
        await enforceRateLimit(rateLimiter, `returns:${meta.ip}`, FORM_RATE_LIMIT);
        if (isHoneypotFilled(meta.honeypot)) {
          // Answer like a success so automated senders learn nothing; store nothing.
          logger.info({ ip: meta.ip }, "returns: honeypot filled, request dropped");
          return { id: randomUUID(), reference: newReference() };
        }
        await checkOwner(parsed.data, meta.customerId);
        const stored = await store(parsed.data);
        mail.kick();
        logger.info({ returnId: stored.id, reference: stored.reference }, "returns: request stored");
        return stored;
      } catch (err) {
        if (err instanceof AppError) throw err;
        logger.error({ err }, "returns: request could not be stored");
        throw new AppError("unavailable", "Your return request could not be saved. Please try again.", {
          cause: err,
        });
      }
    },

    async getReturnRequest(reference: string) {
      const row = await repo.selectReturnRequestByReference(db, reference);
      if (!row) throw new AppError("not_found", `Return request ${reference} not found`);
      return row;
    },
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
