// The owner's choice of which e-mails go (Settings → Notifications), as the modules that queue
// mail see it: whether a courtesy e-mail to a customer is on, and who receives each staff alert.
// Declared here, below every module, so any module may be handed it; the settings module holds
// the real one, and a module given none sends every customer e-mail and no alert.
import type { CustomerEmailKey, StaffAlertKey } from "../../../core/notifications";
import type { Db } from "../db/client";
import type { Mail } from "./mail";
import type { MailMessage } from "./mail-transport";

export type Notices = {
  customerEmailOn(key: CustomerEmailKey): boolean;
  staffRecipients(alert: StaffAlertKey): readonly string[];
};

export const EVERY_CUSTOMER_EMAIL: Notices = { customerEmailOn: () => true, staffRecipients: () => [] };

/**
 * Queues one copy of a staff alert per chosen address, in the caller's transaction, so the alert
 * commits with the change it reports and goes exactly as often as that change happens. Answers
 * how many were queued (none when the alert is off).
 */
export async function queueStaffAlert(
  trx: Db,
  deps: { mail: Pick<Mail, "enqueue">; notices: Notices },
  alert: StaffAlertKey,
  build: (to: string) => MailMessage,
): Promise<number> {
  const to = deps.notices.staffRecipients(alert);
  for (const address of to) await deps.mail.enqueue(build(address), trx);
  return to.length;
}
