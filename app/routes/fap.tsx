import { Link } from "react-router";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { SupportEmailLink, contentClasses as c } from "../content/pages/content-shared";
import { FaqSections } from "../content/pages/faq-sections";
import { faqTopicViews } from "../components/layout/rich-page";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/fap";

// The questions are staff's to edit (admin Content screen); the notice and help box are not.
export function loader({ context }: Route.LoaderArgs) {
  return context.services.content.faqPage("fap");
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  infoPageMeta(
    data?.title ?? "Prescription FAQ",
    matches,
    "Medicines, pregnancy, health conditions and ingredient interactions: what to check before you take it.",
  );

export default function PrescriptionFaq({ loaderData }: Route.ComponentProps) {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={loaderData.title} intro={loaderData.intro || undefined}>
        <div className={c.wrapper}>
          <div className={c.callout}>
            <p className={c.p}>
              <strong className={c.strong}>General information, not medical advice.</strong> {shopName} is a dietary
              supplement, not a prescription medicine. Always read the label, and speak to your doctor or pharmacist
              before use if you take any medicines, are pregnant or breastfeeding, or have a medical condition. In an
              emergency, call 000.
            </p>
          </div>
          <FaqSections categories={faqTopicViews(loaderData.topics)} label="Prescription FAQ topics" />
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
