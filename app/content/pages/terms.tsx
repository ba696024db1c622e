// Terms of Service text (/terms). Presentational only; the page wrapper supplies the h1.
import { Link } from "react-router";
import {
  ConsumerLawNotice,
  ContentSection,
  SupportEmailLink,
  SupportPhoneLink,
  SUPPORT_LOCATION,
  contentClasses as c,
} from "./content-shared";

export const TERMS_TITLE = "Terms of Service";
export const TERMS_LAST_UPDATED = "March 15, 2024";

export interface TermsContentProps {
  shopName: string;
}

export function TermsContent({ shopName }: TermsContentProps) {
  return (
    <div className={c.wrapper}>
      <div className="space-y-4">
        <p className={c.muted}>{`Last updated: ${TERMS_LAST_UPDATED}`}</p>
        <p className={c.p}>
          These Terms of Service apply to your use of the {shopName} website and to every order you place with us. By
          using the website or placing an order, you agree to these terms. Please read them together with our{" "}
          <Link to="/privacy" className={c.link}>
            Privacy Policy
          </Link>
          ,{" "}
          <Link to="/returns" className={c.link}>
            Returns Policy
          </Link>{" "}
          and{" "}
          <Link to="/disclaimer" className={c.link}>
            Disclaimer
          </Link>
          .
        </p>
      </div>

      <ContentSection title="About Us">
        <p className={c.p}>
          {shopName} is an Australian business based in {SUPPORT_LOCATION}. In these terms, &ldquo;we&rdquo;,
          &ldquo;us&rdquo; and &ldquo;our&rdquo; mean {shopName}, and &ldquo;you&rdquo; means the person using the
          website or placing an order.
        </p>
      </ContentSection>

      <ContentSection title="Who Can Order">
        <p className={c.p}>To place an order, you must:</p>
        <ul className={c.ul}>
          <li>be 18 years of age or older;</li>
          <li>reside in Australia, with a delivery address in Australia; and</li>
          <li>give us accurate contact, delivery and payment details.</li>
        </ul>
        <p className={c.p}>
          By placing an order, you confirm that you meet these requirements. If you don&apos;t, we may cancel your order
          and refund any payment in full.
        </p>
      </ContentSection>

      <ContentSection title="Our Products">
        <p className={c.p}>
          {shopName} is a powdered dietary supplement containing a blend of vitamins, minerals and herbal ingredients.
          It is not a medicine and is not intended to diagnose, treat, cure or prevent any disease. It does not reduce
          the effects of alcohol. Always read the label and follow the directions for use, and speak to a health
          professional before use if you are pregnant, breastfeeding, taking medication or have a medical condition. See
          our{" "}
          <Link to="/disclaimer" className={c.link}>
            Disclaimer
          </Link>{" "}
          for more information.
        </p>
        <p className={c.p}>
          We take care to describe and show our products accurately. Product images are illustrative, and packaging may
          vary slightly from what is shown. The product label is the authoritative source for ingredients, directions
          and warnings.
        </p>
      </ContentSection>

      <ContentSection title="Prices and Payment">
        <ul className={c.ul}>
          <li>All prices are in Australian dollars (AUD) and include GST.</li>
          <li>
            Shipping charges, if any, are shown before you pay. Orders of 2 or more tubs ship free; an order of a single
            tub ships for $9.95.
          </li>
          <li>
            Payment is made by card on a secure payment page hosted by our payment provider. We do not see or store your
            full card number.
          </li>
          <li>
            We may change our prices at any time, but a change will not affect an order we have already confirmed.
          </li>
          <li>
            If a product is listed at an obviously incorrect price because of an error, we may cancel the order and
            refund you in full. We will let you know if this happens.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="Orders">
        <p className={c.p}>
          Your order is confirmed once your payment has been successfully processed. You can order up to 5 of any
          product in a single order. We may decline or cancel an order, with a full refund, if a product is unavailable,
          if you don&apos;t meet the eligibility requirements above, or if we reasonably suspect fraud or misuse.
        </p>
      </ContentSection>

      <ContentSection title="Shipping and Delivery">
        <ul className={c.ul}>
          <li>We ship only within Australia.</li>
          <li>
            Orders placed before 2 PM AEST on a business day are dispatched the same day. All orders are shipped within
            1-2 business days.
          </li>
          <li>Express delivery takes 2-3 business days across Australia after dispatch.</li>
          <li>
            Delivery times are estimates. Carrier delays outside our control can occasionally add time, but this does
            not affect your rights under the Australian Consumer Law.
          </li>
          <li>
            Please check your delivery address carefully. If an order is delayed or lost because of an incorrect
            address, contact us and we&apos;ll help you sort it out.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="Returns and Refunds">
        <p className={c.p}>
          Our 30-day satisfaction guarantee, counted from confirmed delivery, lets you return products if you&apos;re
          not happy with them. It is offered in addition to your rights under the Australian Consumer Law. The full
          conditions, including how to start a return, are set out in our{" "}
          <Link to="/returns" className={c.link}>
            Returns Policy
          </Link>
          .
        </p>
      </ContentSection>

      <ContentSection title="Australian Consumer Law">
        <ConsumerLawNotice />
        <p className={c.p}>
          Nothing in these terms excludes, restricts or modifies any right or remedy you have under the Australian
          Consumer Law or any other law that cannot be excluded.
        </p>
      </ContentSection>

      <ContentSection title="Health Information">
        <p className={c.p}>
          Information on this website, including ingredient descriptions and answers to frequently asked questions, is
          general in nature. It is not medical advice and does not take your personal circumstances into account. For
          advice about your health or medicines, speak to your doctor or pharmacist.
        </p>
      </ContentSection>

      <ContentSection title="Intellectual Property">
        <p className={c.p}>
          The {shopName} name and logo, and the text, images, videos and design of this website, belong to us or our
          licensors. You may view and share pages for personal, non-commercial use, but you may not copy, reproduce or
          use our content or branding for any other purpose without our written permission.
        </p>
      </ContentSection>

      <ContentSection title="Using Our Website">
        <p className={c.p}>When using our website, you agree not to:</p>
        <ul className={c.ul}>
          <li>use it for any unlawful purpose or to place fraudulent orders;</li>
          <li>try to gain unauthorised access to any part of the website or its systems;</li>
          <li>interfere with the website&apos;s operation, for example with automated tools; or</li>
          <li>submit false, misleading or offensive information through our forms.</li>
        </ul>
        <p className={c.p}>
          We aim to keep the website available and accurate, but we may update, suspend or change it from time to time.
        </p>
      </ContentSection>

      <ContentSection title="Limitation of Liability">
        <p className={c.p}>
          Subject to your rights under the Australian Consumer Law, and to the extent permitted by law, we are not
          liable for loss or damage that was not reasonably foreseeable, or that results from using our products other
          than as directed on the label. Nothing in these terms limits our obligations under the consumer guarantees,
          including compensation for reasonably foreseeable loss or damage.
        </p>
      </ContentSection>

      <ContentSection title="Privacy">
        <p className={c.p}>
          We handle your personal information in accordance with our{" "}
          <Link to="/privacy" className={c.link}>
            Privacy Policy
          </Link>{" "}
          and the Privacy Act 1988 (Cth).
        </p>
      </ContentSection>

      <ContentSection title="Changes to These Terms">
        <p className={c.p}>
          We may update these terms from time to time. The version published on this page, with its &ldquo;last
          updated&rdquo; date, applies to orders placed from that date. Orders already placed remain subject to the
          terms that applied when you placed them.
        </p>
      </ContentSection>

      <ContentSection title="Governing Law">
        <p className={c.p}>
          These terms are governed by the laws of New South Wales, Australia. You and we submit to the non-exclusive
          jurisdiction of the courts of New South Wales.
        </p>
      </ContentSection>

      <ContentSection title="Contact Us">
        <p className={c.p}>
          Questions about these terms? Email <SupportEmailLink />, call <SupportPhoneLink />, or visit our{" "}
          <Link to="/contact" className={c.link}>
            Contact page
          </Link>
          . We reply within 24 hours.
        </p>
      </ContentSection>
    </div>
  );
}
