// The ways to pay the owner turned on in Settings, held in memory on every instance: each checkout
// reads them without a query. A change anywhere publishes "settings.changed", which reaches every
// instance (PostgreSQL: LISTEN/NOTIFY) and makes each reload its copy, as the store details do.
import { PaymentMethodsSchema, type PaymentMethods } from "../../../core/payment-methods";
import { AppError, fieldErrors } from "../../errors";
import type { EventBus } from "../../infra/events/event-bus";
import type { Logger } from "../../logger";
import type { Actor } from "../audit/audit.record";
import type { SettingsService } from "./settings.service";

export const PAYMENT_METHODS_KEY = "payment_methods";

export async function createPaymentMethods(deps: { settings: SettingsService; events: EventBus; logger: Logger }) {
  const { settings, events, logger } = deps;
  let held = await settings.getSetting(PAYMENT_METHODS_KEY);
  let generation = 0;

  async function reload(): Promise<void> {
    const mine = ++generation;
    const fresh = await settings.getSetting(PAYMENT_METHODS_KEY);
    // getSetting answers the defaults when the database cannot be read: keep what we had.
    if (fresh.updatedAt === null && held.updatedAt !== null) {
      logger.warn("payment methods could not be reloaded; keeping the copy in memory");
      return;
    }
    if (mine === generation) held = fresh;
  }

  events.subscribe((e) => {
    if (e.type === "settings.changed" && (e.key === PAYMENT_METHODS_KEY || e.key === "*")) {
      reload().catch((err: unknown) => logger.warn({ err }, "payment methods reload failed"));
    }
  });

  return {
    /** The methods as held in memory (no query). */
    current(): PaymentMethods {
      const { updatedAt: _u, ...methods } = held;
      return methods;
    },
    /** The owner's choice, checked, saved and audited. */
    async save(input: unknown, actor: Actor): Promise<PaymentMethods> {
      const parsed = PaymentMethodsSchema.strict().safeParse(input);
      if (!parsed.success) {
        throw new AppError("validation", "Choose which payment methods to offer", {
          details: fieldErrors(parsed.error.issues),
        });
      }
      await settings.updateSetting(PAYMENT_METHODS_KEY, parsed.data, actor);
      await reload();
      return this.current();
    },
  };
}

export type PaymentMethodsService = Awaited<ReturnType<typeof createPaymentMethods>>;
