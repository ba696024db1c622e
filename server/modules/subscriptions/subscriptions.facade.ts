// The subscriptions module as the rest of the shop calls it (`services.subscriptions`): what
// customers and staff do with a subscription, with renewals, the links in their e-mails, the
// admin's screens, the offers, the sign-up and the card replacement beside it.
import { facade } from "../../infra/facade";
import type { TestCardReplacer } from "./card/subscription-card";
import type { StripeCardReplacer } from "./card/subscription-card-stripe";
import type { SubscriptionLinks } from "./links/subscription-links";
import type { SubscriptionOfferService } from "./offer/subscription-offer.service";
import type { SubscriptionService } from "./portal/subscription.service";
import type { Renewals } from "./renewals/renewal.service";
import type { SubscriptionSignupReads } from "./signup/subscription-signup.service";
import type { SubscriptionStaff } from "./staff/subscription-staff";

export type SubscriptionParts = {
  /** Subscription renewals: the job, its reminders, retries and stock rule. */
  renewals: Renewals;
  /** The single-use sign-in links in renewal e-mails. */
  links: SubscriptionLinks;
  /** The Subscriptions screen's list, a subscription's timeline and orders, the Overview's figures. */
  staff: SubscriptionStaff;
  /** Subscribe & save offers per product. */
  offers: SubscriptionOfferService;
  /** The subscriptions a paid first order started. */
  signup: SubscriptionSignupReads;
  /** A new card for a subscription, by the payment mode: the other is null. */
  card: {
    /** On the built-in test page. */
    test: TestCardReplacer | null;
    /** On a setup-mode Stripe Checkout Session. */
    stripe: StripeCardReplacer | null;
  };
};

export type SubscriptionsFacade = SubscriptionService & SubscriptionParts;

export const subscriptionsFacade = (main: SubscriptionService, parts: SubscriptionParts): SubscriptionsFacade =>
  facade("subscriptions", main, parts);
