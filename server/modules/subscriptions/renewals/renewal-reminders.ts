// The reminder before each charge: REMINDER_DAYS_BEFORE days ahead, at the charge hour,
// with what, when and how much at today's prices, and single-use links to skip or manage. A row in
// subscription_reminders (primary key: subscription, cycle, day) is written with the e-mail in one
// transaction, so each charge day is reminded once however many instances run the job.
import { addShopDays, shopDayKey } from "../../../../core/shop-time";
import { chargeMoment, isChargeDue, reminderOn, REMINDER_DAYS_BEFORE } from "../../../../core/subscription-dates";
import type { Product } from "../../../../core/product";
import type { Db } from "../../../infra/db/client";
import type { Mail } from "../../../infra/mail/mail";
import { EVERY_CUSTOMER_EMAIL, type Notices } from "../../../infra/mail/notices";
import { reminderMail, type MailShop } from "./renewal.emails";
import { priceRenewal } from "./renewal-order";
import { extrasFor, parseLines, subscriptionChoice } from "../subscription.views";
import type { ShippingSettings } from "../../../../core/shipping";
import { recordSubscriptionEvent } from "../subscription-events";
import type { SubscriptionLinks } from "../links/subscription-links";
import * as repo from "./renewal-reminders.repository";

const BATCH = 200;

export function createReminders(deps: {
  db: Db;
  clock: () => Date;
  mail: Pick<Mail, "enqueue" | "kick">;
  links: SubscriptionLinks;
  shop: MailShop;
  products(): Promise<ReadonlyMap<string, Product>>;
  /** The owner's shipping prices (Settings → Shipping): a renewal ships by the subscriber's option. */
  shipping: { current(): ShippingSettings };
  notices?: Notices;
}) {
  const { db, mail, links, shop } = deps;

  return {
    /** Sends every reminder due at `now` not sent yet; answers how many this call sent. */
    async sendDue(now: Date): Promise<number> {
      // Turned off in Settings: none is written, so none is owed when it is turned back on.
      if (!(deps.notices ?? EVERY_CUSTOMER_EMAIL).customerEmailOn("subscriptionReminder")) return 0;
      const today = shopDayKey(now.toISOString(), shop.timeZone);
      // Charge days from tomorrow up to REMINDER_DAYS_BEFORE days ahead (today's is being charged).
      const latest = addShopDays(today, REMINDER_DAYS_BEFORE);
      let sent = 0;
      let catalogue: ReadonlyMap<string, Product> | null = null;
      for (let after = ""; ; ) {
        const rows = await repo.selectToRemind(db, today, latest, after, BATCH);
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.id;
        catalogue ??= await deps.products();
        for (const sub of rows) {
          const dueOn = sub.next_charge_on!;
          if (!isChargeDue(reminderOn(dueOn), now, shop.timeZone)) continue;
          const lines = [...parseLines(sub.lines), ...extrasFor(sub.next_extras ?? null, sub.next_cycle)];
          let total: number | null = null;
          let named = lines.map((l) => ({ ...l, name: catalogue!.get(l.productId)?.name ?? l.productId }));
          try {
            const price = priceRenewal(lines, sub.discount_percent, catalogue, {
              settings: deps.shipping.current(),
              choice: subscriptionChoice(sub),
            });
            total = price.total;
            named = price.lines;
          } catch {
            // No longer sold as it was: the reminder still goes, without a price.
          }
          const at = now.toISOString();
          const wrote = await db.transaction().execute(async (trx) => {
            const claimed = await repo.insertReminder(trx, {
              subscription_id: sub.id,
              cycle: sub.next_cycle,
              due_on: dueOn,
              sent_at: at,
            });
            if (!claimed) return false;
            // The links work until the charge starts (then a skip is too late).
            const base = {
              subscriptionId: sub.id,
              customerId: sub.customer_id,
              expiresAt: chargeMoment(dueOn, shop.timeZone),
            };
            const skipUrl = await links.create(trx, { ...base, purpose: "skip" });
            const manageUrl = await links.create(trx, { ...base, purpose: "manage" });
            await mail.enqueue(reminderMail(sub, shop, { dueOn, lines: named, total, skipUrl, manageUrl }), trx);
            await recordSubscriptionEvent(trx, {
              subscriptionId: sub.id,
              type: "reminder_sent",
              message: `Reminder e-mailed for the charge on ${dueOn}`,
              actor: "system",
              data: { cycle: sub.next_cycle, dueOn, total },
              at,
            });
            return true;
          });
          if (wrote) sent++;
        }
      }
      if (sent > 0) mail.kick();
      return sent;
    },
  };
}
