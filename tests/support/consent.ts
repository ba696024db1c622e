// The address owner's side of double opt-in, for tests: the confirmation e-mail in the outbox and
// its link's token.
import type { Db } from "../../server/infra/db/client";

/** The token of the newest confirmation link e-mailed to `email`, or null when none was sent. */
export async function confirmationToken(db: Db, email: string): Promise<string | null> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["text", "created_at"])
    .where("to", "=", email)
    .orderBy("created_at", "desc")
    .execute();
  for (const r of rows) {
    const m = /\/consent\/confirm\?t=([A-Za-z0-9_.-]+)/.exec(r.text);
    if (m) return m[1]!;
  }
  return null;
}

/** How many confirmation e-mails `email` was sent. */
export async function confirmationsSent(db: Db, email: string): Promise<number> {
  const rows = await db.selectFrom("mail_outbox").select("text").where("to", "=", email).execute();
  return rows.filter((r) => r.text.includes("/consent/confirm?t=")).length;
}

/** The token of the newest back-in-stock confirmation link e-mailed to `email`. */
export async function alertConfirmToken(db: Db, email: string): Promise<string> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["text", "created_at"])
    .where("to", "=", email)
    .orderBy("created_at", "desc")
    .execute();
  for (const r of rows) {
    const m = /\/back-in-stock\/confirm\?t=([A-Za-z0-9_.-]+)/.exec(r.text);
    if (m) return m[1]!;
  }
  throw new Error(`no stock alert confirmation e-mailed to ${email}`);
}
