// Owns the site settings kept as JSON under a key (docs/spec.md §3 Video settings,
// Featured video, Product demo video), each with its defaults and its schema.
import { z } from "zod";
import { EmailBrandSchema, EmailLogoSchema } from "./email-look.schema";
import { DEFAULT_BRAND_COLOUR } from "../../../core/brand";
import { LotMarginSchema } from "../../../core/lot-input";
import { isAllowedMediaUrl, MEDIA_URL_MESSAGE } from "../../../core/media";
import { DEFAULT_SELLABLE_MARGIN_DAYS } from "../../../core/stock-lots";
import { DEFAULT_PAYMENT_METHODS, PaymentMethodsSchema } from "../../../core/payment-methods";
import { DEFAULT_NOTIFICATIONS, StoredNotificationsSchema } from "../../../core/notifications";
import { DEFAULT_SHIPPING_SETTINGS, shippingAuditView, StoredShippingSettingsSchema } from "../../../core/shipping";
import { StoredStoreDetailsSchema } from "../../../core/store-details";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { EventBus } from "../../infra/events/event-bus";
import { errorSummary } from "../../infra/storage-errors";
import type { Logger } from "../../logger";
import { recordAudit, SYSTEM_ACTOR, type Actor } from "../audit/audit.record";
import * as repo from "./settings.repository";

const mediaUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((u) => u === "" || isAllowedMediaUrl(u), MEDIA_URL_MESSAGE);

export const VideoSettingsSchema = z.object({ hideAllReels: z.boolean() });
export const FeaturedVideoSchema = z.object({ videoUrl: mediaUrl, posterUrl: mediaUrl, active: z.boolean() });
export const ProductDemoSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(120),
  description: z.string().trim().max(1000),
  videoUrl: mediaUrl,
  posterUrl: mediaUrl,
  active: z.boolean(),
});

/** What a PUT takes: any of the fields; the others keep their stored values. */
export const SETTING_INPUTS = {
  videos: VideoSettingsSchema.partial(),
  featured_video: FeaturedVideoSchema.partial(),
  product_demo: ProductDemoSchema.partial(),
  stock_lots: LotMarginSchema.partial(),
} as const;

export const SAMPLE_VIDEO_URL = "/videos/sample-reel.webm";
export const SAMPLE_POSTER_URL = "/videos/sample-poster.svg";

export const SETTINGS = {
  videos: { schema: VideoSettingsSchema, defaults: { hideAllReels: false } },
  featured_video: {
    schema: FeaturedVideoSchema,
    defaults: { videoUrl: SAMPLE_VIDEO_URL, posterUrl: SAMPLE_POSTER_URL, active: true },
  },
  product_demo: {
    schema: ProductDemoSchema,
    defaults: {
      title: "See it mix in seconds",
      description: "One scoop, 300 ml of cold water, a quick stir. No clumps, no chalky aftertaste.",
      videoUrl: SAMPLE_VIDEO_URL,
      posterUrl: SAMPLE_POSTER_URL,
      active: true,
    },
  },
  // Days before best-before after which a lot is no longer sold (the Stock screen sets it).
  stock_lots: { schema: LotMarginSchema, defaults: { sellableMarginDays: DEFAULT_SELLABLE_MARGIN_DAYS } },
  // Seeded from the environment at first start (store-details.ts); the owner's Settings screen
  // writes it through StoreDetailsInputSchema, never the JSON settings API.
  store_details: {
    schema: StoredStoreDetailsSchema,
    defaults: {
      legalName: "",
      tradingName: "",
      abn: "",
      gstRegistered: true,
      address: "",
      supportEmail: "",
      supportPhone: "",
      savedByOwner: false,
    },
  },
  // The e-mail frame's colour and which logo is current (email-look.ts); the logo's bytes are kept
  // under their own key so the audit log records the change, not the image.
  email_brand: { schema: EmailBrandSchema, defaults: { colour: DEFAULT_BRAND_COLOUR, logo: null } },
  email_logo: { schema: EmailLogoSchema, defaults: { type: "", data: "" } },
  // Which ways to pay checkout offers (payment-methods.ts holds it; the owner's Settings writes it).
  payment_methods: { schema: PaymentMethodsSchema, defaults: DEFAULT_PAYMENT_METHODS },
  // Shipping options and prices; the owner's Settings screen writes it through parseShippingInput.
  shipping: { schema: StoredShippingSettingsSchema, defaults: DEFAULT_SHIPPING_SETTINGS, audit: shippingAuditView },
  // Which customer e-mails go and who gets staff alerts (notifications.ts holds it in memory).
  notifications: { schema: StoredNotificationsSchema, defaults: DEFAULT_NOTIFICATIONS },
} as const;

export type SettingKey = keyof typeof SETTINGS;

function auditViewOf(key: SettingKey): ((value: never) => Record<string, unknown>) | undefined {
  const entry = SETTINGS[key];
  return "audit" in entry ? entry.audit : undefined;
}

export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]["schema"]>;

export function createSettingsService(deps: { db: Db; events: EventBus; logger: Logger; clock: () => Date }) {
  const { db, events, logger, clock } = deps;
  return {
    /** A stored value, or the defaults when absent or unreadable (docs/spec.md §8 Fallbacks). */
    /** `via`: the caller's transaction, when it reads a setting inside one (SQLite has one connection). */
    async getSetting<K extends SettingKey>(
      key: K,
      via: Db = db,
    ): Promise<SettingValue<K> & { updatedAt: string | null }> {
      const { schema, defaults } = SETTINGS[key];
      try {
        const row = await repo.selectSetting(via, key);
        if (row) {
          const parsed = schema.safeParse({ ...defaults, ...(JSON.parse(row.value) as object) });
          if (parsed.success) return { ...(parsed.data as SettingValue<K>), updatedAt: row.updated_at };
        }
      } catch (err) {
        logger.warn({ err: errorSummary(err), key }, "setting unreadable; using defaults");
      }
      return { ...(defaults as SettingValue<K>), updatedAt: null };
    },

    /**
     * Writes a first value only when the key has none (two instances starting together write it
     * once), audited as the shop's own change. True when this call wrote it.
     */
    async seedSetting<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<boolean> {
      const parsed = SETTINGS[key].schema.parse(value);
      const at = clock();
      const inserted = await db.transaction().execute(async (trx) => {
        const wrote = await repo.insertSettingIfAbsent(trx, {
          key,
          value: JSON.stringify(parsed),
          updated_at: at.toISOString(),
        });
        if (wrote) {
          await recordAudit(trx, at, {
            actor: SYSTEM_ACTOR,
            action: "setting.seed",
            entityType: "setting",
            entityId: key,
            summary: `Set the ${key.replace(/_/g, " ")} settings from the environment at first start`,
            before: null,
            after: parsed as Record<string, unknown>,
          });
        }
        return wrote;
      });
      if (inserted) events.publish({ type: "settings.changed", key });
      return inserted;
    },

    /**
     * Stores a value with no audit row and no announcement: for data that an audited setting
     * points at and announces (the e-mail logo's bytes, named by email_brand).
     */
    async writeQuietly<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
      const parsed = SETTINGS[key].schema.parse(value);
      await repo.upsertSetting(db, { key, value: JSON.stringify(parsed), updated_at: clock().toISOString() });
    },

    async updateSetting<K extends SettingKey>(
      key: K,
      input: unknown,
      actor: Actor,
    ): Promise<SettingValue<K> & { updatedAt: string }> {
      const current = await this.getSetting(key);
      const { updatedAt: _u, ...base } = current;
      const parsed = SETTINGS[key].schema.safeParse({ ...base, ...(typeof input === "object" && input ? input : {}) });
      if (!parsed.success)
        throw new AppError("validation", "Invalid settings", { details: fieldErrors(parsed.error.issues) });
      const at = clock();
      const now = at.toISOString();
      const value = JSON.stringify(parsed.data);
      await db.transaction().execute(async (trx) => {
        await repo.upsertSetting(trx, { key, value, updated_at: now });
        const summary = `Changed the ${key.replace(/_/g, " ")} settings`;
        const after = parsed.data as Record<string, unknown>;
        // A nested setting may say how it reads in the log, field by field.
        const view = auditViewOf(key);
        await recordAudit(trx, at, {
          actor,
          action: "setting.update",
          entityType: "setting",
          entityId: key,
          summary,
          before: view ? view(base as never) : base,
          after: view ? view(after as never) : after,
        });
      });
      events.publish({ type: "settings.changed", key });
      return { ...(parsed.data as SettingValue<K>), updatedAt: now };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
