// Every customer e-mail with sample data: what Settings previews and sends as a test, and what
// the e-mail tests render one by one. Here, beside the composition root, because it reaches
// into every module that writes to customers.
import type { OrderView } from "../core/order";
import type { Seller } from "../core/store-details";
import type { EmailBrand } from "./infra/mail/email-brand";
import { resolveEmailHtml } from "./infra/mail/html";
import type { MailMessage } from "./infra/mail/mail-transport";
import { passkeyAddedMail } from "./modules/accounts/passkey.emails";
import { signInMail } from "./modules/accounts/sign-in.emails";
import { confirmConsentMail } from "./modules/consent/consent.emails";
import { contactAcknowledgement } from "./modules/messages/message.emails";
import { confirmationMail, fulfilmentMail, refundMail } from "./modules/orders/order.emails";
import { reminderMail as cartReminderMail } from "./modules/recovery/recovery.emails";
import { returnAcknowledgement } from "./modules/returns/return.emails";
import {
  paymentProblemMail,
  pausedMail,
  reminderMail as renewalReminderMail,
  skippedForStockMail,
  waitingStockMail,
} from "./modules/subscriptions/renewals/renewal.emails";

export type EmailSample = { key: string; label: string; build: (seller: Seller, to: string) => MailMessage };

const TOKEN = "Zm9yLXByZXZpZXctb25seS1ub3QtYS1yZWFsLWxpbmstdG9rZW4";

function sampleOrder(to: string): OrderView {
  return {
    id: "sample",
    number: "RR-SAMPLE",
    status: "paid",
    currency: "AUD",
    subtotal: 11998,
    shipping: 0,
    total: 11998,
    gst: 1091,
    lines: [
      {
        productId: "recovery-blend",
        name: "Recovery Blend",
        flavor: "Lemon Squash",
        unitPrice: 5999,
        quantity: 2,
        lineTotal: 11998,
      },
    ],
    email: to,
    customerName: "Alex",
    shippingAddress: {
      name: "Alex Citizen",
      line1: "1 George St",
      suburb: "Sydney",
      state: "NSW",
      postcode: "2000",
      country: "AU",
    },
    provider: "test",
    paymentReference: "sample (Visa •••• 4242)",
    trackingNumber: "33ABC123456789",
    createdAt: "2026-11-20T01:00:00.000Z",
    paidAt: "2026-11-20T01:00:00.000Z",
    fulfilledAt: "2026-11-21T01:00:00.000Z",
    refundReference: "sample-refund",
    refundedAt: "2026-11-22T01:00:00.000Z",
    oversold: false,
    promoCode: null,
    discount: 0,
  } as OrderView;
}

const sub = (to: string) => ({ number: "S123456", email: to, customer_name: "Alex" });
const lines = [{ name: "Recovery Blend", flavor: "Lemon Squash", quantity: 2 }];
const shopOf = (s: Seller) => ({
  shopName: s.shopName,
  publicUrl: s.publicUrl,
  timeZone: s.timeZone,
  supportEmail: s.supportEmail,
});

export const EMAIL_SAMPLES: readonly EmailSample[] = [
  {
    key: "sign-in",
    label: "Sign-in code",
    build: (s, to) =>
      signInMail({ to, code: "482913", link: `${s.publicUrl}/account/sign-in/link?t=${TOKEN}`, shopName: s.shopName }),
  },
  {
    key: "passkey-added",
    label: "Passkey added",
    build: (s, to) => passkeyAddedMail({ to, name: "Alex's phone", shopName: s.shopName }),
  },
  {
    key: "order-confirmation",
    label: "Order confirmation and tax invoice",
    build: (s, to) => confirmationMail(sampleOrder(to), s, [], [], () => `${s.publicUrl}/videos/sample-poster.svg`),
  },
  { key: "order-shipped", label: "Shipped", build: (s, to) => fulfilmentMail(sampleOrder(to), s) },
  { key: "order-refunded", label: "Refunded", build: (s, to) => refundMail(sampleOrder(to), s) },
  {
    key: "renewal-reminder",
    label: "Subscription: next delivery coming",
    build: (s, to) =>
      renewalReminderMail(sub(to), shopOf(s), {
        dueOn: "2026-12-18",
        lines,
        total: 11998,
        skipUrl: `${s.publicUrl}/subscriptions/link/${TOKEN}`,
        manageUrl: `${s.publicUrl}/subscriptions/link/${TOKEN}`,
      }),
  },
  {
    key: "renewal-failed",
    label: "Subscription: payment failed",
    build: (s, to) =>
      paymentProblemMail(sub(to), shopOf(s), {
        total: 11998,
        needsAction: false,
        reason: "your card was declined.",
        retryOn: "2026-12-19",
        payUrl: `${s.publicUrl}/subscriptions/pay/${TOKEN}`,
      }),
  },
  { key: "renewal-paused", label: "Subscription: paused", build: (s, to) => pausedMail(sub(to), shopOf(s)) },
  {
    key: "renewal-waiting",
    label: "Subscription: waiting for stock",
    build: (s, to) =>
      waitingStockMail(sub(to), shopOf(s), { reason: "Lemon Squash is out of stock.", lines, lastTry: "2026-12-25" }),
  },
  {
    key: "renewal-skipped",
    label: "Subscription: delivery skipped",
    build: (s, to) => skippedForStockMail(sub(to), shopOf(s), { nextOn: "2027-01-15" }),
  },
  {
    key: "cart-reminder",
    label: "Cart reminder",
    build: (s, to) => {
      const unsubscribe = `${s.publicUrl}/unsubscribe/${TOKEN}`;
      return cartReminderMail({ ...shopOf(s), seller: { name: s.name, abn: s.abn } }, to, "1h", lines, {
        restore: `${s.publicUrl}/cart/restore/${TOKEN}`,
        unsubscribe,
      });
    },
  },
  {
    key: "consent-confirm",
    label: "Confirm marketing e-mails",
    build: (s, to) => confirmConsentMail(shopOf(s), to, `${s.publicUrl}/consent/confirm/${TOKEN}`),
  },
  {
    key: "contact-ack",
    label: "Message received",
    build: (s, to) =>
      contactAcknowledgement(shopOf(s), {
        name: "Alex",
        email: to,
        subject: "Flavours",
        message: "Which flavour mixes best with milk?",
      }),
  },
  {
    key: "return-ack",
    label: "Return request received",
    build: (s, to) =>
      returnAcknowledgement(
        shopOf(s),
        {
          orderNumber: "RR-SAMPLE",
          email: to,
          reason: "damaged",
          description: "The lid was cracked.",
          preference: "refund",
        },
        "RT-SAMPLE",
      ),
  },
];

export function emailSample(key: string): EmailSample | undefined {
  return EMAIL_SAMPLES.find((e) => e.key === key);
}

/** A sample as it would be queued: subject, text and the HTML drawn in the shop's frame. */
export async function renderSample(sample: EmailSample, seller: Seller, brand: EmailBrand, to: string) {
  const message = sample.build(seller, to);
  return { ...message, html: (await resolveEmailHtml(message.html, brand)) ?? "" };
}
