// Builds everything the server needs from a config: database (migrated and
// seeded), services, event bus. Tests build their own with a temp database.
import type { Config } from "./config";
import { createDb, type Db } from "./infra/db/client";
import { migrateToLatest } from "./infra/db/migrate";
import { seedIfEmpty } from "./infra/db/seed";
import { createEventBus, type EventBus } from "./infra/events/event-bus";
import type { Logger } from "./logger";
import { createProductService, type ProductService } from "./modules/products/product.service";

export type Services = { products: ProductService };

export type AppContext = {
  config: Config;
  logger: Logger;
  clock: () => Date;
  db: Db;
  events: EventBus;
  services: Services;
  close(): Promise<void>;
};

export async function createContext(opts: {
  config: Config;
  logger: Logger;
  clock?: () => Date;
  seed?: boolean;
}): Promise<AppContext> {
  const { config, logger } = opts;
  const clock = opts.clock ?? (() => new Date());
  const db = createDb(config.database);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) logger.info({ applied }, "database migrated");
    const events = createEventBus();
    const products = createProductService({ db, logger, clock, events });
    if (opts.seed !== false) await seedIfEmpty({ db, products, logger, clock });
    return { config, logger, clock, db, events, services: { products }, close: () => db.destroy() };
  } catch (err) {
    await db.destroy().catch(() => {});
    throw err;
  }
}
