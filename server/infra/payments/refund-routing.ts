// Refunds go back through the provider that took the order's money, whichever takes payments now.
import { paymentProviderName } from "../../../core/payment-card";
import { randomBytes } from "node:crypto";
import { AppError } from "../../errors";
import type { RefundGateway } from "./payment-provider";
import type { StripeProvider } from "./stripe-provider";

/** A test-page order has no real money to return: its refund is a reference recorded here. */
export function refundsThrough(stripe: StripeProvider | null): RefundGateway {
  return {
    async refund(order) {
      if (order.provider === "test") return { reference: `test_re_${randomBytes(10).toString("hex")}` };
      if (order.provider === "stripe" && stripe) return stripe.refund(order);
      throw new AppError(
        "conflict",
        `Order ${order.number} was paid through ${paymentProviderName(order.provider)}, which this shop is not set up for: refund it there`,
      );
    },
  };
}
