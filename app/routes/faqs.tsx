import { Link } from "react-router";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { SupportEmailLink, contentClasses as c } from "../content/pages/content-shared";
import { FAQ_CATEGORIES } from "../content/pages/faq-data";
import { FaqSections } from "../content/pages/faq-sections";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/faqs";

export const FAQS_TITLE = "Frequently Asked Questions";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(
    FAQS_TITLE,
    matches,
    "Answers about shipping across Australia, product safety, how to take it, ingredients and returns.",
  );

export default function Faqs() {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage
        title={FAQS_TITLE}
        intro={`Delivery, safety, how to take ${shopName}, what's inside, and returns: the answers in one place.`}
      >
        <div className={c.wrapper}>
          <FaqSections categories={FAQ_CATEGORIES} label="FAQ topics" />
          <section aria-labelledby="faq-help-heading" className={c.callout}>
            <h2 id="faq-help-heading" className={c.h2}>
              Still Have Questions?
            </h2>
            <p className={c.p}>
              Our support team replies within 24 hours. Email <SupportEmailLink /> or send us a message. Taking
              medicines or managing a health condition? Read our{" "}
              <Link to="/fap" className={c.link}>
                Prescription FAQ
              </Link>
              .
            </p>
            <Link to="/contact" className={c.primaryButton}>
              Contact Us
            </Link>
          </section>
        </div>
      </InfoPage>
    </SiteLayout>
  );
}
