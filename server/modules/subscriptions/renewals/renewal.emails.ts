// The renewal job's e-mails: the reminder before a charge, a payment that needs the
// customer, a pause after the last retry, and a delivery waiting for stock or skipped. Plain
// words, each with what happens next and a link; no user text is rendered as HTML (escaped).
import { formatPrice } from "../../../../core/money";
import { chargeMoment } from "../../../../core/subscription-dates";
import { formatShopDate } from "../../../../core/shop-time";
import { CANCEL_PATH, CANCEL_WHERE } from "../../../../core/subscription-signup";
import { renderEmailHtml, renderEmailText, type EmailBlock } from "../../../infra/mail/html";
import type { OutgoingMail } from "../../orders/order.emails";

export type MailShop = { shopName: string; publicUrl: string; timeZone: string };
export type MailSubscription = { number: string; email: string; customer_name: string | null };
type Line = { name: string; flavor: string; quantity: number };

const day = (d: string, shop: MailShop) => formatShopDate(chargeMoment(d, shop.timeZone).toISOString(), shop.timeZone);
const what = (lines: readonly Line[]) => lines.map((l) => `${l.quantity} × ${l.name} (${l.flavor})`).join("\n");
/** Where a subscriber manages it, named in words ("in your account, under Subscriptions"). */
const manageLink = (shop: MailShop) => ({ label: CANCEL_WHERE.link, url: `${shop.publicUrl}${CANCEL_PATH}` });
const hello = (s: MailSubscription) => `Hi ${s.customer_name ?? "there"},`;

function mail(to: string, subject: string, shop: MailShop, heading: string, blocks: EmailBlock[]): OutgoingMail {
  return {
    to,
    subject,
    text: renderEmailText({ heading, blocks }),
    html: renderEmailHtml({ shopName: shop.shopName, heading, blocks }),
  };
}

export function reminderMail(
  s: MailSubscription,
  shop: MailShop,
  input: { dueOn: string; lines: readonly Line[]; total: number | null; skipUrl: string; manageUrl: string },
): OutgoingMail {
  const when = day(input.dueOn, shop);
  return mail(s.email, `Your next ${shop.shopName} delivery: ${when}`, shop, `Your next delivery is on ${when}`, [
    { kind: "p", text: hello(s) },
    {
      kind: "fields",
      rows: [
        ["Subscription", s.number],
        ["What", what(input.lines)],
        ["When we charge your card", when],
        [
          "How much",
          input.total === null ? "We will e-mail you before charging" : `${formatPrice(input.total)} (GST included)`,
        ],
      ],
    },
    { kind: "p", text: "Not needed this time?", action: { label: "Skip this delivery", url: input.skipUrl } },
    {
      kind: "p",
      text: "Want something different?",
      action: { label: "Change or cancel your subscription", url: input.manageUrl },
    },
    { kind: "p", text: "These links sign you in once and work until the charge. Nothing changes unless you choose." },
  ]);
}

export function paymentProblemMail(
  s: MailSubscription,
  shop: MailShop,
  input: { total: number; needsAction: boolean; reason: string; retryOn: string | null; payUrl: string },
): OutgoingMail {
  const heading = input.needsAction
    ? "Your bank needs you to confirm this payment"
    : "We could not take the payment for your delivery";
  const next = input.retryOn
    ? `We will try your card again on ${day(input.retryOn, shop)}.`
    : "This was our last try: your subscription is paused until you resume it.";
  return mail(s.email, `Action needed: ${shop.shopName} subscription ${s.number}`, shop, heading, [
    { kind: "p", text: hello(s) },
    {
      kind: "p",
      text: input.needsAction
        ? `Your bank asked to confirm the ${formatPrice(input.total)} payment for subscription ${s.number} with you.`
        : `The ${formatPrice(input.total)} payment for subscription ${s.number} did not go through: ${input.reason}`,
    },
    { kind: "p", text: "Pay now, or use another card.", action: { label: "Pay now", url: input.payUrl } },
    { kind: "p", text: `${next} Your delivery ships as soon as it is paid. The link works once, for 3 days.` },
  ]);
}

export function pausedMail(s: MailSubscription, shop: MailShop): OutgoingMail {
  return mail(
    s.email,
    `Your ${shop.shopName} subscription ${s.number} is paused`,
    shop,
    "Your subscription is paused",
    [
      { kind: "p", text: hello(s) },
      {
        kind: "p",
        text: `We tried your card on the charge day and on days 1, 3 and 7 after it, without success, so this delivery is not sent and subscription ${s.number} is paused. We will not charge you while it is paused.`,
      },
      {
        kind: "p",
        text: `Resume it or change your card when you are ready ${CANCEL_WHERE.words}`,
        link: manageLink(shop),
      },
    ],
  );
}

export function waitingStockMail(
  s: MailSubscription,
  shop: MailShop,
  input: { reason: string; lines: readonly Line[]; lastTry: string },
): OutgoingMail {
  return mail(
    s.email,
    `Your ${shop.shopName} delivery is waiting for stock`,
    shop,
    "Your delivery is waiting for stock",
    [
      { kind: "p", text: hello(s) },
      { kind: "p", text: `We could not send subscription ${s.number}'s delivery today: ${input.reason}` },
      { kind: "fields", rows: [["What", what(input.lines)]] },
      {
        kind: "p",
        text: `We have not charged you. We will try again each day until ${day(input.lastTry, shop)} and charge you only when it ships; if it is still out of stock then, we skip this delivery. We never swap a flavour without asking you.`,
      },
      { kind: "p", text: `Change flavours or skip this delivery ${CANCEL_WHERE.words}`, link: manageLink(shop) },
    ],
  );
}

export function skippedForStockMail(s: MailSubscription, shop: MailShop, input: { nextOn: string }): OutgoingMail {
  return mail(s.email, `Your ${shop.shopName} delivery was skipped`, shop, "This delivery was skipped", [
    { kind: "p", text: hello(s) },
    {
      kind: "p",
      text: `What subscription ${s.number} sends stayed out of stock for 7 days, so we skipped this delivery. You were not charged for it.`,
    },
    { kind: "p", text: `Your next delivery is on ${day(input.nextOn, shop)}.` },
    { kind: "p", text: `Change flavours or your subscription ${CANCEL_WHERE.words}`, link: manageLink(shop) },
  ]);
}
