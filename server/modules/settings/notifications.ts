// Which e-mails the shop sends (Settings → Notifications), held in memory on every instance like
// the store details (ADR 0037): every module that queues mail asks it without a query. A save
// publishes "settings.changed"; every instance reloads its copy.
import {
  parseNotificationsInput,
  type CustomerEmailKey,
  type Notifications,
  type NotificationsInput,
  type StaffAlertKey,
} from "../../../core/notifications";
import { AppError } from "../../errors";
import type { EventBus } from "../../infra/events/event-bus";
import type { Notices } from "../../infra/mail/notices";
import type { Logger } from "../../logger";
import type { Actor } from "../audit/audit.record";
import type { SettingsService } from "./settings.service";

export const NOTIFICATIONS_KEY = "notifications";

export async function createNotifications(deps: {
  settings: SettingsService;
  events: EventBus;
  logger: Logger;
  /** Where low-stock alerts went before this section existed; they keep going there until the owner saves. */
  supportEmail: string;
}) {
  const { settings, events, logger, supportEmail } = deps;
  let held = await settings.getSetting(NOTIFICATIONS_KEY);
  let generation = 0;

  async function reload(): Promise<void> {
    const mine = ++generation;
    const fresh = await settings.getSetting(NOTIFICATIONS_KEY);
    // Defaults come back when the database cannot be read: keep the copy we had.
    if (fresh.updatedAt === null && held.updatedAt !== null) {
      logger.warn("notification settings could not be reloaded; keeping the copy in memory");
      return;
    }
    if (mine === generation) held = fresh;
  }

  events.subscribe((e) => {
    if (e.type === "settings.changed" && (e.key === NOTIFICATIONS_KEY || e.key === "*")) {
      reload().catch((err: unknown) => logger.warn({ err }, "notification settings reload failed"));
    }
  });

  function current(): Notifications {
    const { updatedAt: _u, ...value } = held;
    if (value.savedByOwner || !supportEmail) return value;
    return { ...value, staffAlerts: { ...value.staffAlerts, lowStock: [supportEmail] } };
  }

  const service = {
    /** The choices in force, as held in memory (no query). */
    current,
    customerEmailOn(key: CustomerEmailKey): boolean {
      return held.customerEmails[key];
    },
    staffRecipients(alert: StaffAlertKey): readonly string[] {
      return current().staffAlerts[alert];
    },
    /** The owner's form: every address checked, all saved or none, audited. */
    async save(input: NotificationsInput, actor: Actor): Promise<Notifications> {
      const parsed = parseNotificationsInput(input);
      if (!parsed.ok) {
        const first = Object.values(parsed.errors)[0]!;
        throw new AppError("validation", first, { details: parsed.errors });
      }
      await settings.updateSetting(NOTIFICATIONS_KEY, parsed.value, actor);
      await reload();
      return current();
    },
  } satisfies Notices & Record<string, unknown>;
  return service;
}

export type NotificationsService = Awaited<ReturnType<typeof createNotifications>>;
