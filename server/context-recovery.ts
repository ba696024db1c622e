// The composition root's part for abandoned checkout recovery and marketing consent: the link
// signer keyed from SESSION_SECRET, the consent service and the recovery service that asks it.
import type { Config } from "./config";
import type { Db } from "./infra/db/client";
import type { Mail } from "./infra/mail/mail";
import type { RateLimiter } from "./infra/rate-limit/rate-limiter";
import { createLinkSigner } from "./infra/signed-links";
import type { Logger } from "./logger";
import { createConsentService } from "./modules/consent/consent.service";
import type { ProductCatalogue } from "./modules/products/product-catalogue";
import { createRecoveryService } from "./modules/recovery/recovery.service";

export function createRecovery(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  config: Config;
  catalogue: ProductCatalogue;
  rateLimiter: RateLimiter;
}) {
  const { config, catalogue } = deps;
  const signer = createLinkSigner(config.sessionSecret);
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
      seller: { name: config.seller.name, abn: config.seller.abn },
    },
    activeProducts: async () => (await catalogue.snapshot()).products,
  });
  return { recovery, consent };
}
