// Owns contact messages (docs/spec.md §3, §5, §8): validation with the shared schema, per-IP rate limit,
// the honeypot, and storing the message together with its two e-mails in one transaction.
import { randomUUID } from "node:crypto";
import { ContactMessageSchema, FORM_RATE_LIMIT, isHoneypotFilled, type SubmissionMeta } from "../../../core/forms";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Mail } from "../../infra/mail/mail";
import { enforceRateLimit } from "../../infra/rate-limit/guard";
import type { RateLimiter } from "../../infra/rate-limit/rate-limiter";
import type { Logger } from "../../logger";
import { contactAcknowledgement, contactNotification } from "./message.emails";
import * as repo from "./message.repository";

export type MessageServiceDeps = {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  rateLimiter: RateLimiter;
  shop: { shopName: string; supportEmail: string };
};

export function createMessageService(deps: MessageServiceDeps) {
  const { db, logger, clock, mail, rateLimiter, shop } = deps;

  return {
    /** Stores the message and queues its e-mails; resolves only once all of it is committed. */
    async submitContactMessage(input: unknown, meta: SubmissionMeta): Promise<{ id: string }> {
      const parsed = ContactMessageSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError("validation", "Invalid contact message", { details: fieldErrors(parsed.error.issues) });
      }
      try {
        await enforceRateLimit(rateLimiter, `contact:${meta.ip}`, FORM_RATE_LIMIT);
        const id = randomUUID();
        if (isHoneypotFilled(meta.honeypot)) {
          // Answer like a success so automated senders learn nothing; store nothing.
          logger.info({ ip: meta.ip }, "contact: honeypot filled, message dropped");
          return { id };
        }
        const m = parsed.data;
        const now = clock().toISOString();
        await db.transaction().execute(async (trx) => {
          await repo.insertContactMessage(trx, { id, ...m, status: "new", created_at: now, updated_at: now });
          await mail.enqueue(contactAcknowledgement(shop, m), trx);
          await mail.enqueue(contactNotification(shop, m, { id, receivedAt: now }), trx);
        });
        mail.kick();
        logger.info({ messageId: id }, "contact: message stored");
        return { id };
      } catch (err) {
        if (err instanceof AppError) throw err;
        logger.error({ err }, "contact: message could not be stored");
        throw new AppError("unavailable", "Your message could not be saved. Please try again.", { cause: err });
      }
    },

    async getContactMessage(id: string) {
      const row = await repo.selectContactMessage(db, id);
      if (!row) throw new AppError("not_found", `Message ${id} not found`);
      return row;
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
