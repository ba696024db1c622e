// /account/settings (issue 16): marketing e-mail consent (off until given, recorded with its
// time; issue 28: every change kept with its time and source, the latest listed here), signing out here or everywhere, a copy of the customer's data and deleting the account
// (issue 27: orders stay as tax records, with only what their invoice shows).
import { data, Form, redirect, useNavigation } from "react-router";
import { consentSourceLabel } from "../../../core/marketing-consent";
import { AccountFrame, Notice, ui } from "../../components/account/account-ui";
import {
  FORM_UNREADABLE,
  SIGN_IN_PATH,
  accountHeaders,
  problem,
  readForm,
  requireCustomer,
} from "../../lib/account-route";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account.settings";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta("Account settings", matches),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Australia/Sydney",
});

export async function loader({ context }: Route.LoaderArgs) {
  const { customerId } = requireCustomer(context);
  return { account: await context.services.accounts.getAccount(customerId) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { customerId } = requireCustomer(context);
  const form = await readForm(request);
  if (!form) return data({ error: FORM_UNREADABLE, fieldErrors: {} }, { status: 400 });
  const { accounts, customerSessions } = context.services;
  const cookieId = customerSessions.idFrom(request.headers.get("cookie"));
  try {
    switch (form.intent) {
      case "consent":
        await accounts.setMarketingConsent(customerId, form.marketing === "yes", "account-settings");
        return { done: "Your e-mail preference is saved." };
      case "sign-out":
        throw redirect("/", { headers: { "Set-Cookie": (await customerSessions.end(cookieId)).setCookie } });
      case "sign-out-everywhere":
        throw redirect(SIGN_IN_PATH, {
          headers: { "Set-Cookie": (await customerSessions.endAll(customerId)).setCookie },
        });
      case "delete":
        if (form.confirm !== "yes") {
          return data(
            {
              error: "Tick the box to confirm that you want to delete your account.",
              fieldErrors: { confirm: "Required" },
            },
            { status: 400 },
          );
        }
        await context.services.accountData.eraseFor(customerId);
        throw redirect("/", { headers: { "Set-Cookie": (await customerSessions.end(cookieId)).setCookie } });
      default:
        return data({ error: FORM_UNREADABLE, fieldErrors: {} }, { status: 400 });
    }
  } catch (err) {
    if (err instanceof Response) throw err;
    return problem(err);
  }
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  const d = (actionData ?? {}) as { done?: string; error?: string };
  const busy = useNavigation().state !== "idle";
  return (
    <AccountFrame title="Account settings" intro={`Signed in as ${account.email}`} nav>
      {d.done ? <Notice tone="success">{d.done}</Notice> : null}
      {d.error ? <Notice tone="error">{d.error}</Notice> : null}

      <section aria-labelledby="marketing-heading" className={`${ui.card} space-y-4`}>
        <h2 id="marketing-heading" className={ui.h2}>
          E-mail from us
        </h2>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="consent" />
          <label className="flex min-h-11 items-start gap-3 text-gray-900">
            <input
              type="checkbox"
              name="marketing"
              value="yes"
              defaultChecked={account.marketingConsent}
              className="mt-1 h-5 w-5 accent-purple-700"
            />
            <span>Send me news and offers by e-mail. Every one has an unsubscribe link.</span>
          </label>
          <p className={ui.muted}>
            {account.marketingConsentAt
              ? `${account.marketingConsent ? "Given" : "Withdrawn"} on ${dateTime.format(new Date(account.marketingConsentAt))}.`
              : "Not given. Order e-mails (receipts, shipping) come either way."}
          </p>
          <button type="submit" className={ui.primary} disabled={busy}>
            Save preference
          </button>
        </Form>
        {account.consentHistory.length > 0 ? (
          <div>
            <h3 id="consent-history-heading" className="text-sm font-semibold text-gray-900">
              Your changes
            </h3>
            <ul aria-labelledby="consent-history-heading" className={`${ui.muted} mt-1 space-y-1`}>
              {account.consentHistory.map((c) => (
                <li key={`${c.at}-${String(c.given)}`}>
                  {c.given ? "Given" : "Withdrawn"} on {dateTime.format(new Date(c.at))} ({consentSourceLabel(c.source)}
                  )
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="sessions-heading" className={`${ui.card} space-y-4`}>
        <h2 id="sessions-heading" className={ui.h2}>
          Signing out
        </h2>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className={ui.secondary} disabled={busy}>
              Sign out
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out-everywhere" />
            <button type="submit" className={ui.secondary} disabled={busy}>
              Sign out everywhere
            </button>
          </Form>
        </div>
        <p className={ui.muted}>'Sign out everywhere' ends your sessions on every device, this one included.</p>
      </section>

      <section aria-labelledby="data-heading" className={`${ui.card} space-y-4`}>
        <h2 id="data-heading" className={ui.h2}>
          Your data
        </h2>
        <p className={ui.p}>
          Download a copy of everything we hold about you: your orders, saved addresses, reviews, return requests,
          messages, e-mail preference and how you sign in.
        </p>
        <a href="/account/data.json" download className={`${ui.secondary} inline-flex`}>
          Download my data (JSON)
        </a>
      </section>

      <section aria-labelledby="delete-heading" className={`${ui.card} space-y-4`}>
        <h2 id="delete-heading" className={ui.h2}>
          Delete your account
        </h2>
        <p className={ui.p}>
          We delete your account, saved addresses, passkeys, reviews and messages to us, remove your e-mail address from
          your orders and return requests, and sign you out everywhere. Australian tax law requires us to keep each
          order's tax invoice for five years, so your orders stay on our records with only the name and delivery address
          their invoice shows.
        </p>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <label className="flex min-h-11 items-center gap-3 text-gray-900">
            <input type="checkbox" name="confirm" value="yes" className="h-5 w-5 accent-red-700" />I understand this
            can't be undone
          </label>
          <button type="submit" className={ui.danger} disabled={busy}>
            Delete my account
          </button>
        </Form>
      </section>
    </AccountFrame>
  );
}
