// The shop's own details (legal name, ABN, GST registration, address, support contacts), kept in
// Settings and held in memory on every instance: invoices and e-mails read them per order without
// a query. A change anywhere publishes "settings.changed", which reaches every instance (PostgreSQL:
// LISTEN/NOTIFY) and makes each reload its copy. The environment only seeds the first value.
import { formatAbn, PLACEHOLDER_ABN } from "../../../core/abn";
import { invoiceDocument, StoreDetailsInputSchema, type Seller, type StoreDetails } from "../../../core/store-details";
import { AppError, fieldErrors } from "../../errors";
import type { EventBus } from "../../infra/events/event-bus";
import type { Logger } from "../../logger";
import type { Actor } from "../audit/audit.record";
import type { SettingsService } from "./settings.service";

export const STORE_DETAILS_KEY = "store_details";

export type StoreDetailsView = StoreDetails & { updatedAt: string | null };

export async function createStoreDetails(deps: {
  settings: SettingsService;
  events: EventBus;
  logger: Logger;
  /** What the shop started with when nothing is stored yet (SELLER_NAME, SELLER_ABN, SUPPORT_EMAIL…). */
  firstStart: StoreDetails;
  /** The brand, address and time zone, which stay the environment's. */
  shop: { shopName: string; publicUrl: string; timeZone: string };
  /** Taking real money (a live Stripe key): no tax invoice goes out without a real ABN. */
  live: boolean;
}) {
  const { settings, events, logger, shop, live } = deps;
  await settings.seedSetting("store_details", deps.firstStart);
  let held: StoreDetailsView = await settings.getSetting("store_details");
  // Loads may overlap (two changes in quick succession): only the latest started may land.
  let generation = 0;

  async function reload(): Promise<void> {
    const mine = ++generation;
    const fresh = await settings.getSetting("store_details");
    // getSetting answers the defaults when the database cannot be read: keep what we had.
    if (fresh.updatedAt === null && held.updatedAt !== null) {
      logger.warn("store details could not be reloaded; keeping the copy in memory");
      return;
    }
    if (mine === generation) held = fresh;
  }

  events.subscribe((e) => {
    if (e.type === "settings.changed" && (e.key === STORE_DETAILS_KEY || e.key === "*")) {
      reload().catch((err: unknown) => logger.warn({ err }, "store details reload failed"));
    }
  });

  // Getters, so whoever was handed `seller` at start reads today's details, never a copy.
  const seller: Seller = {
    get name() {
      return held.legalName;
    },
    get abn() {
      return held.abn || (held.gstRegistered ? PLACEHOLDER_ABN : "");
    },
    shopName: shop.shopName,
    publicUrl: shop.publicUrl,
    timeZone: shop.timeZone,
    get tradingName() {
      return held.tradingName;
    },
    get address() {
      return held.address;
    },
    get supportEmail() {
      return held.supportEmail;
    },
    get supportPhone() {
      return held.supportPhone;
    },
    get gstRegistered() {
      return held.gstRegistered;
    },
    get document() {
      return invoiceDocument(held, live);
    },
  };

  return {
    seller,
    live,
    /** The details as held in memory (no query). */
    async current(): Promise<StoreDetailsView> {
      return held;
    },
    /** The owner's Settings form: every field checked, all saved or none, audited. */
    async save(input: unknown, actor: Actor): Promise<StoreDetailsView> {
      const parsed = StoreDetailsInputSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError("validation", "Some details need fixing", { details: fieldErrors(parsed.error.issues) });
      }
      await settings.updateSetting("store_details", { ...parsed.data, savedByOwner: true }, actor);
      await reload();
      return held;
    },
  };
}

export type StoreDetailsService = Awaited<ReturnType<typeof createStoreDetails>>;

/** The first value, from the environment, for a shop with nothing stored yet. */
export function storeDetailsFromEnvironment(config: {
  shopName: string;
  seller: { name: string; abn: string; abnIsPlaceholder: boolean };
  mail: { supportEmail: string };
}): StoreDetails {
  return {
    legalName: config.seller.name,
    tradingName: config.shopName,
    abn: config.seller.abnIsPlaceholder ? "" : formatAbn(config.seller.abn),
    gstRegistered: true,
    address: "",
    supportEmail: config.mail.supportEmail,
    supportPhone: "",
    savedByOwner: false,
  };
}
