import { CONTACT_FIELDS, FORM_MESSAGES } from "../../core/forms";
import { ContactForm } from "../components/forms/contact-form";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { ContactCards } from "../content/pages/contact-info";
import { contentClasses as c } from "../content/pages/content-shared";
import { callServerAction, runFormAction } from "../lib/form-result";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/contact";

export const CONTACT_TITLE = "Contact Us";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(CONTACT_TITLE, matches, "Call, e-mail or message our Sydney support team. We reply within 24 hours.");

/** Also the target of the Contact modal's form on the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction({
    request,
    fields: CONTACT_FIELDS,
    messages: FORM_MESSAGES.contact,
    submit: async (values, honeypot) => {
      await context.services.messages.submitContactMessage(values, { ip: context.clientIp, honeypot });
      return {};
    },
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(serverAction, FORM_MESSAGES.contact.error);
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage title={CONTACT_TITLE} intro="We're here to help. We reply to every message within 24 hours.">
        <div className={c.wrapper}>
          <ContactCards shopName={shopName} />
          <section aria-labelledby="contact-form-heading" className={`${c.card} space-y-4 sm:p-8`}>
            <h2 id="contact-form-heading" className={c.h2}>
              Send Us a Message
            </h2>
            <ContactForm initialResult={actionData} />
          </section>
        </div>
      </InfoPage>
    </SiteLayout>
  );
}
