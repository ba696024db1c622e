// SMTP delivery through nodemailer, from SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS).
import nodemailer from "nodemailer";
import type { MailTransport } from "./mail-transport";

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // Fail fast: a stuck server must not hold a dispatch pass for minutes; the row is retried.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}
