// Owns checkout (docs/spec.md §5, §7; docs/design.md §2 (principle 2), §10): prices every cart from the
// database, refuses what cannot be sold, records the order as pending and
// opens the provider's payment page. Client-sent prices and names are ignored.
import { CURRENCY } from "../../../core/constants";
import { AppError } from "../../errors";
import type { OrderView } from "../../../core/order";
import type { PaymentOrder, PaymentProvider } from "../../infra/payments/payment-provider";
import type { Logger } from "../../logger";
import type { OrderService } from "../orders/order.service";
import type { PromoQuote, PromoService } from "../promotions/promo.service";
import type { ProductCatalogue } from "../products/product-catalogue";
import { rowToProduct } from "../products/product.mapper";
import { selectProductsByIds } from "./checkout.repository";
import { requireAccountForSubscriptions } from "./checkout-subscription";
import { priceLines, type ShippingPricedLine } from "./checkout-pricing";
import type { Db } from "../../infra/db/client";
import type { CheckoutLineInput } from "./checkout.schema";
import { callerKey, checkoutHash, IDEMPOTENCY_REUSED, IDEMPOTENCY_UNSCOPED } from "./checkout-idempotency";
import { contactOf, parseCheckoutBody, promoCodeOf, shippingChoiceOf, type CheckoutContact } from "./checkout-body";
import {
  isGstFreeExport,
  METHOD_NAMES,
  shippingQuote,
  type ShippingChoice,
  type ShippingSettings,
} from "../../../core/shipping";

export type CheckoutServiceDeps = {
  db: Db;
  logger: Logger;
  orders: OrderService;
  provider: PaymentProvider;
  promos: Pick<PromoService, "quote">;
  /**
   * The active catalogue in memory (dropped on every product change, on every instance): pricing
   * a cart reads no table, so a checkout's only database work is writing its order.
   */
  catalogue: Pick<ProductCatalogue, "snapshot">;
  /** The owner's shipping options and prices, held in memory (Settings → Shipping). */
  shipping: { current(): ShippingSettings };
  /**
   * Records a checkout's e-mail and marketing tick: the recovery service's
   * recordContact, which finds the order by its payment session. Absent, nothing is recorded.
   */
  contacts?: {
    recordContact(
      sessionId: string,
      input: { email: unknown; consent: boolean },
      asker: { accountEmail: string | null; ip: string },
    ): Promise<unknown>;
  };
};

type ContactAsker = { accountEmail: string | null; ip: string };

export type CheckoutResult = { url: string; orderId: string; orderNumber: string };

/**
 * What the provider charges: with a code, each line less its share and the shipping less its
 * discount. The e-mail the hosted page starts from: the one the shopper gave in the drawer, else
 * their account's; a kept card's Customer (a subscription) is the account's.
 */
function toPaymentOrder(
  o: OrderView,
  quote: PromoQuote | null,
  emails: { account?: string | undefined; contact?: string | undefined },
  choice: ShippingChoice,
): PaymentOrder {
  const keep = o.lines.some((l) => l.subscription);
  const customerEmail = keep ? (emails.account ?? emails.contact) : (emails.contact ?? emails.account);
  const base = {
    id: o.id,
    number: o.number,
    currency: CURRENCY as typeof CURRENCY,
    lines: o.lines,
    total: o.total,
    ...(customerEmail ? { customerEmail } : {}),
    ...(keep ? { keepPaymentMethod: true } : {}),
    shippingZone: choice.zone,
    shippingName: METHOD_NAMES[choice.method],
  };
  if (!quote) return { ...base, shipping: o.shipping };
  return {
    ...base,
    shipping: o.shipping - quote.shippingDiscount,
    lineCharges: o.lines.map((l, i) => l.unitPrice * l.quantity - (quote.lineDiscounts[i] ?? 0)),
  };
}

export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { logger, orders, provider } = deps;
  /**
   * A priced cart's shipping for the chosen option, from the server's own settings: with a code,
   * the free-over amount is reached by the goods after their discount.
   */
  const shippingFor =
    (choice: ShippingChoice, lines: readonly ShippingPricedLine[]) => (subtotalAfterDiscount: number) =>
      shippingQuote(deps.shipping.current(), choice, lines, subtotalAfterDiscount);
  // Priced from the active catalogue. An id it lacks (a draft, archived or deleted product) is read
  // from the table only so the refusal can name the product; that costs nothing on the usual path.
  const productsFor = async (lines: readonly CheckoutLineInput[]) => {
    const active = new Map((await deps.catalogue.snapshot()).products.map((p) => [p.id, p] as const));
    const missing = [...new Set(lines.map((l) => l.id))].filter((id) => !active.has(id));
    if (missing.length === 0) return active;
    const known = new Map(active);
    for (const row of await selectProductsByIds(deps.db, missing)) known.set(row.id, rowToProduct(row));
    return known;
  };
  return {
    /**
     * The cart drawer's price with a code (POST /api/cart/quote): the same pricing as checkout,
     * nothing written. A bad code is 400 with its own message.
     */
    async quoteCart(body: unknown) {
      const choice = shippingChoiceOf(body, deps.shipping.current());
      const lines = parseCheckoutBody(body);
      const products = await productsFor(lines);
      const { lines: priced } = priceLines(lines, products);
      const q = await deps.promos.quote(promoCodeOf(body) ?? "", priced, shippingFor(choice, priced));
      return {
        code: q.code,
        subtotal: q.subtotal,
        shipping: q.shipping,
        discount: q.discount,
        total: q.total,
        gst: isGstFreeExport(choice.zone) ? 0 : q.gst,
      };
    },

    /**
     * `account`: the signed-in shopper, whom the order is placed under and whose e-mail the payment
     * page shows. `idempotencyKey`: the same key with the same cart answers the order it made (its
     * payment page) instead of making another; with another cart it is refused with 422. The key is
     * the caller's own: the customer's, or the browser's `checkoutClient` value's (checkout-idempotency.ts).
     */
    async createCheckout(
      body: unknown,
      opts: {
        account?: { customerId: string; email: string } | null;
        idempotencyKey?: string | null;
        /** The caller's address, which the contact's address limits count against. */
        ip?: string;
        checkoutClient?: string | null;
      } = {},
    ): Promise<CheckoutResult> {
      const choice = shippingChoiceOf(body, deps.shipping.current());
      const contact = contactOf(body);
      const asker = { accountEmail: opts.account?.email ?? null, ip: opts.ip ?? "unknown" };
      const lines = parseCheckoutBody(body);
      requireAccountForSubscriptions(lines, opts.account ?? null);
      const customerId = opts.account?.customerId ?? null;
      const scoped = opts.idempotencyKey
        ? callerKey(opts.idempotencyKey, { customerId, client: opts.checkoutClient ?? null })
        : null;
      const key = scoped?.stored ?? null;
      const hash = key ? checkoutHash(lines, promoCodeOf(body), customerId, contact, choice) : null;
      if (scoped && key && hash) {
        const replay = (k: string, h: string) => replayFor(k, h, scoped.bound);
        const made = await replay(key, hash);
        if (made) return made;
        try {
          return await create(body, lines, opts.account ?? null, contact, asker, { key, hash }, choice);
        } catch (err) {
          // The same key sent twice at once: the other request's order holds it. (A refusal of the
          // repeat itself, such as another cart under the key, is the answer; a failed look-up is not.)
          const other = await replay(key, hash).catch((e: unknown) =>
            e instanceof AppError ? Promise.reject(e) : null,
          );
          if (other) return other;
          throw err;
        }
      }
      return create(body, lines, opts.account ?? null, contact, asker, null, choice);
    },
  };

  /**
   * The order a key already made, answered as its checkout was; null when the key is new. A key no
   * caller is bound to is refused instead: its payment page may be another guest's.
   */
  async function replayFor(key: string, hash: string, bound: boolean): Promise<CheckoutResult | null> {
    const made = await orders.checkoutKey(key);
    if (!made) return null;
    if (made.request_hash !== hash) {
      throw new AppError("validation", IDEMPOTENCY_REUSED, {
        status: 422,
        details: { "Idempotency-Key": IDEMPOTENCY_REUSED },
      });
    }
    if (!bound) {
      throw new AppError("conflict", IDEMPOTENCY_UNSCOPED, { details: { "Idempotency-Key": IDEMPOTENCY_UNSCOPED } });
    }
    if (!made.provider_session_id) {
      // An outside provider's page is opened after the order commits: that request is still going.
      throw new AppError("conflict", "This checkout is still being set up. Please try again in a moment.", {
        details: { retryAfterSeconds: 1 },
      });
    }
    const session = await provider.resumeSession(made.provider_session_id);
    return { url: session.url, orderId: made.id, orderNumber: made.number };
  }

  async function create(
    body: unknown,
    lines: CheckoutLineInput[],
    account: { customerId: string; email: string } | null,
    contact: CheckoutContact | null,
    asker: ContactAsker,
    idempotency: { key: string; hash: string } | null,
    choice: ShippingChoice,
  ): Promise<CheckoutResult> {
    const opts = { account };
    const emails = { account: account?.email, contact: contact?.email };
    {
      const products = await productsFor(lines);
      const { lines: priced, subtotal } = priceLines(lines, products);
      const code = promoCodeOf(body);
      const quote = code ? await deps.promos.quote(code, priced, shippingFor(choice, priced)) : null;
      const shipping = quote ? quote.shipping : shippingFor(choice, priced)(subtotal).charge;
      const total = quote ? quote.total : subtotal + shipping;

      const input = {
        provider: provider.name,
        lines: priced.map(({ productId, name, flavor, unitPrice, quantity, subscription }) => ({
          productId,
          name,
          flavor,
          unitPrice,
          quantity,
          ...(subscription ? { subscription } : {}),
        })),
        subtotal,
        shipping,
        total,
        accountId: opts.account?.customerId ?? null,
        promoCode: quote?.code ?? null,
        discount: quote?.discount ?? 0,
        idempotency,
        shippingChoice: choice,
      };
      if (provider.prepareSession) {
        const prepare = provider.prepareSession;
        const { order, session } = await orders.createPendingOrder(input, (o, trx) =>
          prepare(toPaymentOrder(o, quote, emails, choice), trx),
        );
        await record(session!.id, contact, asker);
        return { url: session!.url, orderId: order.id, orderNumber: order.number };
      }
      // An outside provider is called after the order is committed, so its webhook always finds it.
      const { order } = await orders.createPendingOrder(input);
      let session;
      try {
        session = await provider.createSession(toPaymentOrder(order, quote, emails, choice));
      } catch (err) {
        logger.error({ err, orderId: order.id }, "payment provider could not open a payment page");
        await orders.abandonOrder(order.id, "The payment provider could not open a payment page");
        throw new AppError("unavailable", "Payments are unavailable right now. Please try again in a few minutes.", {
          cause: err,
        });
      }
      await orders.attachPaymentSession(order.id, session.id);
      await record(session.id, contact, asker);
      return { url: session.url, orderId: order.id, orderNumber: order.number };
    }
  }

  /**
   * The contact is recorded once the order has its payment session, which is how recordContact
   * finds it. Failing to record it costs a possible reminder, not the sale: logged, and the
   * shopper goes on to pay.
   */
  async function record(sessionId: string, contact: CheckoutContact | null, asker: ContactAsker): Promise<void> {
    if (!contact || !deps.contacts) return;
    try {
      await deps.contacts.recordContact(sessionId, contact, asker);
    } catch (err) {
      logger.error({ err }, "checkout contact could not be recorded");
    }
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
