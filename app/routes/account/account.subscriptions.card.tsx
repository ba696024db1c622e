// /account/subscriptions/:number/card: a new card for a subscription's later charges. On
// the built-in test provider this is a setup page: the card is checked and only a kept token, its
// brand and last 4 are stored. With Stripe the card is given on Stripe's own page (a setup-mode
// Checkout Session), which sends the customer back to /account/subscriptions.
import { data, Form, redirect, useNavigation } from "react-router";
import { AccountFrame, BackLink, Notice, ui } from "../../components/account/account-ui";
import { field, label } from "../../components/account/subscriptions/subscription-ui";
import { cardLabel } from "../../components/account/subscriptions/card-label";
import { FORM_UNREADABLE, accountHeaders, problem, readForm, requireCustomer } from "../../lib/account-route";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account.subscriptions.card";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta("Replace your card", matches),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { customerId } = requireCustomer(context);
  try {
    const sub = await context.services.subscriptions.get({ customerId }, params.number);
    return {
      number: sub.number,
      card: sub.card,
      testPage: context.services.subscriptions.card.test !== null,
      stripePage: context.services.subscriptions.card.stripe !== null,
      cancelled: new URL(request.url).searchParams.get("cancelled") === "1",
    };
  } catch (err) {
    const r = problem(err);
    throw new Response(r.data.error, { status: r.init?.status ?? 404 });
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { customerId } = requireCustomer(context);
  const replace = context.services.subscriptions.card.test;
  const onStripe = context.services.subscriptions.card.stripe;
  const form = await readForm(request);
  if (form && onStripe) {
    try {
      return redirect(await onStripe.start({ customerId }, params.number));
    } catch (err) {
      return problem(err);
    }
  }
  if (!form || !replace) return data({ error: FORM_UNREADABLE, fieldErrors: {} }, { status: 400 });
  try {
    await replace({ customerId }, params.number, {
      number: form.cardNumber ?? "",
      expiry: form.cardExpiry ?? "",
      cvc: form.cardCvc ?? "",
      name: form.cardName ?? "",
    });
  } catch (err) {
    return problem(err);
  }
  return redirect(`/account/subscriptions?card=${encodeURIComponent(params.number)}`);
}

const FIELDS = [
  { name: "cardNumber", label: "Card number", autoComplete: "cc-number", inputMode: "numeric" as const },
  { name: "cardExpiry", label: "Expiry date (MM / YY)", autoComplete: "cc-exp", inputMode: "numeric" as const },
  { name: "cardCvc", label: "Security code (CVC)", autoComplete: "cc-csc", inputMode: "numeric" as const },
  { name: "cardName", label: "Name on card", autoComplete: "cc-name", inputMode: "text" as const },
];

export default function ReplaceCard({ loaderData, actionData }: Route.ComponentProps) {
  const { number, card, testPage, stripePage, cancelled } = loaderData;
  const d = (actionData ?? {}) as { error?: string; fieldErrors?: Record<string, string> };
  const busy = useNavigation().state !== "idle";
  return (
    <AccountFrame
      title="Replace your card"
      intro={`Subscription ${number}${card ? `: now charged to ${cardLabel(card)}` : ""}`}
    >
      <BackLink to="/account/subscriptions">Your subscriptions</BackLink>
      {d.error ? <Notice tone="error">{d.error}</Notice> : null}
      {cancelled && !d.error ? (
        <p role="status" className={ui.p}>
          You left Stripe&apos;s page: your card was not changed.
        </p>
      ) : null}
      {testPage ? (
        <Form method="post" noValidate className={`${ui.card} space-y-4`}>
          <p className={ui.muted}>
            Test mode: use 4242 4242 4242 4242 with any future expiry date and any 3-digit CVC. Nothing is charged now;
            later deliveries are charged to this card.
          </p>
          {FIELDS.map((f) => {
            const error = d.fieldErrors?.[f.name];
            return (
              <div key={f.name}>
                <label htmlFor={f.name} className={label}>
                  {f.label}
                </label>
                <input
                  id={f.name}
                  name={f.name}
                  autoComplete={f.autoComplete}
                  inputMode={f.inputMode}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${f.name}-error` : undefined}
                  className={field}
                />
                {error ? (
                  <p id={`${f.name}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <button type="submit" className={ui.primary} disabled={busy}>
            Save card
          </button>
        </Form>
      ) : stripePage ? (
        <Form method="post" className={`${ui.card} space-y-4`}>
          <p className={ui.p}>
            You give the new card on Stripe&apos;s secure page. Nothing is charged now; your next delivery and the ones
            after it are charged to the new card.
          </p>
          <input type="hidden" name="intent" value="stripe" />
          <button type="submit" className={ui.primary} disabled={busy}>
            Continue to Stripe
          </button>
        </Form>
      ) : (
        <p className={ui.p}>Replacing the card online is not available. Contact us and we will help.</p>
      )}
    </AccountFrame>
  );
}
