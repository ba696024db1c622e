// The composition root's part for abandoned checkout recovery (issue 28): the link signer keyed
// from SESSION_SECRET and the service, with the shop's identity for its e-mails.
import type { Config } from "./config";
import type { Db } from "./infra/db/client";
import type { Mail } from "./infra/mail/mail";
import type { Logger } from "./logger";
import type { ProductCatalogue } from "./modules/products/product-catalogue";
import { createRecoveryService } from "./modules/recovery/recovery.service";
import { createLinkSigner } from "./modules/recovery/recovery-token";

export function createRecovery(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  config: Config;
  catalogue: ProductCatalogue;
}) {
  const { config, catalogue } = deps;
  return createRecoveryService({
    ...deps,
    signer: createLinkSigner(config.sessionSecret),
    shop: {
      shopName: config.shopName,
      publicUrl: config.publicUrl,
      supportEmail: config.mail.supportEmail,
      seller: { name: config.seller.name, abn: config.seller.abn },
    },
    activeProducts: async () => (await catalogue.snapshot()).products,
  });
}
