// Ending the requests for a flavour that can be sold again, inside the transaction that made it
// so (staff setting or adjusting stock, an unpaid checkout releasing its tubs, a refund putting
// them back): each waiting address gets its one e-mail through the outbox, committed with the
// change, and the requests are gone. Only a request its address owner confirmed is e-mailed. The
// caller kicks the mail after its commit.
import { isBackInStock, type AlertLevel } from "../../../core/back-in-stock";
import type { Db } from "../../infra/db/client";
import type { Mail } from "../../infra/mail/mail";
import { backInStockMail, type AlertShop } from "./back-in-stock.emails";
import { flavourFromAddress, productFlavourPath } from "../../../core/offered-flavors";
import { countWaiting, productsOnSale, takeWaiting } from "./back-in-stock.repository";

export type AnswerDeps = { mail: Pick<Mail, "enqueue">; shop: AlertShop };

/** Answers how many waiting addresses were e-mailed (none while the flavour is still sold out). */
export async function answerWaiting(trx: Db, deps: AnswerDeps, key: string, level: AlertLevel): Promise<number> {
  if (!isBackInStock(level)) return 0;
  const waiting = (await takeWaiting(trx, key)).filter((r) => r.confirmed_at !== null);
  if (waiting.length === 0) return 0;
  const path = await pageFor(trx, waiting[0]!.flavor);
  for (const request of waiting) await deps.mail.enqueue(backInStockMail(deps.shop, request, path), trx);
  return waiting.length;
}

/**
 * The product page to order a flavour from, with it chosen: the single tub of that flavour, else
 * the first single-flavour product that offers it; the shop's product list when none does.
 */
async function pageFor(trx: Db, flavor: string): Promise<string> {
  const products = await productsOnSale(trx);
  const want = flavor.toLowerCase();
  const own = products.find((p) => p.metadata.flavorSelections === 1 && p.metadata.flavor.toLowerCase() === want);
  for (const p of own ? [own, ...products] : products) {
    const chosen = flavourFromAddress(p, flavor);
    if (chosen) return productFlavourPath(p.id, chosen);
  }
  return "/#products";
}

/** Confirmed requests waiting per flavour key, for the stock screen: the published read of this module. */
export function waitingPerFlavour(db: Db): Promise<Map<string, number>> {
  return countWaiting(db);
}
