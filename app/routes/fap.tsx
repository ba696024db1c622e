import { Link } from "react-router";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { SupportEmailLink, contentClasses as c } from "../content/pages/content-shared";
import { PRESCRIPTION_FAQ_CATEGORIES } from "../content/pages/prescription-faq-data";
import { FaqSections } from "../content/pages/faq-sections";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/fap";

export const FAP_TITLE = "Prescription FAQ";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(
    FAP_TITLE,
    matches,
    "Medicines, pregnancy, health conditions and ingredient interactions: what to check before you take it.",
  );

export default function PrescriptionFaq() {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage
        title={FAP_TITLE}
        intro={`Taking medicines, pregnant or managing a health condition? Read this before you use ${shopName}.`}
      >
        <div className={c.wrapper}>
          <div className={c.callout}>
            <p className={c.p}>
              <strong className={c.strong}>General information, not medical advice.</strong> {shopName} is a dietary
              supplement, not a prescription medicine. Always read the label, and speak to your doctor or pharmacist
              before use if you take any medicines, are pregnant or breastfeeding, or have a medical condition. In an
              emergency, call 000.
            </p>
          </div>
          <FaqSections categories={PRESCRIPTION_FAQ_CATEGORIES} label="Prescription FAQ topics" />
          <section aria-labelledby="fap-help-heading" className={c.callout}>
            <h2 id="fap-help-heading" className={c.h2}>
              Need the Full Ingredient List?
            </h2>
            <p className={c.p}>
              We can send the exact ingredients and amounts for you to show your doctor or pharmacist. Email{" "}
              <SupportEmailLink /> or send us a message. For everyday questions about delivery and returns, see our{" "}
              <Link to="/faqs" className={c.link}>
                FAQ
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
