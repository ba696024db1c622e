// Disclaimer text (/disclaimer). Presentational only; the page wrapper supplies the h1.
import { Link } from "react-router";
import { ContentSection, SupportEmailLink, contentClasses as c } from "./content-shared";

export const DISCLAIMER_TITLE = "Disclaimer";

export interface DisclaimerContentProps {
  shopName: string;
}

export function DisclaimerContent({ shopName }: DisclaimerContentProps) {
  return (
    <div className={c.wrapper}>
      <ContentSection title="General Notice" id="general-notice">
        <p className={c.p}>
          The information on the {shopName} website, including product descriptions, ingredient information, answers to
          frequently asked questions and social media content, is general information only. It is not medical advice and
          does not take your personal health, circumstances or medicines into account.
        </p>
        <p className={c.p}>
          It is not a substitute for advice from your doctor, pharmacist or another qualified health professional. Never
          ignore professional advice, or delay seeking it, because of something you have read on this website.
        </p>
      </ContentSection>

      <ContentSection title="Dietary Supplement Notice" id="dietary-supplement-notice">
        <p className={c.p}>{shopName} is a dietary supplement containing vitamins, minerals and herbal ingredients.</p>
        <ul className={c.ul}>
          <li>Dietary supplements are not a substitute for a varied and balanced diet and a healthy lifestyle.</li>
          <li>Always read the label and follow the directions for use.</li>
          <li>Do not take more than the recommended amount shown on the label.</li>
          <li>If symptoms persist, talk to your health professional.</li>
          <li>{shopName} is not intended to diagnose, treat, cure or prevent any disease.</li>
          <li>
            Descriptions of ingredients refer to their general or traditional use. They are not a promise of any
            particular result, and individual results vary.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="Health & Safety" id="health-safety">
        <ul className={c.ul}>
          <li>
            Consult a health professional before use, especially if you are pregnant or breastfeeding, taking any
            medication (prescription or over-the-counter), or have a medical condition.
          </li>
          <li>For adults 18+ only. Not suitable for children. Keep out of reach of children.</li>
          <li>
            {shopName} contains vitamin B6, which may be harmful in excessive doses. Stop taking it and see your health
            professional as soon as possible if you experience tingling, burning or numbness.
          </li>
          <li>
            Stop using the product and seek medical advice if you have an adverse reaction. For poisoning or overdose
            advice, call the Poisons Information Centre on 13 11 26. In an emergency, call 000.
          </li>
        </ul>
        <div className={c.callout}>
          <h3 className={c.h3}>Alcohol and responsible drinking</h3>
          <p className={c.p}>
            {shopName} does not reduce the effects of alcohol or your blood alcohol level, and it does not make it safe
            to drink or drive. It is not a reason to drink more. Please drink responsibly: have water between drinks,
            know your limits, and plan a safe way home.
          </p>
        </div>
        <p className={c.p}>
          See our{" "}
          <Link to="/fap" className={c.link}>
            Prescription FAQ
          </Link>{" "}
          for information about medicines, pregnancy and health conditions.
        </p>
      </ContentSection>

      <ContentSection title="Legal Disclaimers" id="legal-disclaimers">
        <p className={c.p}>
          We take care to keep the information on this website accurate and up to date, but product formulations, labels
          and scientific understanding can change. The label on your product is the authoritative source for
          ingredients, directions and warnings.
        </p>
        <p className={c.p}>
          Customer reviews, ratings and testimonials reflect individual experiences and are not a guarantee that you
          will get the same results.
        </p>
        <p className={c.p}>
          To the extent permitted by law, we are not responsible for any loss arising from reliance on the general
          information on this website. Nothing in this disclaimer excludes, restricts or modifies your rights under the
          Australian Consumer Law, including the consumer guarantees that apply to our products.
        </p>
      </ContentSection>

      <ContentSection title="Website Usage" id="website-usage">
        <p className={c.p}>
          Your use of this website is governed by our{" "}
          <Link to="/terms" className={c.link}>
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className={c.link}>
            Privacy Policy
          </Link>
          . Product images are illustrative, and packaging may vary slightly from what is shown.
        </p>
        <p className={c.p}>
          This website may link to other websites for your convenience. We don&apos;t control those websites and
          aren&apos;t responsible for their content or privacy practices. We aim to keep this website available at all
          times but may need to update or suspend it for maintenance.
        </p>
      </ContentSection>

      <section aria-labelledby="disclaimer-contact-heading" className={c.callout}>
        <h2 id="disclaimer-contact-heading" className={c.h2}>
          Questions About This Disclaimer?
        </h2>
        <p className={c.p}>
          Our support team is happy to help with questions about our products or this disclaimer. Email us at{" "}
          <SupportEmailLink /> and we&apos;ll reply within 24 hours, or{" "}
          <Link to="/contact" className={c.link}>
            visit our Contact page
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
