// /account/sign-in/link?token=…, the one-click link from the sign-in e-mail. Opening
// it signs in nothing: mail scanners fetch links too. The page asks for one press, which posts
// the token; that works in any browser (the token is the proof, like the code), so a link opened
// on another device signs that device in. A used or expired link says so and offers a new one.
import { data, Form, redirect, useNavigation } from "react-router";
import { AccountFrame, Notice, ui } from "../../components/account/account-ui";
import { ACCOUNT_PATH, FORM_UNREADABLE, accountHeaders, problem, readForm } from "../../lib/account-route";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account.sign-in.link";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta("Sign in", matches),
  { name: "robots", content: "noindex" },
  // The token must not travel to other sites in a Referer.
  { name: "referrer", content: "no-referrer" },
];

export const headers = accountHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email = await context.services.accounts.signIn.peekLink(token);
  return { token: email ? token : "", email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data({ error: FORM_UNREADABLE, fieldErrors: {} }, { status: 400 });
  try {
    const { setCookie } = await context.services.accounts.signIn.useLink(form.token);
    throw redirect(ACCOUNT_PATH, { headers: { "Set-Cookie": setCookie } });
  } catch (err) {
    if (err instanceof Response) throw err;
    return problem(err);
  }
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const error =
    actionData?.error ??
    (loaderData.email
      ? null
      : "This sign-in link has expired or has already been used. Links work once, for 10 minutes: send yourself a new one.");
  return (
    <AccountFrame title="Sign in">
      <section aria-labelledby="link-heading" className={`${ui.card} space-y-5`}>
        <h2 id="link-heading" className={ui.h2}>
          {error ? "This link no longer works" : "Finish signing in"}
        </h2>
        {error ? (
          <>
            <Notice tone="error">{error}</Notice>
            <a href="/account/sign-in" className={ui.primary}>
              Send a new code
            </a>
          </>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={loaderData.token} />
            <p className={ui.p}>
              Sign in as <strong>{loaderData.email}</strong> on this device.
            </p>
            <button type="submit" className={ui.primary} disabled={busy}>
              Sign in
            </button>
          </Form>
        )}
      </section>
    </AccountFrame>
  );
}
