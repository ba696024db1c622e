import { Link } from "react-router";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { SupportEmailLink, contentClasses as c } from "../content/pages/content-shared";
import { FaqSections } from "../content/pages/faq-sections";
import { faqTopicViews } from "../components/layout/rich-page";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/faqs";

// The questions are staff's to edit (admin Content screen); the help box below them is not.
export function loader({ context }: Route.LoaderArgs) {
  return context.services.content.faqPage("faqs");
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  infoPageMeta(
    data?.title ?? "FAQs",
    matches,
    "Answers about shipping across Australia, product safety, how to take it, ingredients and returns.",
  );

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={loaderData.title} intro={loaderData.intro || undefined}>
        <div className={c.wrapper}>
          <FaqSections categories={faqTopicViews(loaderData.topics)} label="FAQ topics" />
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
