// The shopper-account side of the composition root (server/context.ts): sessions, sign-in by
// e-mailed code, passkeys, OpenID providers, the account pages and the data rights.
import type { Config } from "./config";
import type { Db } from "./infra/db/client";
import type { Mail } from "./infra/mail/mail";
import type { RateLimiter } from "./infra/rate-limit/rate-limiter";
import type { Logger } from "./logger";
import { createAccountData } from "./modules/accounts/account-data";
import { createAccountService } from "./modules/accounts/account.service";
import { accountsFacade, type AccountsFacade } from "./modules/accounts/accounts.facade";
import { createCustomerSessions } from "./modules/accounts/customer-session";
import { createOidcService } from "./modules/accounts/oidc.service";
import { createPasskeyService } from "./modules/accounts/passkey.service";
import { createSignInService, DEFAULT_SEND_LIMITS } from "./modules/accounts/sign-in.service";
import type { ReviewService } from "./modules/reviews/review.service";
import type { Seller } from "./modules/orders/order.emails";

/** Shopper accounts: sessions, sign-in by e-mailed code, passkeys, OpenID providers, the account pages. */
export function createAccounts(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Mail;
  rateLimiter: RateLimiter;
  config: Config;
  reviews: ReviewService;
  seller: Seller;
}): AccountsFacade {
  const { db, logger, clock, mail, rateLimiter, config, reviews } = deps;
  const sessions = createCustomerSessions({ db, clock, secureCookies: config.publicUrl.startsWith("https://") });
  const shop = { shopName: config.shopName, publicUrl: config.publicUrl };
  const parts = {
    sessions,
    signIn: createSignInService({
      db,
      logger,
      clock,
      mail,
      rateLimiter,
      sessions,
      pepper: config.sessionSecret,
      shop,
      limits: { ...DEFAULT_SEND_LIMITS, perIp: { ...DEFAULT_SEND_LIMITS.perIp, limit: config.signInRateLimit } },
    }),
    passkeys: createPasskeyService({ db, logger, clock, sessions, mail, ...shop }),
    oidc: createOidcService({
      db,
      logger,
      clock,
      sessions,
      providers: config.oidcProviders,
      publicUrl: config.publicUrl,
      secret: config.sessionSecret,
    }),
    data: createAccountData({ db, logger, clock, reviews }),
  };
  return accountsFacade(createAccountService({ db, logger, clock, seller: deps.seller, reviews }), parts);
}
