// Builds the checkout side of the shop from the config: the payment provider
// (test page by default, Stripe when STRIPE_SECRET_KEY is set), orders,
// checkout and the test page's service. One call from server/context.ts.
import { randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { AppError } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { Mail } from "../../infra/mail/mail";
import type { RefundGateway } from "../../infra/payments/payment-provider";
import { createStripeProvider, type StripeProvider } from "../../infra/payments/stripe-provider";
import { createTestProvider } from "../../infra/payments/test-provider";
import type { Logger } from "../../logger";
import type { StockLedger } from "../stock/stock.ledger";
import type { PromoService } from "../promotions/promo.service";
import { createOrderService, type OrderService } from "../orders/order.service";
import { createCheckoutService, type CheckoutService } from "./checkout.service";
import { createTestPaymentService, type TestPaymentService } from "./test-payment.service";

export type CheckoutServices = {
  orders: OrderService;
  checkout: CheckoutService;
  /** The built-in payment page; null when Stripe takes payments. */
  testPayments: TestPaymentService | null;
  stripe: StripeProvider | null;
};

export function createCheckoutServices(deps: {
  db: Db;
  logger: Logger;
  clock: () => Date;
  mail: Pick<Mail, "enqueue" | "kick">;
  config: Config;
  stock: StockLedger;
  promos: PromoService;
}): CheckoutServices {
  const { db, logger, clock, mail, config, stock, promos } = deps;
  const seller = {
    name: config.seller.name,
    abn: config.seller.abn,
    shopName: config.shopName,
    publicUrl: config.publicUrl,
  };
  const p = config.payments;
  const stripe =
    p.provider === "stripe"
      ? createStripeProvider({
          secretKey: p.secretKey,
          webhookSecret: p.webhookSecret,
          publicUrl: config.publicUrl,
          shopName: config.shopName,
          ...(p.api ? { api: p.api } : {}),
        })
      : null;
  const orders = createOrderService({
    db,
    logger,
    clock,
    mail,
    seller,
    stock,
    promos,
    refunds: refundsThrough(stripe),
  });
  if (config.seller.abnIsPlaceholder && (p.provider === "stripe" || config.nodeEnv === "production")) {
    logger.warn("SELLER_ABN is not set: tax invoices show a placeholder ABN (set it before taking real orders)");
  }
  if (stripe) {
    return {
      orders,
      checkout: createCheckoutService({ db, logger, orders, promos, provider: stripe }),
      testPayments: null,
      stripe,
    };
  }
  const provider = createTestProvider({ db, clock });
  return {
    orders,
    checkout: createCheckoutService({ db, logger, orders, promos, provider }),
    testPayments: createTestPaymentService({ db, logger, clock, provider, orders }),
    stripe: null,
  };
}

/**
 * Refunds go back through the provider that took the order's money, whichever takes payments now.
 * A test-page order has no real money to return: its refund is a reference recorded here.
 */
function refundsThrough(stripe: StripeProvider | null): RefundGateway {
  return {
    async refund(order) {
      if (order.provider === "test") return { reference: `test_re_${randomBytes(10).toString("hex")}` };
      if (order.provider === "stripe" && stripe) return stripe.refund(order);
      throw new AppError(
        "conflict",
        `Order ${order.number} was paid through ${order.provider}, which this shop is not set up for: refund it there`,
      );
    },
  };
}
