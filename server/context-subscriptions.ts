// The subscriptions' part of the composition root (server/context.ts): what customers and staff
// do with a subscription, over today's catalogue and shipping, with renewals and their links
// (server/context-renewals.ts), the admin's screens, the offers, the sign-up's reads and the card
// replacement of whichever payment mode the shop is in.
import { createRenewalServices, type RenewalDeps } from "./context-renewals";
import type { Notices } from "./infra/mail/notices";
import type { StripeProvider } from "./infra/payments/stripe-provider";
import type { TestProvider } from "./infra/payments/test-provider";
import type { ShippingSettingsService } from "./modules/settings/shipping-settings";
import { createTestCardReplacer } from "./modules/subscriptions/card/subscription-card";
import { createStripeCardReplacer } from "./modules/subscriptions/card/subscription-card-stripe";
import type { SubscriptionOfferService } from "./modules/subscriptions/offer/subscription-offer.service";
import { createSubscriptionService } from "./modules/subscriptions/portal/subscription.service";
import { createSubscriptionSignupReads } from "./modules/subscriptions/signup/subscription-signup.service";
import { createSubscriptionStaff } from "./modules/subscriptions/staff/subscription-staff";
import { subscriptionsFacade, type SubscriptionsFacade } from "./modules/subscriptions/subscriptions.facade";

export function createSubscriptions(
  deps: RenewalDeps & {
    provider: TestProvider | StripeProvider;
    /** Stripe when it takes payments, else null. */
    stripe: StripeProvider | null;
    notices: Notices;
    shipping: ShippingSettingsService;
    /** Built before the catalogue, which shows each product's offer. */
    offers: SubscriptionOfferService;
  },
): SubscriptionsFacade {
  const { db, logger, clock, config, catalogue, shipping, provider, stripe } = deps;
  const { renewals, links } = createRenewalServices(deps);
  // What the subscriptions' customer and staff sides both read: today's catalogue and shipping.
  const reads = {
    db,
    clock,
    products: async () => (await catalogue.snapshot()).products,
    shippingSettings: () => shipping.current(),
  };
  const subscriptions = createSubscriptionService({
    ...reads,
    mail: deps.mail,
    shop: { shopName: config.shopName, publicUrl: config.publicUrl, timeZone: config.shopTimeZone },
  });
  return subscriptionsFacade(subscriptions, {
    renewals,
    links,
    staff: createSubscriptionStaff({ ...reads, timeZone: config.shopTimeZone }),
    offers: deps.offers,
    signup: createSubscriptionSignupReads(db),
    card: {
      test:
        "keepCard" in provider
          ? createTestCardReplacer({ subscriptions, clock, keepCard: (card) => provider.keepCard(db, card) })
          : null,
      stripe: stripe
        ? createStripeCardReplacer({ db, publicUrl: config.publicUrl, subscriptions, stripe, logger })
        : null,
    },
  });
}
