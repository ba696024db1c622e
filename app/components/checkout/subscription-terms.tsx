// A subscription's key terms where the shopper pays, and the card kept for its deliveries.
import { Link } from "react-router";
import { CANCEL_PATH, CANCEL_WHERE, type SubscriptionTerms } from "../../../core/subscription-signup";

/** The cancel sentence with its place linked (the terms' own text names it in words only). */
function CancelTerm({ text }: { text: string }) {
  const at = text.indexOf(`${CANCEL_WHERE.words} ${CANCEL_WHERE.link}`);
  if (at < 0) return <>{text}</>;
  const start = at + CANCEL_WHERE.words.length + 1;
  return (
    <>
      {text.slice(0, start)}
      <Link to={CANCEL_PATH} className="font-medium text-purple-800 underline">
        {CANCEL_WHERE.link}
      </Link>
      {text.slice(start + CANCEL_WHERE.link.length)}
    </>
  );
}

export function SubscriptionTermsBox({ terms, paid = false }: { terms: readonly SubscriptionTerms[]; paid?: boolean }) {
  if (terms.length === 0) return null;
  return (
    <section
      aria-labelledby="subscription-terms-heading"
      className="mb-6 rounded-xl bg-purple-50 p-4 text-sm text-gray-800 ring-1 ring-purple-100"
      data-testid="subscription-terms"
    >
      <h2 id="subscription-terms-heading" className="text-base font-semibold text-gray-900">
        {paid ? "Your subscription" : "Subscribe & save: before you pay"}
      </h2>
      {terms.map((t, i) => (
        <ul key={i} className="mt-2 list-disc space-y-1 pl-5">
          <li>{t.what}</li>
          <li>{t.often}</li>
          <li>{t.price}</li>
          <li>{t.next}</li>
          <li>{t.renews}</li>
          <li>
            <CancelTerm text={t.cancel} />
          </li>
        </ul>
      ))}
      {paid ? null : (
        <p className="mt-3 font-medium text-gray-900">
          Your card is kept for these deliveries: each is charged to it on its date, until you cancel.
        </p>
      )}
    </section>
  );
}

/** A renewal paid through its pay link: the card paid with becomes the subscription's. */
/**
 * `own`: the subscriber is signed in, so the card they pay with becomes the subscription's. Anyone
 * else holding the link pays this one delivery, which goes where the subscription ships.
 */
export function RenewalCardNotice({ own }: { own: boolean }) {
  return (
    <p
      className="mb-6 rounded-xl bg-purple-50 p-4 text-sm font-medium text-gray-900 ring-1 ring-purple-100"
      data-testid="renewal-card-notice"
    >
      {own
        ? "This pays for your subscription delivery. The card you pay with here will be used for your future deliveries too; you can change it any time under Your subscriptions."
        : "This pays for one subscription delivery, sent to the address on the subscription. To use this card for future deliveries or change the address, open the link in your e-mail or sign in first."}
    </p>
  );
}
