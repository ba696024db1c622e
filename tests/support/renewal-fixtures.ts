// Renewal tests' helpers: subscriptions as rows (scripts/support/renewal-rows.ts, shared
// with the benchmark), a second instance of the renewal side, and the charges counted.
export { insertSubscriptions, type FixtureOptions } from "../../scripts/support/renewal-rows";
import type { AppContext } from "../../server/context";
import type { Db } from "../../server/infra/db/client";
import { createPayments } from "../../server/context-payments";
import { createRenewalServices } from "../../server/context-renewals";
import { createWorkNotice } from "../../server/infra/events/work-notice";
import { createMail } from "../../server/infra/mail/mail";
import { createPromoService } from "../../server/modules/promotions/promo.service";
import { createStockLedger } from "../../server/modules/stock/stock.ledger";
import { createLinkSigner } from "../../server/infra/signed-links";

/**
 * Another instance of the shop's renewal side over `db` (on PostgreSQL, a pool of its own: what a
 * second process is), with its own orders service, provider and mail outbox writer.
 */
export function renewalInstance(ctx: AppContext, db: Db, opts: { instance?: string } = {}) {
  const { config, logger, clock, events } = ctx;
  const mail = createMail({ db, logger, clock, config: config.mail, transport: null });
  const shop = {
    shopName: config.shopName,
    supportEmail: config.mail.supportEmail,
    publicUrl: config.publicUrl,
    signer: createLinkSigner(config.sessionSecret),
  };
  const work = createWorkNotice(events);
  const { orders, provider } = createPayments({
    seller: ctx.services.settings.storeDetails.seller,
    db,
    logger,
    clock,
    mail,
    config,
    stock: createStockLedger({ clock, events, mail, shop }),
    promos: createPromoService({ db, clock }),
    catalogue: ctx.services.products.catalogue,
    work,
    recovery: ctx.services.recovery,
    shipping: ctx.services.settings.shipping,
  });
  const services = createRenewalServices({
    db,
    logger,
    clock,
    mail,
    config: opts.instance ? { ...config, instanceName: opts.instance } : config,
    orders,
    catalogue: ctx.services.products.catalogue,
    provider,
    sessions: ctx.services.accounts.sessions,
    shipping: ctx.services.settings.shipping,
  });
  return { ...services, orders, provider, close: () => work.close() };
}

/** How many charges the test provider made, and how many renewal orders are paid. */
export async function countRenewals(db: Db) {
  const charges = await db
    .selectFrom("test_charges")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  const paid = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("renewal_cycle", "is not", null)
    .where("status", "=", "paid")
    .executeTakeFirstOrThrow();
  return { charges: Number(charges.n), paidOrders: Number(paid.n) };
}
