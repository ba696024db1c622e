// The built-in test provider's hosted page (/pay/{session id}): what it shows,
// and what submitting it does. A good test card confirms the payment through
// the same orders service a Stripe webhook uses, with an event id of its own.
import { randomBytes } from "node:crypto";
import { addressZoneRefusal } from "../../../core/address";
import { EmailSchema, ShippingAddressSchema, type ShippingAddress } from "../../../core/order";
import { choiceRefusal } from "../../../core/shipping";
import { cardLabel } from "../../../core/payment-card";
import { AppError, fieldErrors } from "../../errors";
import { DECLINE_MESSAGE, judgeCard, parseExpiry } from "../../infra/payments/test-cards";
import { TEST_SESSION_ID_PATTERN, type TestSessionRow } from "../../infra/payments/test-provider";
import type { KeptPaymentMethod } from "../orders/order.types";
import { createDelayedTestPayments, DELAYED_METHODS } from "./test-payment-delayed";
import {
  EXPIRED_MESSAGE,
  field,
  keepsCard,
  keepTestCard,
  SUBSCRIPTION_CARD_MESSAGE,
  successUrl,
  type PaymentFormResult,
  type PaymentPage,
  type PaymentPageState,
  type RenewalRecipient,
  type TestPaymentServiceDeps,
} from "./test-payment-page";

export function createTestPaymentService(deps: TestPaymentServiceDeps) {
  const { db, logger, clock, provider, orders } = deps;
  const delayed = createDelayedTestPayments({ provider, orders, logger });

  /** A timed-out page expires its pending order, as Stripe's checkout.session.expired does. */
  async function expireIfOverdue(session: TestSessionRow): Promise<boolean> {
    if (session.status !== "open" || new Date(session.expires_at) > clock()) return false;
    const order = await orders.getOrder(session.order_id);
    const pending = order.status === "pending";
    if (pending) {
      await orders.expireOrder({
        eventId: `test:${session.id}:expired`,
        provider: "test",
        type: "session.expired",
        sessionId: session.id,
        alsoInTransaction: (trx) => provider.expireSession(trx, session.id),
      });
    }
    // Closed either way, so the sweep never meets the same session twice.
    await provider.expireSession(db, session.id);
    return pending;
  }

  async function getPaymentPage(sessionId: string): Promise<PaymentPage | null> {
    if (!TEST_SESSION_ID_PATTERN.test(sessionId)) return null;
    const session = await provider.getSession(sessionId);
    if (!session) return null;
    await expireIfOverdue(session);
    const order = await orders.getOrder(session.order_id);
    const state: PaymentPageState =
      order.status === "paid" || order.status === "fulfilled"
        ? "paid"
        : order.status === "expired"
          ? "expired"
          : order.status === "cancelled"
            ? "closed"
            : "open";
    const { number, lines, subtotal, shipping, total, gst, promoCode, discount, renewal, shippingChoice } = order;
    return {
      sessionId,
      state,
      expiresAt: session.expires_at,
      order: {
        number,
        lines,
        subtotal,
        shipping,
        total,
        gst,
        promoCode,
        discount,
        shippingChoice,
        ...(renewal ? { renewal } : {}),
        keepsCard: keepsCard(order),
      },
    };
  }

  /** Whether `payer` is a renewal's own subscriber (only they change its card and address). */
  async function isSubscriber(page: PaymentPage, payer: { customerId: string } | null): Promise<boolean> {
    if (!page.order.renewal || !payer) return false;
    const recipient = await deps.renewalRecipient(page.order.renewal.subscriptionId);
    return recipient?.customerId === payer.customerId;
  }

  return {
    getPaymentPage,
    isSubscriber,
    /** Settles a session paid with a method that confirms later, now (its timer does the same). */
    settleDelayed: delayed.settle,

    /**
     * Expires every timed-out page and its pending order (run hourly), so unpaid orders do not sit
     * as pending in the admin until someone happens to open their page. Answers how many expired.
     */
    async expireOverdueSessions(): Promise<number> {
      let expired = 0;
      for (;;) {
        const due = await provider.listOverdueSessions(200);
        for (const session of due) if (await expireIfOverdue(session)) expired++;
        if (due.length < 200) return expired;
      }
    },

    /**
     * `payer`: the signed-in shopper submitting the page, or null. A renewal's pay link is a
     * bearer link: whoever holds it may pay that delivery, but only the subscriber's own session
     * makes the card the subscription's or changes where it ships; anyone else pays the order as
     * it stands (its name and address stay the subscription's).
     */
    async submitPayment(
      sessionId: string,
      form: Record<string, unknown>,
      payer: { customerId: string } | null = null,
    ): Promise<PaymentFormResult> {
      const page = await getPaymentPage(sessionId);
      if (!page) throw new AppError("not_found", "This payment page does not exist");
      const recipient = page.order.renewal ? await deps.renewalRecipient(page.order.renewal.subscriptionId) : null;
      if (recipient && payer?.customerId !== recipient.customerId) {
        return payRenewalAsItStands(sessionId, page, form, recipient);
      }
      if (page.state === "paid") return { ok: true, redirectTo: successUrl(sessionId) };
      if (page.state !== "open") {
        return { ok: false, formError: EXPIRED_MESSAGE, fieldErrors: {} };
      }
      const errors: Record<string, string> = {};
      const email = EmailSchema.safeParse(field(form, "email"));
      if (!email.success) errors.email = email.error.issues[0]!.message;
      const address = ShippingAddressSchema.safeParse(addressFields(form));
      if (!address.success) Object.assign(errors, fieldErrors(address.error.issues));
      // The order was priced for one country: an address in another is not what was charged for.
      const zone = page.order.shippingChoice?.zone ?? "AU";
      const wrongPlace = address.success
        ? (addressZoneRefusal(address.data, zone) ??
          (deps.shipping ? choiceRefusal(deps.shipping.current(), { zone, method: "standard" }) : null))
        : null;
      if (wrongPlace) return { ok: false, formError: wrongPlace, fieldErrors: errors };
      const later = DELAYED_METHODS[field(form, "method")];
      if (later) {
        // Later deliveries are charged without the shopper, which only a card allows.
        if (page.order.keepsCard) {
          return { ok: false, formError: SUBSCRIPTION_CARD_MESSAGE, fieldErrors: errors };
        }
        if (Object.keys(errors).length > 0 || !email.success || !address.success) {
          return { ok: false, formError: "Check the highlighted fields.", fieldErrors: errors };
        }
        await delayed.start(sessionId, later, { email: email.data, name: address.data.name, address: address.data });
        return { ok: true, redirectTo: successUrl(sessionId) };
      }
      const card = judgeCard(
        {
          number: field(form, "cardNumber"),
          expiry: field(form, "cardExpiry"),
          cvc: field(form, "cardCvc"),
          name: field(form, "cardName"),
        },
        clock(),
      );
      if (!card.ok && !card.declined) {
        for (const [k, v] of Object.entries(card.errors)) errors[`card${k[0]!.toUpperCase()}${k.slice(1)}`] = v;
      }
      if (Object.keys(errors).length > 0 || !email.success || !address.success) {
        return { ok: false, formError: "Check the highlighted fields.", fieldErrors: errors };
      }
      if (!card.ok) {
        const message = card.errors.number ?? DECLINE_MESSAGE;
        await orders.noteOrderEvent({ sessionId }, "payment_declined", `Test card declined: ${message}`, {
          email: email.data,
          name: address.data.name,
        });
        return { ok: false, formError: message, fieldErrors: { cardNumber: message } };
      }
      const expiry = parseExpiry(field(form, "cardExpiry"), clock());
      const kept = page.order.keepsCard ? keepTestCard(card, expiry.ok ? expiry.label : null) : null;
      return confirm(sessionId, form, card, kept, {
        email: email.data,
        name: address.data.name,
        address: address.data,
      });
    },
  };

  type JudgedCard = { brand: string; last4: string };

  async function confirm(
    sessionId: string,
    form: Record<string, unknown>,
    card: JudgedCard,
    kept: KeptPaymentMethod | null,
    who: { email: string; name: string | null; address: ShippingAddress | null },
  ): Promise<PaymentFormResult> {
    {
      const outcome = await orders.confirmPayment({
        eventId: `test:${sessionId}:paid`,
        provider: "test",
        type: "payment.succeeded",
        sessionId,
        email: who.email,
        customerName: who.name,
        shippingAddress: who.address,
        paymentReference: `test_ch_${randomBytes(10).toString("hex")} (${card.brand} •••• ${card.last4})`,
        paymentMethod: cardLabel(card),
        // A subscription's later deliveries are charged to this card: the page keeps a token of it,
        // and the provider remembers which test card the token stands for (its renewals' outcome).
        keptPaymentMethod: kept,
        alsoInTransaction: async (trx) => {
          if (kept) {
            const number = field(form, "cardNumber");
            await provider.keepCard(trx, { number, brand: card.brand, last4: card.last4, token: kept.paymentMethod });
          }
          await provider.completeSession(trx, sessionId);
        },
      });
      logger.info({ outcome }, "test payment accepted");
      return { ok: true, redirectTo: successUrl(sessionId) };
    }
  }

  /**
   * A renewal paid by someone who is not signed in as its subscriber: only the card is read; the
   * order goes to the subscription's e-mail, name and address, and no card is kept for later
   * deliveries.
   */
  async function payRenewalAsItStands(
    sessionId: string,
    page: PaymentPage,
    form: Record<string, unknown>,
    recipient: RenewalRecipient,
  ): Promise<PaymentFormResult> {
    if (page.state === "paid") return { ok: true, redirectTo: successUrl(sessionId) };
    if (page.state !== "open") {
      return { ok: false, formError: EXPIRED_MESSAGE, fieldErrors: {} };
    }
    const card = judgeCard(
      {
        number: field(form, "cardNumber"),
        expiry: field(form, "cardExpiry"),
        cvc: field(form, "cardCvc"),
        name: field(form, "cardName"),
      },
      clock(),
    );
    if (!card.ok && !card.declined) {
      const errors: Record<string, string> = {};
      for (const [k, v] of Object.entries(card.errors)) errors[`card${k[0]!.toUpperCase()}${k.slice(1)}`] = v;
      return { ok: false, formError: "Check the highlighted fields.", fieldErrors: errors };
    }
    if (!card.ok) {
      const message = card.errors.number ?? DECLINE_MESSAGE;
      await orders.noteOrderEvent({ sessionId }, "payment_declined", `Test card declined: ${message}`);
      return { ok: false, formError: message, fieldErrors: { cardNumber: message } };
    }
    return confirm(sessionId, form, card, null, {
      email: recipient.email,
      name: recipient.name,
      address: recipient.address,
    });
  }
}

/** The address as the form sends it: Australian unless it says New Zealand (its town is `city`). */
function addressFields(form: Record<string, unknown>): Record<string, string> {
  const base = { name: field(form, "name"), line1: field(form, "line1"), line2: field(form, "line2") };
  const postcode = field(form, "postcode");
  if (field(form, "country") === "NZ") {
    return { ...base, city: field(form, "city"), state: field(form, "state"), postcode, country: "NZ" };
  }
  return { ...base, suburb: field(form, "suburb"), state: field(form, "state"), postcode, country: "AU" };
}

export type TestPaymentService = ReturnType<typeof createTestPaymentService>;
