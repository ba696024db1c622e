// The active catalogue as the storefront API serves it, held in memory: the list and each
// product, as prepared JSON (server/infra/http/prepared-body.ts). It changes a few times a day
// and is read on every visit, so it is built once per change: any event on the bus (on
// PostgreSQL that includes changes made on other instances) drops it, and the next request
// rebuilds it. A short life bounds staleness after a change made outside the app (SQL by hand).
import { offeredFlavors } from "../../../core/offered-flavors";
import type { Product } from "../../../core/product";
import { flavorKey } from "../../../core/stock";
import type { EventBus } from "../../infra/events/event-bus";
import { prepareJson, type PreparedBody } from "../../infra/http/prepared-body";
import type { ShownStock } from "../../../core/stock";
import type { RatingSummary } from "../../../core/rating";
import type { ProductService } from "./product.service";
import { sanitizeDescription } from "./sanitize-description";
import type { SubscriptionOffer } from "../../../core/subscription-offer";

export type CatalogueSnapshot = { list: PreparedBody; byId: ReadonlyMap<string, PreparedBody>; products: Product[] };

const clean = (p: Product): Product => ({ ...p, description: sanitizeDescription(p.description) });

export function createProductCatalogue(deps: {
  products: Pick<ProductService, "listActiveProducts">;
  /** Stock as the storefront is shown it; without it, nothing is counted (tests). */
  stock?: { shownStock(): Promise<ShownStock> };
  /** Approved reviews' average and count per product; without it, none shown. */
  ratings?: { summaries(): Promise<ReadonlyMap<string, RatingSummary>> };
  /** Subscribe & save offers switched on; without it, none offered. */
  offers?: { enabledOffers(): Promise<ReadonlyMap<string, SubscriptionOffer>> };
  events: EventBus;
  maxAgeMs?: number;
  clock?: () => number;
}) {
  const maxAgeMs = deps.maxAgeMs ?? 10_000;
  const now = deps.clock ?? Date.now;
  let version = 0;
  let current: {
    version: number;
    at: number;
    snapshot: Promise<CatalogueSnapshot>;
    ready?: CatalogueSnapshot;
  } | null = null;
  const invalidate = () => {
    version++;
    current = null;
  };
  deps.events.subscribe(invalidate);

  async function build(): Promise<CatalogueSnapshot> {
    const [active, shown, ratings, offers] = await Promise.all([
      deps.products.listActiveProducts(),
      deps.stock?.shownStock(),
      deps.ratings?.summaries(),
      deps.offers?.enabledOffers(),
    ]);
    // Descriptions are cleaned again here (once per change): one saved under an older link rule is
    // never served as it was stored.
    const products = active.map((p) =>
      withOffer(withRating(shown ? withStock(clean(p), shown) : clean(p), ratings), offers),
    );
    return {
      products,
      list: prepareJson({ products }),
      byId: new Map(products.map((p) => [p.id, prepareJson(p)])),
    };
  }

  return {
    /** The snapshot for a request arriving now: never one built before the last change. */
    snapshot(): Promise<CatalogueSnapshot> {
      if (current && current.version === version && now() - current.at < maxAgeMs) return current.snapshot;
      const entry: NonNullable<typeof current> = { version, at: now(), snapshot: build() };
      current = entry;
      entry.snapshot.then(
        (ready) => (entry.ready = ready),
        // A failed build (database down) is not kept: the next request tries again.
        () => {
          if (current === entry) current = null;
        },
      );
      return entry.snapshot;
    },
    /** The snapshot if one is built and fresh right now (the server's fast path), else null. */
    ready(): CatalogueSnapshot | null {
      if (!current || current.version !== version || now() - current.at >= maxAgeMs) return null;
      return current.ready ?? null;
    },
    invalidate,
  };
}

/** The product with the stock of each counted flavour it offers (none listed: nothing counted). */
function withStock(product: Product, shown: ShownStock): Product {
  const stock: Record<string, number> = {};
  for (const flavor of offeredFlavors(product)) {
    const n = shown[flavorKey(flavor)];
    if (n !== undefined) stock[flavorKey(flavor)] = n;
  }
  return Object.keys(stock).length > 0 ? { ...product, stock } : product;
}

/** The product with its approved reviews' average and count, when it has any. */
function withRating(product: Product, ratings: ReadonlyMap<string, RatingSummary> | undefined): Product {
  const rating = ratings?.get(product.id);
  return rating ? { ...product, rating } : product;
}

/** The product with its Subscribe & save offer, when staff switched one on. */
function withOffer(product: Product, offers: ReadonlyMap<string, SubscriptionOffer> | undefined): Product {
  const offer = offers?.get(product.id);
  return offer
    ? { ...product, subscription: { frequencies: offer.frequencies, discountPercent: offer.discountPercent } }
    : product;
}

export type ProductCatalogue = ReturnType<typeof createProductCatalogue>;
