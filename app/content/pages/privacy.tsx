// Privacy Policy text (/privacy). Presentational only; the page wrapper supplies the h1.
import { Link } from "react-router";
import { ContentSection, SupportEmailLink, SupportPhoneLink, contentClasses as c } from "./content-shared";

export const PRIVACY_TITLE = "Privacy Policy";
export const PRIVACY_LAST_UPDATED = "April 15, 2024";

export interface PrivacyContentProps {
  shopName: string;
}

export function PrivacyContent({ shopName }: PrivacyContentProps) {
  return (
    <div className={c.wrapper}>
      <div className="space-y-4">
        <p className={c.muted}>{`Last updated: ${PRIVACY_LAST_UPDATED}`}</p>
        <p className={c.p}>
          {shopName} respects your privacy. This policy explains what personal information we collect, why we collect
          it, and how we use, share and protect it. We handle personal information in accordance with the Privacy Act
          1988 (Cth) and the Australian Privacy Principles (APPs).
        </p>
      </div>

      <ContentSection title="Information We Collect">
        <p className={c.p}>We only collect what we need to sell and deliver our products and to help you:</p>
        <ul className={c.ul}>
          <li>
            <strong className={c.strong}>Contact details</strong>, such as your name, email address and phone number.
          </li>
          <li>
            <strong className={c.strong}>Order details</strong>, such as your delivery and billing addresses, the
            products, flavours and quantities you order, the amounts paid and your order history.
          </li>
          <li>
            <strong className={c.strong}>Messages and requests</strong> you send us through our contact and return
            request forms, by email or by phone, including order numbers, return reasons and any details you choose to
            include.
          </li>
          <li>
            <strong className={c.strong}>Technical information</strong> that your browser sends when you visit the
            website, such as your IP address, browser type and the pages you request, which our servers record for
            security and troubleshooting.
          </li>
        </ul>
        <p className={c.p}>
          We don&apos;t ask for health information. If you choose to tell us about a health condition or medicine (for
          example, in a question to our support team), we use it only to respond to you and treat it as sensitive
          information.
        </p>
      </ContentSection>

      <ContentSection title="Payment Information">
        <p className={c.p}>
          Card payments are handled by our payment provider on its secure, hosted payment page. Your card details go
          directly to the payment provider: we never see or store your full card number, expiry date or security code.
          We receive only the information we need to confirm and manage your order, such as the payment status, the
          amount and your contact and delivery details.
        </p>
      </ContentSection>

      <ContentSection title="How We Use Your Information">
        <ul className={c.ul}>
          <li>to process, ship and deliver your orders and send you order-related emails;</li>
          <li>to answer your questions and handle returns, refunds and replacements;</li>
          <li>to check that orders meet our requirements that customers are 18+ and reside in Australia;</li>
          <li>to prevent fraud and keep our website and systems secure;</li>
          <li>to meet our legal obligations, such as tax and consumer-law record keeping;</li>
          <li>to improve our website, products and service; and</li>
          <li>
            to send you news and offers, but only if you have agreed to receive them. Every marketing email includes an
            unsubscribe link, in line with the Spam Act 2003.
          </li>
        </ul>
        <p className={c.p}>We do not sell or rent your personal information to anyone.</p>
      </ContentSection>

      <ContentSection title="Cookies and Local Storage">
        <p className={c.p}>
          Our shop keeps your cart in your browser&apos;s local storage, so the items you add are still there when you
          come back. We also keep a copy of the product list in your browser so pages load faster. This information
          stays on your device; it isn&apos;t used to identify you.
        </p>
        <p className={c.p}>
          Our payment provider may use cookies on its payment page for security and fraud prevention, and staff sign-in
          to our admin area uses a secure session cookie. You can clear cookies and local storage at any time in your
          browser settings; clearing local storage will empty your cart.
        </p>
        <p className={c.p}>
          To see how the shop is used, our own website counts page views, product views, items added to carts and
          checkouts started. This counting uses no cookies and stores nothing on your device. Your IP address and
          browser details are only turned into a one-way code with a key that changes every day (the old key is
          deleted), so we can count unique visitors each day without recognising you or following you from one day to
          the next; the address itself is not kept with these statistics. We also note the name of the website that
          referred you (not the page) and any campaign labels in the link you followed. Visits by automated programs are
          not counted. Each counted event is kept for 30 days, after which only daily totals remain, and they are not
          shared with anyone.
        </p>
      </ContentSection>

      <ContentSection title="Who We Share It With">
        <p className={c.p}>
          We share personal information only with organisations that help us run the shop, and only as much as they need
          to do their job:
        </p>
        <ul className={c.ul}>
          <li>our payment provider, to process your payment;</li>
          <li>delivery carriers, to deliver your order;</li>
          <li>providers of website hosting, data storage and email services; and</li>
          <li>professional advisers, such as accountants and lawyers, where needed.</li>
        </ul>
        <p className={c.p}>
          We may also disclose information where the law requires or authorises it, for example to a government agency
          or in response to a court order.
        </p>
        <p className={c.p}>
          Some of these service providers may store or process information outside Australia. Where that happens, we
          take reasonable steps to make sure they handle it in a way that is consistent with the Australian Privacy
          Principles.
        </p>
      </ContentSection>

      <ContentSection title="How We Protect It">
        <p className={c.p}>
          We take reasonable steps to protect your personal information from misuse, interference, loss, and
          unauthorised access, change or disclosure. Our website uses encrypted (HTTPS) connections, access to customer
          information is limited to staff who need it, and we delete or de-identify information once we no longer need
          it for the purposes above or to meet our legal obligations.
        </p>
        <p className={c.p}>
          If a data breach is likely to cause you serious harm, we will notify you and the Office of the Australian
          Information Commissioner (OAIC) as required by the Notifiable Data Breaches scheme.
        </p>
      </ContentSection>

      <ContentSection title="Accessing and Correcting Your Information">
        <p className={c.p}>
          You can ask to see the personal information we hold about you, or ask us to correct it if it is inaccurate,
          out of date or incomplete. Email <SupportEmailLink /> with your request. We&apos;ll need to confirm your
          identity, and we&apos;ll respond within 30 days. We won&apos;t charge you for making a request.
        </p>
      </ContentSection>

      <ContentSection title="Complaints">
        <p className={c.p}>
          If you have a concern about how we have handled your personal information, please contact us first so we can
          put it right. We&apos;ll acknowledge your complaint within 24 hours and aim to resolve it within 30 days.
        </p>
        <p className={c.p}>
          If you are not satisfied with our response, you can contact the Office of the Australian Information
          Commissioner (OAIC) by visiting{" "}
          <a href="https://www.oaic.gov.au" className={c.link} rel="noopener noreferrer">
            oaic.gov.au
          </a>{" "}
          or calling 1300 363 992.
        </p>
      </ContentSection>

      <ContentSection title="Changes to This Policy">
        <p className={c.p}>
          We may update this policy from time to time. The current version is always on this page, with the date it was
          last updated. Please also read our{" "}
          <Link to="/terms" className={c.link}>
            Terms of Service
          </Link>
          .
        </p>
      </ContentSection>

      <ContentSection title="Contact Us">
        <p className={c.p}>
          For any privacy question or request, email <SupportEmailLink />, call <SupportPhoneLink />, or use our{" "}
          <Link to="/contact" className={c.link}>
            Contact page
          </Link>
          . We reply within 24 hours.
        </p>
      </ContentSection>
    </div>
  );
}
