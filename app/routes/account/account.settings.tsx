// /account/settings: marketing e-mail consent (off until given, every change kept with its time and
// source, the latest listed here), signing out here or everywhere, a copy of the customer's data
// and deleting the account. Deleting needs a sign-in within the last 10 minutes, names beforehand
// each subscription it cancels, and lands on a page that says it is done.
import { data, Form, redirect, useNavigation } from "react-router";
import { consentSourceLabel } from "../../../core/marketing-consent";
import { DELETE_NEEDS_RECENT_SIGN_IN } from "../../../core/erasure";
import { AccountFrame, Notice, ui } from "../../components/account/account-ui";
import { ConfirmSignIn } from "../../components/account/confirm-sign-in";
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

const chargeDay = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export async function loader({ context }: Route.LoaderArgs) {
  const session = requireCustomer(context);
  const { accounts } = context.services;
  return {
    account: await accounts.getAccount(session.customerId),
    mayDelete: accounts.data.mayErase(session),
    cancelled: await accounts.data.cancelledByDeletion(session.customerId),
  };
}

/** "Your subscription to Dynamic Duo, next charged on 9 January 2027, will be cancelled." */
function cancelledSentence(s: { products: string[]; nextChargeOn: string | null }): string {
  const what = s.products.join(" and ");
  const next = s.nextChargeOn ? `, next charged on ${chargeDay.format(new Date(`${s.nextChargeOn}T12:00:00Z`))},` : "";
  return `Your subscription to ${what}${next} will be cancelled.`;
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = requireCustomer(context);
  const { customerId } = session;
  const form = await readForm(request);
  if (!form) return data({ error: FORM_UNREADABLE, fieldErrors: {} }, { status: 400 });
  const { accounts } = context.services;
  const { sessions, signIn } = accounts;
  const cookieId = sessions.idFrom(request.headers.get("cookie"));
  try {
    switch (form.intent) {
      case "send-code":
        await signIn.sendCode({ email: session.email, ip: context.clientIp });
        return { codeSent: true };
      case "verify-code":
        try {
          const { setCookie } = await signIn.verifyCode({ email: session.email, code: form.code });
          // The code began a new session; the older one (the one a thief may hold) ends.
          await sessions.end(cookieId);
          throw redirect("/account/settings#delete-heading", { headers: { "Set-Cookie": setCookie } });
        } catch (err) {
          if (err instanceof Response) throw err;
          return problem(err, { codeSent: true });
        }
      case "consent":
        await accounts.setMarketingConsent(customerId, form.marketing === "yes", "account-settings");
        return { done: "Your e-mail preference is saved." };
      case "sign-out":
        throw redirect("/", { headers: { "Set-Cookie": (await sessions.end(cookieId)).setCookie } });
      case "sign-out-everywhere":
        throw redirect(SIGN_IN_PATH, {
          headers: { "Set-Cookie": (await sessions.endAll(customerId)).setCookie },
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
        {
          const cancelled = (await context.services.accounts.data.cancelledByDeletion(customerId)).length;
          await context.services.accounts.data.eraseFor(session);
          throw redirect(`/account/deleted?cancelled=${cancelled}`, {
            headers: { "Set-Cookie": (await sessions.end(cookieId)).setCookie },
          });
        }
      default:
        return data({ error: FORM_UNREADABLE, fieldErrors: {} }, { status: 400 });
    }
  } catch (err) {
    if (err instanceof Response) throw err;
    return problem(err);
  }
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { account, mayDelete, cancelled } = loaderData;
  const d = (actionData ?? {}) as {
    done?: string;
    error?: string;
    codeSent?: boolean;
    fieldErrors?: Record<string, string>;
  };
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
          We delete your account, saved addresses, passkeys, reviews, messages to us and back-in-stock requests, remove
          your e-mail address, name and delivery address from your orders, return requests and the e-mails we sent you,
          cancel your subscriptions, and sign you out everywhere. Australian tax law requires us to keep each order's
          tax invoice for five years, so your orders stay on our records with their items and amounts (and, on an order
          of $1,000 or more, the name the invoice must show).
        </p>
        {cancelled.length > 0 ? (
          <ul className={`${ui.p} list-disc space-y-1 pl-5`}>
            {cancelled.map((s) => (
              <li key={s.number}>{cancelledSentence(s)}</li>
            ))}
          </ul>
        ) : null}
        {mayDelete ? null : <p className={ui.p}>{DELETE_NEEDS_RECENT_SIGN_IN}</p>}
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
      {mayDelete ? null : (
        <ConfirmSignIn
          email={account.email}
          codeSent={d.codeSent === true}
          busy={busy}
          error={d.error}
          codeError={d.fieldErrors?.code}
          heading="Confirm it's you to delete your account"
          why="Deleting your account can't be undone, so we ask for a fresh code when you signed in more than 10 minutes ago or came from a link in an e-mail."
        />
      )}
    </AccountFrame>
  );
}
