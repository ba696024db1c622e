// The e-mail a shopper gets when a payment that confirms later (Afterpay, a bank debit) did not go
// through: the order is cancelled, nothing was taken, and how to order again.
import { formatPrice } from "../../../core/money";
import type { OrderView } from "../../../core/order";
import type { Seller } from "../../../core/store-details";
import type { OutgoingMail } from "./order.emails";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function paymentFailedMail(order: OrderView, seller: Seller): OutgoingMail {
  const greeting = order.customerName ? `Hi ${order.customerName},` : "Hi,";
  const shop = seller.publicUrl;
  const lines = [
    greeting,
    "",
    `The payment of ${formatPrice(order.total)} for order ${order.number} did not go through, so we have cancelled the order. Nothing was charged.`,
    "",
    `To try again, add what you wanted to your cart at ${shop} and check out with another way to pay, such as a card.`,
    "",
    seller.supportEmail ? `Questions? Reply to this e-mail or write to ${seller.supportEmail}.` : "",
    seller.shopName,
  ].filter((l, i, all) => l !== "" || all[i - 1] !== "");
  const html = `<!doctype html><html lang="en-AU"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#111827;max-width:600px;margin:0 auto;padding:24px">
<p>${esc(greeting)}</p>
<p>The payment of ${esc(formatPrice(order.total))} for order <strong>${esc(order.number)}</strong> did not go through, so we have cancelled the order. Nothing was charged.</p>
<p><a href="${esc(shop)}">Try again</a> with another way to pay, such as a card.</p>
<p style="color:#6b7280;font-size:13px">${esc(seller.shopName)} · <a href="${esc(shop)}/contact">Contact us</a></p>
</body></html>`;
  return {
    to: order.email!,
    subject: `Your payment for order ${order.number} did not go through`,
    text: lines.join("\n"),
    html,
  };
}
