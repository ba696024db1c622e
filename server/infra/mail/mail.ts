// Owns outgoing e-mail. Every message is first written to the mail_outbox table (inside the
// caller's transaction when one is given, so a record and its e-mail commit together); a
// dispatcher then sends pending rows over SMTP when SMTP_URL is set, retrying with backoff.
// Without SMTP the row is stored with status 'outbox': kept in the database, readable by staff,
// which is the delivered state of the embedded default.
import { randomUUID } from "node:crypto";
import type { MailConfig } from "../../config";
import type { Db } from "../db/client";
import type { Logger } from "../../logger";
import type {
  AttachmentRef,
  AttachmentRenderer,
  MailMessage,
  MailTransport,
  RenderedAttachment,
} from "./mail-transport";
import type { EmailBrand } from "./email-brand";
import { resolveEmailHtml } from "./html";
import * as outbox from "./outbox.repository";
import { createSmtpTransport } from "./smtp-transport";

export type DispatchResult = { sent: number; retrying: number; failed: number };

export type Mail = {
  /** 'smtp' sends pending rows; 'outbox' keeps every message in the table. */
  readonly mode: "smtp" | "outbox";
  /**
   * Writes the message to the outbox and returns its id. Pass the caller's transaction to commit
   * the e-mail with the record it belongs to; then call kick() after the commit to send it now
   * rather than at the next dispatcher tick.
   */
  enqueue(message: MailMessage, db?: Db): Promise<string>;
  /** Starts a dispatch pass soon, unless one is running (then it runs again after it). */
  kick(): void;
  /** One pass over the due rows; resolves when they are sent or rescheduled. */
  dispatchDue(): Promise<DispatchResult>;
  /** Sends due rows every intervalMs (server/main.ts starts it; tests call dispatchDue). */
  startDispatcher(intervalMs?: number): void;
  /** Stops the interval and waits for a running pass. */
  close(): Promise<void>;
  /**
   * Says how to make the attachments of one kind when a message carrying them is sent (the
   * orders module registers the tax invoice). A message whose attachment cannot be made is
   * not sent without it: the attempt fails and is retried like a refused delivery.
   */
  registerAttachment(kind: string, render: AttachmentRenderer): void;
  /**
   * Where the frame of a block e-mail reads the shop's look (Settings: logo, colour, seller
   * details). Read at each enqueue, so a change shows in the next message.
   */
  useBrand(source: () => EmailBrand): void;
};

export const MAIL_RETRY = {
  maxAttempts: 8,
  /** 30 s, 1 min, 2 min, … capped at 1 h. */
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** A row claimed by a sender that died is picked up again after this long. */
  leaseMs: 5 * 60_000,
  batchSize: 20,
} as const;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY.baseDelayMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY.maxDelayMs);
}

export function createMail(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  config: MailConfig;
  /** Overrides the SMTP transport built from config.smtpUrl (tests). null forces outbox mode. */
  transport?: MailTransport | null;
}): Mail {
  const { db, logger, clock, config } = deps;
  const transport =
    deps.transport !== undefined ? deps.transport : config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  const mode = transport ? "smtp" : "outbox";

  let running: Promise<DispatchResult> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let closed = false;
  const renderers = new Map<string, AttachmentRenderer>();
  let brand: (() => EmailBrand) | null = null;

  async function renderAttachments(json: string | null): Promise<RenderedAttachment[] | undefined> {
    if (!json) return undefined;
    const refs = JSON.parse(json) as AttachmentRef[];
    return Promise.all(
      refs.map((a) => {
        const render = renderers.get(a.kind);
        if (!render) throw new Error(`no renderer for attachments of kind ${a.kind}`);
        return render(a.ref);
      }),
    );
  }

  async function sendOne(row: outbox.OutboxRow, now: Date): Promise<"sent" | "retrying" | "failed"> {
    // Claiming is a conditional update, so two instances never send the same row.
    const claimed = await outbox.claim(db, row, {
      leaseUntil: new Date(now.getTime() + MAIL_RETRY.leaseMs).toISOString(),
    });
    if (!claimed) return "retrying";
    const attempts = row.attempts + 1;
    try {
      const attachments = await renderAttachments(row.attachments);
      await transport!.send({
        from: config.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
        ...(attachments ? { attachments } : {}),
      });
      await outbox.markSent(db, row.id, clock().toISOString());
      return "sent";
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const failed = attempts >= MAIL_RETRY.maxAttempts;
      const next = new Date(clock().getTime() + retryDelayMs(attempts)).toISOString();
      await outbox.markAttemptFailed(db, row.id, { error: message.slice(0, 1000), failed, nextAttemptAt: next });
      logger.warn({ mailId: row.id, attempts, failed, err: message }, "mail: sending failed");
      return failed ? "failed" : "retrying";
    }
  }

  async function dispatchDue(): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, retrying: 0, failed: 0 };
    if (!transport) return result;
    const now = clock();
    const rows = await outbox.selectDue(db, now.toISOString(), MAIL_RETRY.batchSize);
    for (const row of rows) result[await sendOne(row, now)]++;
    if (result.sent > 0 || result.failed > 0) logger.info(result, "mail: dispatched");
    return result;
  }

  function runPass(): Promise<DispatchResult> {
    const pass = dispatchDue()
      .catch((err: unknown) => {
        logger.error({ err }, "mail: dispatch pass failed");
        return { sent: 0, retrying: 0, failed: 0 };
      })
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          running = runPass();
        }
      });
    return pass;
  }

  function kick() {
    if (!transport || closed) return;
    if (running) {
      again = true;
      return;
    }
    running = runPass();
  }

  return {
    mode,
    async enqueue(message, trx) {
      const id = randomUUID();
      const now = clock().toISOString();
      const html = await resolveEmailHtml(message.html, brand?.());
      await outbox.insert(trx ?? db, {
        id,
        to: message.to,
        reply_to: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: html ?? null,
        headers: message.headers ? JSON.stringify(message.headers) : null,
        attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
        status: transport ? "pending" : "outbox",
        attempts: 0,
        last_error: null,
        next_attempt_at: now,
        created_at: now,
        sent_at: null,
      });
      // Outside a transaction the row is visible now; inside one the caller kicks after commit.
      if (!trx) kick();
      return id;
    },
    kick,
    dispatchDue,
    registerAttachment(kind, render) {
      renderers.set(kind, render);
    },
    useBrand(source) {
      brand = source;
    },
    startDispatcher(intervalMs = 30_000) {
      if (!transport || timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      while (running) await running;
      transport?.close?.();
    },
  };
}
