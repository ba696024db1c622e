// Subscribe & save offers per product: staff switch it on with the frequencies and the
// discount; the catalogue carries each enabled offer to the storefront and to checkout pricing.
import { DEFAULT_OFFER, SubscriptionOfferSchema, type SubscriptionOffer } from "../../../../core/subscription-offer";
import { PRODUCT_ID_PATTERN } from "../../../../core/product";
import { AppError, fieldErrors } from "../../../errors";
import type { Db } from "../../../infra/db/client";
import type { EventBus } from "../../../infra/events/event-bus";
import { recordAudit, type Actor } from "../../audit/audit.record";
import { productName as nameOfProduct, productNotFound } from "../../products/product.service";
import * as repo from "./subscription-offer.repository";

export type SubscriptionOfferServiceDeps = {
  db: Db;
  clock: () => Date;
  events: Pick<EventBus, "publish">;
};

/** The offer as the audit log compares it. */
const snapshot = (o: SubscriptionOffer) => ({
  enabled: o.enabled,
  frequencies: o.frequencies.join(", "),
  discountPercent: o.discountPercent,
});

export function createSubscriptionOfferService(deps: SubscriptionOfferServiceDeps) {
  const { db, clock } = deps;

  /** The product's name, or null when there is no such product. */
  async function productName(trx: Db, id: string): Promise<string | null> {
    if (!PRODUCT_ID_PATTERN.test(id)) return null;
    return nameOfProduct(trx, id);
  }
  const productExists = async (trx: Db, id: string) => (await productName(trx, id)) !== null;

  /**
   * The offer, or its refusal; `under` names it inside a larger form (the product editor's), so its
   * messages go beside its own fields there.
   */
  function checkOffer(input: unknown, under?: string): SubscriptionOffer {
    const parsed = SubscriptionOfferSchema.safeParse(input);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((i) => ({ ...i, path: under ? [under, ...i.path] : i.path }));
    throw new AppError("validation", issues[0]?.message ?? "Check the offer", { details: fieldErrors(issues) });
  }

  return {
    /** The product's offer; one staff have never set is the default (off, with the defaults ready). */
    async getOffer(productId: string): Promise<SubscriptionOffer> {
      if (!(await productExists(db, productId))) throw productNotFound(productId);
      const row = await repo.selectOffer(db, productId);
      return row ? repo.rowToOffer(row) : { ...DEFAULT_OFFER, frequencies: [...DEFAULT_OFFER.frequencies] };
    },

    /** Every switched-on offer by product id (the catalogue's). */
    async enabledOffers(): Promise<Map<string, SubscriptionOffer>> {
      const rows = await repo.selectEnabledOffers(db);
      return new Map(rows.map((r) => [r.product_id, repo.rowToOffer(r)] as const).filter(([, o]) => o.enabled));
    },

    checkOffer,

    /** Saves the offer (owner and manager; the route's guard decides), with its audit entry. */
    async saveOffer(productId: string, input: unknown, actor: Actor): Promise<SubscriptionOffer> {
      const offer = checkOffer(input);
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const name = await productName(trx, productId);
        if (name === null) throw productNotFound(productId);
        const before = await repo.selectOffer(trx, productId);
        await repo.upsertOffer(trx, productId, offer, at.toISOString());
        await recordAudit(trx, at, {
          actor,
          action: "product.subscription_offer",
          entityType: "product",
          entityId: productId,
          summary: `Subscribe & save turned ${offer.enabled ? "on" : "off"} for ${name}`,
          before: snapshot(before ? repo.rowToOffer(before) : DEFAULT_OFFER),
          after: snapshot(offer),
        });
      });
      deps.events.publish({ type: "products.changed" });
      return offer;
    },
  };
}

export type SubscriptionOfferService = ReturnType<typeof createSubscriptionOfferService>;
