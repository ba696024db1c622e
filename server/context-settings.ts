// The owner's Settings part of the composition root (server/context.ts): each section held in
// memory on every instance and reloaded on "settings.changed" (ADR 0037), and the mail's brand,
// set before anything e-mails.
import { isLivePayments, type Config } from "./config";
import type { Db } from "./infra/db/client";
import type { EventBus } from "./infra/events/event-bus";
import type { Mail } from "./infra/mail/mail";
import type { Logger } from "./logger";
import { createEmailLook } from "./modules/settings/email-look";
import { createNotifications } from "./modules/settings/notifications";
import { createPaymentMethods } from "./modules/settings/payment-methods";
import { createSettingsService } from "./modules/settings/settings.service";
import { createShippingSettings } from "./modules/settings/shipping-settings";
import { createStoreDetails, storeDetailsFromEnvironment } from "./modules/settings/store-details";

export async function createSettingsSections(deps: {
  db: Db;
  events: EventBus;
  logger: Logger;
  clock: () => Date;
  config: Config;
  mail: Mail;
}) {
  const { db, events, logger, clock, config, mail } = deps;
  const settings = createSettingsService({ db, events, logger, clock });
  // Before anything that names the seller: the environment seeds the first value only.
  const storeDetails = await createStoreDetails({
    settings,
    events,
    logger,
    firstStart: storeDetailsFromEnvironment(config),
    shop: { shopName: config.shopName, publicUrl: config.publicUrl, timeZone: config.shopTimeZone },
    live: isLivePayments(config),
  });
  const emailLook = await createEmailLook({ settings, events, logger });
  mail.useBrand(() => emailLook.brandFor(storeDetails.seller));
  return {
    settings,
    storeDetails,
    emailLook,
    paymentMethods: await createPaymentMethods({ settings, events, logger }),
    shipping: await createShippingSettings({ settings, events, logger }),
    notices: await createNotifications({ settings, events, logger, supportEmail: config.mail.supportEmail }),
  };
}
