// What the contact and return form specs share: the outbox's rows for an address, and the wait
// for a form's hydration.
import { expect, type Page } from "@playwright/test";
import { queryRows } from "./info-db";

export type MailRow = { to: string; subject: string; status: string; reply_to: string | null };

export function mailsTo(address: string): MailRow[] {
  return queryRows<MailRow>(`select "to", subject, status, reply_to from mail_outbox where "to" = ?`, address);
}

export async function waitForHydration(page: Page) {
  // noValidate is switched on once React has hydrated the form.
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
}
