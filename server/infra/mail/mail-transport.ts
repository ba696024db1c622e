// The shape of an e-mail and of whatever delivers it. Its own file so that mail.ts
// (the outbox) and each transport depend on it rather than on each other.

import type { BrandedHtml } from "./html";

/**
 * An attachment as the outbox keeps it: what kind of document and which record it is made from
 * (a tax invoice and its order's id). The sender renders it when it sends, so the outbox row stays
 * a few bytes and holds no copy of the document.
 */
export type AttachmentRef = { kind: string; ref: string };

/** An attachment as it goes out: nodemailer's own shape. */
export type RenderedAttachment = { filename: string; content: Buffer; contentType: string };

/** Makes the attachment a reference names; registered by the module that owns the record. */
export type AttachmentRenderer = (ref: string) => Promise<RenderedAttachment>;

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Written out, or drawn in the shop's frame when queued (html.ts renderEmailHtml). */
  html?: string | BrandedHtml;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing e-mail. */
  headers?: Record<string, string>;
  attachments?: AttachmentRef[];
};

/** What actually delivers a message; SMTP in production, anything in tests. */
export type MailTransport = {
  send(
    message: Omit<MailMessage, "attachments" | "html"> & {
      from: string;
      html?: string;
      attachments?: RenderedAttachment[];
    },
  ): Promise<void>;
  close?(): void;
};
