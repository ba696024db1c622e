// The shape of an e-mail and of whatever delivers it. Its own file so that mail.ts
// (the outbox) and each transport depend on it rather than on each other.
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing e-mail. */
  headers?: Record<string, string>;
};

/** What actually delivers a message; SMTP in production, anything in tests. */
export type MailTransport = {
  send(message: MailMessage & { from: string }): Promise<void>;
  close?(): void;
};
