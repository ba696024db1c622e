// What the owner's e-mail previews in Settings read and send: every customer e-mail with sample
// data, drawn in the shop's current brand, and a test copy sent to the staff member asking,
// through the outbox like every real e-mail. Beside the samples it serves.
import type { Seller } from "../core/store-details";
import { AppError } from "./errors";
import { EMAIL_SAMPLES, emailSample, renderSample, type EmailSample } from "./email-samples";
import type { EmailBrand } from "./infra/mail/email-brand";
import type { Mail } from "./infra/mail/mail";
import type { RateLimiter } from "./infra/rate-limit/rate-limiter";

/** Enough to try a change of logo or colour on each kind of e-mail, not enough to flood an inbox. */
export const TEST_MAIL_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

export const TEST_SUBJECT_PREFIX = "[Test] ";

/** The customer the previews are addressed to: no real person's details are shown. */
const SAMPLE_TO = "alex@example.com";

const minutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? "" : "s"}`;
};

export function createEmailPreviews(deps: {
  mail: Pick<Mail, "enqueue" | "kick">;
  rateLimiter: RateLimiter;
  seller: Seller;
  brandFor: (seller: Seller) => EmailBrand;
}) {
  const { mail, rateLimiter, seller, brandFor } = deps;
  const find = (key: string): EmailSample => {
    const sample = emailSample(key);
    if (!sample) throw new AppError("not_found", "There is no such e-mail to preview");
    return sample;
  };

  return {
    /** Each customer e-mail by the name staff know it by, with the subject it goes out with. */
    list() {
      return EMAIL_SAMPLES.map((s) => ({ key: s.key, label: s.label, subject: s.build(seller, SAMPLE_TO).subject }));
    },

    /** One e-mail as a customer would receive it today: subject, HTML in the current brand, text. */
    async preview(key: string) {
      const sample = find(key);
      const mailed = await renderSample(sample, seller, brandFor(seller), SAMPLE_TO);
      return { key: sample.key, label: sample.label, subject: mailed.subject, html: mailed.html, text: mailed.text };
    },

    /**
     * Sends one sample to the staff member's own address, marked as a test. Attachments are left
     * off: the sample order has no invoice to attach.
     */
    async sendTest(key: string, staff: { userId: string; email: string }) {
      const sample = find(key);
      const hit = await rateLimiter.hit(`email-test:${staff.userId}`, TEST_MAIL_LIMIT);
      if (!hit.allowed) {
        throw new AppError(
          "rate_limited",
          `You have sent ${TEST_MAIL_LIMIT.limit} test e-mails this hour: try again in ${minutes(hit.retryAfterSeconds)}.`,
          { details: { retryAfterSeconds: hit.retryAfterSeconds } },
        );
      }
      const { attachments: _none, ...message } = sample.build(seller, staff.email);
      await mail.enqueue({ ...message, to: staff.email, subject: `${TEST_SUBJECT_PREFIX}${message.subject}` });
      mail.kick();
      return { to: staff.email };
    },
  };
}

export type EmailPreviews = ReturnType<typeof createEmailPreviews>;
