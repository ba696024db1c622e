import { Link } from "react-router";
import { FORM_LIMITS, FORM_MESSAGES, RETURN_FIELDS } from "../../core/forms";
import { ReturnRequestForm } from "../components/forms/return-request-form";
import { InfoPage, SiteLayout } from "../components/layout/site-layout";
import { SupportEmailLink, contentClasses as c } from "../content/pages/content-shared";
import { callServerAction, runFormAction } from "../lib/form-result";
import { infoPageMeta } from "../lib/route-meta";
import { useShopName } from "../lib/use-shop-name";
import type { Route } from "./+types/return-form";

export const RETURN_FORM_TITLE = "Start Return Process";

export const meta: Route.MetaFunction = ({ matches }) =>
  infoPageMeta(RETURN_FORM_TITLE, matches, "Request a return, refund or replacement. We reply within 24 hours.");

/** `?order=RR-…&email=…` fill the form in (the account's 'Start a return' link); each is cut to its field's limit. */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const prefill: Record<string, string> = {};
  const order = q.get("order")?.trim();
  const email = q.get("email")?.trim();
  if (order) prefill.orderNumber = order.slice(0, FORM_LIMITS.orderNumber);
  if (email) prefill.email = email.slice(0, FORM_LIMITS.email);
  return { prefill };
}

export async function action({ request, context }: Route.ActionArgs) {
  return runFormAction({
    request,
    fields: RETURN_FIELDS,
    messages: FORM_MESSAGES.returns,
    submit: (values, honeypot) =>
      context.services.returns.submitReturnRequest(values, {
        ip: context.clientIp,
        honeypot,
        customerId: context.customer?.customerId,
      }),
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callServerAction(serverAction, FORM_MESSAGES.returns.error);
}

export default function ReturnForm({ actionData, loaderData }: Route.ComponentProps) {
  const shopName = useShopName();
  return (
    <SiteLayout shopName={shopName}>
      <InfoPage
        title={RETURN_FORM_TITLE}
        intro="Tell us about your order and we'll process your request within 24 hours."
      >
        <div className={c.wrapper}>
          <section aria-labelledby="return-form-heading" className={`${c.card} space-y-4 sm:p-8`}>
            <h2 id="return-form-heading" className={c.h2}>
              Return Request
            </h2>
            <ReturnRequestForm initialResult={actionData} prefill={loaderData.prefill} />
          </section>
          <aside aria-labelledby="return-next-heading" className={c.callout}>
            <h2 id="return-next-heading" className={c.h3}>
              What happens next
            </h2>
            <ol className={c.ol}>
              <li>We reply within 24 hours with your return authorisation and the return address.</li>
              <li>You send the item back with your order number.</li>
              <li>We process it within 2 business days of receipt.</li>
              <li>Your refund reaches your account within 5-7 business days, depending on your bank.</li>
            </ol>
            <p className={c.p}>
              Faulty, damaged or wrong items are covered under the Australian Consumer Law, and we pay the return
              shipping. Read the full{" "}
              <Link to="/returns" className={c.link}>
                Returns Policy
              </Link>{" "}
              or email <SupportEmailLink />.
            </p>
          </aside>
        </div>
      </InfoPage>
    </SiteLayout>
  );
}
