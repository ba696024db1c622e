// The owner's shipping options and prices, held in memory on every instance like the store
// details (ADR 0037): the cart drawer and checkout price every cart without a query. A save
// publishes "settings.changed"; every instance reloads its copy.
import { parseShippingInput, SHIPPING_MESSAGES, type ShippingSettings } from "../../../core/shipping";
import { AppError } from "../../errors";
import type { EventBus } from "../../infra/events/event-bus";
import type { Logger } from "../../logger";
import type { Actor } from "../audit/audit.record";
import type { SettingsService } from "./settings.service";

export const SHIPPING_KEY = "shipping";

export type ShippingSettingsView = ShippingSettings & { updatedAt: string | null };

export async function createShippingSettings(deps: { settings: SettingsService; events: EventBus; logger: Logger }) {
  const { settings, events, logger } = deps;
  let held: ShippingSettingsView = await settings.getSetting("shipping");
  let generation = 0;

  async function reload(): Promise<void> {
    const mine = ++generation;
    const fresh = await settings.getSetting("shipping");
    // Defaults come back when the database cannot be read: keep the copy we had.
    if (fresh.updatedAt === null && held.updatedAt !== null) {
      logger.warn("shipping settings could not be reloaded; keeping the copy in memory");
      return;
    }
    if (mine === generation) held = fresh;
  }

  events.subscribe((e) => {
    if (e.type === "settings.changed" && (e.key === SHIPPING_KEY || e.key === "*")) {
      reload().catch((err: unknown) => logger.warn({ err }, "shipping settings reload failed"));
    }
  });

  return {
    /** The options as held in memory (no query). */
    current(): ShippingSettingsView {
      return held;
    },
    /** The owner's form: every price checked, all saved or none, audited. */
    async save(input: unknown, actor: Actor): Promise<ShippingSettingsView> {
      const parsed = parseShippingInput(input);
      if (!parsed.ok) {
        const first = Object.values(parsed.errors)[0] ?? SHIPPING_MESSAGES.unknownOption;
        throw new AppError("validation", first, { details: parsed.errors });
      }
      await settings.updateSetting("shipping", parsed.value, actor);
      await reload();
      return held;
    },
  };
}

export type ShippingSettingsService = Awaited<ReturnType<typeof createShippingSettings>>;
