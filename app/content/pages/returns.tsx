// Returns Policy text (/returns). Presentational only; the page wrapper supplies the h1.
// The 30-day guarantee is a change-of-mind promise ON TOP of the Australian Consumer Law: its
// conditions (eligibility limits, customer-paid return shipping) never apply to faulty, damaged or
// wrong items, which get ACL remedies and free return shipping.
import { Link } from "react-router";
import {
  ConsumerLawNotice,
  ContentSection,
  SupportEmailLink,
  SupportPhoneLink,
  contentClasses as c,
} from "./content-shared";

export const RETURNS_TITLE = "Returns Policy";

export interface ReturnsContentProps {
  shopName: string;
}

const RETURN_STEPS: ReadonlyArray<{ title: string; body: string }> = [
  {
    title: "Contact Support",
    body: "Fill in our return request form, or email or call our support team, with your order number (for example, RR-12345), the reason for your return and whether you'd like a refund or a replacement.",
  },
  {
    title: "Receive Return Authorisation",
    body: "We'll review your request and send you a return authorisation within 24 hours, with the return address and instructions. Please wait for it before sending anything back, so we can match your parcel to your order.",
  },
  {
    title: "Ship the Item",
    body: "Pack the item securely, include your order number, and send it using a tracked service. For faulty, damaged or incorrect items, we'll give you a prepaid return option or reimburse your return postage.",
  },
  {
    title: "Receive Your Refund",
    body: "We process your return within 2 business days of receiving it. Your refund then appears on your original payment method within 5-7 business days, depending on your bank.",
  },
];

export function ReturnsContent({ shopName }: ReturnsContentProps) {
  return (
    <div className={c.wrapper}>
      <ContentSection title="30-Day Satisfaction Guarantee" id="guarantee">
        <p className={c.p}>
          We want you to be happy with {shopName}. If you&apos;re not satisfied, you can return your purchase within 30
          days, counted from the date your delivery is confirmed, for a refund of the full product price, a replacement
          or store credit.
        </p>
        <div className={c.callout}>
          <h3 className={c.h3}>Your rights under the Australian Consumer Law</h3>
          <p className={c.p}>
            Our 30-day satisfaction guarantee is in addition to, and does not limit, your rights under the Australian
            Consumer Law (ACL).
          </p>
          <ConsumerLawNotice />
          <p className={c.p}>
            If a product is faulty, damaged, not as described or not what you ordered, you&apos;re entitled to a remedy
            under the ACL even after 30 days, and the conditions of our guarantee below don&apos;t apply. In those cases
            we cover the cost of return shipping.
          </p>
        </div>
      </ContentSection>

      <ContentSection title="Return Eligibility" id="eligibility">
        <div className="grid gap-6 sm:grid-cols-2">
          <div className={`${c.card} space-y-3`}>
            <h3 className={c.h3}>Eligible for return</h3>
            <ul className={c.ul}>
              <li>Unopened items in original packaging</li>
              <li>Partially used items, if you&apos;ve tried {shopName} and are unsatisfied with the results</li>
              <li>Damaged or defective items</li>
              <li>Wrong items (not what you ordered)</li>
            </ul>
          </div>
          <div className={`${c.card} space-y-3`}>
            <h3 className={c.h3}>Not eligible under our guarantee</h3>
            <ul className={c.ul}>
              <li>Items bought over 30 days ago (more than 30 days after confirmed delivery)</li>
              <li>
                Items with removed or damaged safety seals returned because you ordered by mistake or changed your mind
                without trying them
              </li>
              <li>Items not bought directly from us (please contact the retailer you bought from)</li>
              <li>Free promotional items</li>
            </ul>
          </div>
        </div>
        <p className={c.p}>
          These limits apply only to change-of-mind returns under our 30-day satisfaction guarantee. They don&apos;t
          apply to items that are faulty, damaged, not as described or incorrect: for those, your rights under the
          Australian Consumer Law apply.
        </p>
      </ContentSection>

      <ContentSection title="Return Process" id="process">
        <ol className="space-y-4" role="list">
          {RETURN_STEPS.map((step, index) => (
            <li key={step.title} className={`${c.card} flex gap-4`}>
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-purple-600 to-fuchsia-500 font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="space-y-1">
                <h3 className={c.h3}>
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className={c.p}>{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection title="Refund Information" id="refunds">
        <ul className={c.ul}>
          <li>Returns are processed within 2 business days of receipt.</li>
          <li>
            Refunds go back to your original payment method and take 5-7 business days to appear, depending on your
            bank.
          </li>
          <li>The full product price is refunded.</li>
          <li>
            For change-of-mind returns under our guarantee, original shipping is non-refundable and return shipping is
            paid by the customer.
          </li>
          <li>
            For faulty, damaged or incorrect items, we cover return shipping, and you can choose a refund or a
            replacement.
          </li>
          <li>Prefer store credit instead of a refund? It&apos;s available on request.</li>
        </ul>
      </ContentSection>

      <section aria-labelledby="returns-help-heading" className={c.callout}>
        <h2 id="returns-help-heading" className={c.h2}>
          Need Help With a Return?
        </h2>
        <p className={c.p}>
          Start your return online, or contact our support team by email at <SupportEmailLink /> or by phone on{" "}
          <SupportPhoneLink />. We reply within 24 hours.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/return-form" className={c.primaryButton}>
            Start Return Process
          </Link>
          <Link to="/contact" className={c.secondaryButton}>
            Contact Support
          </Link>
        </div>
      </section>
    </div>
  );
}
