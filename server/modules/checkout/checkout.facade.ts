// The checkout module as the rest of the shop calls it (`services.checkout`): the checkout
// service, with the built-in payment page beside it when the shop takes no real payments.
import { facade } from "../../infra/facade";
import type { CheckoutService } from "./checkout.service";
import type { TestPaymentService } from "./test-payment.service";

export type CheckoutParts = {
  /** The built-in payment page (/pay/…); null when Stripe takes payments. */
  testPayments: TestPaymentService | null;
};

export type CheckoutFacade = CheckoutService & CheckoutParts;

export const checkoutFacade = (main: CheckoutService, parts: CheckoutParts): CheckoutFacade =>
  facade("checkout", main, parts);
