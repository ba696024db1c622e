// /subscriptions/link/:token: the one-click link in a subscription reminder or payment
// notice. Opening it signs nothing in and uses nothing up (mail scanners fetch links too); one
// press posts the token, which signs the customer in once and goes on: to their subscriptions
// (with the skip ready, for a skip link) or to the payment page of a renewal waiting on payment.
// A used or expired link says so and offers the e-mailed code.
import { data, Form, redirect, useNavigation } from "react-router";
import { AccountFrame, Notice, ui } from "../components/account/account-ui";
import { FORM_UNREADABLE, SIGN_IN_PATH, accountHeaders, readForm } from "../lib/account-route";
import { infoPageMeta } from "../lib/route-meta";
import type { Route } from "./+types/subscription-link";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta("Your subscription", matches),
  { name: "robots", content: "noindex" },
  // The token must not travel to other sites in a Referer.
  { name: "referrer", content: "no-referrer" },
];

export const headers = accountHeaders;

const EXPIRED =
  "This link has expired or has already been used. Each link works once and for a short time: sign in with a code we e-mail you instead.";

const ACTION: Record<string, { heading: string; button: string }> = {
  skip: { heading: "Skip your next delivery", button: "Continue to skip" },
  manage: { heading: "Manage your subscription", button: "Continue" },
  pay: { heading: "Pay for your delivery", button: "Continue to payment" },
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await context.services.subscriptions.links.peek(params.token);
  return { link };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data({ error: FORM_UNREADABLE }, { status: 400 });
  const used = await context.services.subscriptions.links.use(params.token);
  if (!used) return data({ error: EXPIRED }, { status: 410 });
  throw redirect(used.redirectTo, { headers: { "Set-Cookie": used.setCookie } });
}

export default function SubscriptionLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { link } = loaderData;
  const error = actionData?.error ?? (link ? null : EXPIRED);
  const what = link ? (ACTION[link.purpose] ?? ACTION.manage!) : null;
  return (
    <AccountFrame title="Your subscription">
      <section aria-labelledby="link-heading" className={`${ui.card} space-y-5`}>
        <h2 id="link-heading" className={ui.h2}>
          {error || !what ? "This link no longer works" : what.heading}
        </h2>
        {error || !what || !link ? (
          <>
            <Notice tone="error">{error ?? EXPIRED}</Notice>
            <a href={SIGN_IN_PATH} className={ui.primary}>
              E-mail me a sign-in code
            </a>
          </>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="go" value="1" />
            <p className={ui.p}>
              Subscription <strong>{link.subscriptionNumber}</strong>: this signs you in on this device.
            </p>
            <button type="submit" className={ui.primary} disabled={busy}>
              {what.button}
            </button>
          </Form>
        )}
      </section>
    </AccountFrame>
  );
}
