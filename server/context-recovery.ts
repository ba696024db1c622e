// The composition root's part for abandoned checkout recovery and marketing consent: the consent
// service and the recovery service that asks it, with the shop's identity for their e-mails.
import type { Notices } from "./infra/mail/notices";
import type { Config } from "./config";
import type { Db } from "./infra/db/client";
import type { Mail } from "./infra/mail/mail";
import type { RateLimiter } from "./infra/rate-limit/rate-limiter";
import type { LinkSigner } from "./infra/signed-links";
import type { Logger } from "./logger";
import { createConsentService } from "./modules/consent/consent.service";
import type { ProductCatalogue } from "./modules/products/product-catalogue";
import { createRecoveryService } from "./modules/recovery/recovery.service";
import type { Seller } from "./modules/orders/order.emails";

export function createRecovery(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  config: Config;
  catalogue: ProductCatalogue;
  rateLimiter: RateLimiter;
  /** Signs the links these e-mails carry (keyed from SESSION_SECRET, shared by every instance). */
  signer: LinkSigner;
  seller: Seller;
  notices?: Notices;
}) {
  const { config, catalogue, signer } = deps;
  const consent = createConsentService({
    ...deps,
    signer,
    shop: { shopName: config.shopName, publicUrl: config.publicUrl, supportEmail: config.mail.supportEmail },
  });
  const recovery = createRecoveryService({
    ...deps,
    signer,
    consent,
    shop: {
      shopName: config.shopName,
      publicUrl: config.publicUrl,
      supportEmail: config.mail.supportEmail,
      seller: deps.seller,
    },
    activeProducts: async () => (await catalogue.snapshot()).products,
    addressesPerIp: config.contactRateLimit,
  });
  return { recovery, consent };
}
