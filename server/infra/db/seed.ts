import type { Logger } from "../../logger";
import { SYSTEM_ACTOR } from "../../modules/audit/audit.record";
import type { ProductService } from "../../modules/products/product.service";
import type { Db } from "./client";
import { SEED_PRODUCTS } from "./seed-data";

const SEEDED_KEY = "seeded";

/**
 * Seeds the catalogue on the first start of an empty database only: a marker
 * in settings means a shop whose staff deleted every product stays empty.
 */
export async function seedIfEmpty(deps: {
  db: Db;
  products: ProductService;
  logger: Logger;
  clock: () => Date;
}): Promise<boolean> {
  const marker = await deps.db.selectFrom("settings").select("key").where("key", "=", SEEDED_KEY).executeTakeFirst();
  if (marker) return false;
  const { count } = await deps.db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) {
    for (const p of SEED_PRODUCTS) await deps.products.createProduct(p, SYSTEM_ACTOR);
    deps.logger.info({ products: SEED_PRODUCTS.length }, "seeded the starting catalogue");
  }
  await deps.db
    .insertInto("settings")
    .values({
      key: SEEDED_KEY,
      value: JSON.stringify({ at: deps.clock().toISOString() }),
      updated_at: deps.clock().toISOString(),
    })
    .execute();
  return Number(count) === 0;
}
