// SQL for Subscribe & save offers: one row per product that staff have set (absent: the default, off).
import type { Db } from "../../../infra/db/client";
import type { SubscriptionOffer } from "../../../../core/subscription-offer";

export type OfferRow = { product_id: string; enabled: number; frequencies: string; discount_percent: number };

export function selectOffer(db: Db, productId: string): Promise<OfferRow | undefined> {
  return db
    .selectFrom("subscription_offers")
    .select(["product_id", "enabled", "frequencies", "discount_percent"])
    .where("product_id", "=", productId)
    .executeTakeFirst();
}

export function selectEnabledOffers(db: Db): Promise<OfferRow[]> {
  return db
    .selectFrom("subscription_offers")
    .select(["product_id", "enabled", "frequencies", "discount_percent"])
    .where("enabled", "=", 1)
    .execute();
}

export async function upsertOffer(db: Db, productId: string, offer: SubscriptionOffer, at: string): Promise<void> {
  const values = {
    enabled: offer.enabled ? 1 : 0,
    frequencies: JSON.stringify(offer.frequencies),
    discount_percent: offer.discountPercent,
    updated_at: at,
  };
  await db
    .insertInto("subscription_offers")
    .values({ product_id: productId, ...values })
    .onConflict((oc) => oc.column("product_id").doUpdateSet(values))
    .execute();
}

export function rowToOffer(row: OfferRow): SubscriptionOffer {
  let frequencies: number[] = [];
  try {
    const v: unknown = JSON.parse(row.frequencies);
    if (Array.isArray(v)) frequencies = v.filter((x): x is number => Number.isInteger(x));
  } catch {
    frequencies = [];
  }
  return { enabled: row.enabled === 1 && frequencies.length > 0, frequencies, discountPercent: row.discount_percent };
}
