// The settings module as the rest of the shop calls it (`services.settings`): the stored settings,
// with each section held in memory on every instance beside them.
import { facade } from "../../infra/facade";
import type { EmailLook } from "./email-look";
import type { NotificationsService } from "./notifications";
import type { PaymentMethodsService } from "./payment-methods";
import type { SettingsService } from "./settings.service";
import type { ShippingSettingsService } from "./shipping-settings";
import type { StoreDetailsService } from "./store-details";

/**
 * `Previews` is the e-mail previews' type, named by the composition root: they are built from every
 * module's e-mails (server/email-previews.ts), which the settings module may not import.
 */
export type SettingsParts<Previews> = {
  /** The seller's details, held in memory on every instance. */
  storeDetails: StoreDetailsService;
  /** The e-mail frame's brand colour and logo, held in memory on every instance. */
  emailLook: EmailLook;
  /** The ways to pay the owner turned on. */
  paymentMethods: PaymentMethodsService;
  /** The owner's shipping options and prices, held in memory on every instance. */
  shipping: ShippingSettingsService;
  /** Which customer e-mails go and who gets staff alerts, held in memory on every instance. */
  notifications: NotificationsService;
  /** Every customer e-mail with sample data, for the owner's previews and tests. */
  emailPreviews: Previews;
};

export type SettingsFacade<Previews> = SettingsService & SettingsParts<Previews>;

export const settingsFacade = <Previews>(
  main: SettingsService,
  parts: SettingsParts<Previews>,
): SettingsFacade<Previews> => facade("settings", main, parts);
