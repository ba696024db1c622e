// /account/sign-in: an e-mail in, a 6-digit code and a one-click link out, then the
// code. The answer is the same for every e-mail: the first sign-in creates the account.
import { data, Form, redirect, useNavigation } from "react-router";
import { AccountFrame, Notice, ui } from "../../components/account/account-ui";
import { TextField } from "../../components/forms/form-fields";
import { PasskeySignIn } from "../../components/account/passkey-sign-in";
import { ACCOUNT_PATH, FORM_UNREADABLE, accountHeaders, problem, readForm } from "../../lib/account-route";
import { infoPageMeta } from "../../lib/route-meta";
import type { Route } from "./+types/account.sign-in";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta("Sign in", matches, "Sign in with a code we e-mail you. No password needed."),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

const OIDC_PROBLEMS: Record<string, (name: string) => string> = {
  expired: () => "That sign-in took too long or was started in another browser. Please try again.",
  unverified: (name) =>
    `Your ${name} account has no verified e-mail address, so we can't sign you in with it. Use an e-mailed code instead.`,
  failed: (name) => `Signing in with ${name} didn't work. Please try again, or use an e-mailed code.`,
};

export function loader({ context, request }: Route.LoaderArgs) {
  if (context.customer) throw redirect(ACCOUNT_PATH);
  const providers = context.services.accounts.oidc.list();
  const q = new URL(request.url).searchParams;
  const label = providers.find((p) => p.id === q.get("provider"))?.label ?? "that provider";
  const problem = OIDC_PROBLEMS[q.get("oidc") ?? ""]?.(label) ?? null;
  return { providers, problem };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data({ error: FORM_UNREADABLE, fieldErrors: {} }, { status: 400 });
  const { signIn } = context.services.accounts;
  if (form.intent === "verify") {
    try {
      const { setCookie } = await signIn.verifyCode({ email: form.email, code: form.code });
      throw redirect(ACCOUNT_PATH, { headers: { "Set-Cookie": setCookie } });
    } catch (err) {
      if (err instanceof Response) throw err;
      return problem(err, { step: "code", email: form.email ?? "" });
    }
  }
  try {
    const { email } = await signIn.sendCode({ email: form.email, ip: context.clientIp });
    return { step: "code" as const, email, sent: true };
  } catch (err) {
    return problem(err, { step: form.intent === "resend" ? "code" : "email", email: form.email ?? "" });
  }
}

type ActionData = {
  step?: string;
  email?: string;
  sent?: boolean;
  error?: string;
  fieldErrors?: Record<string, string>;
};

export default function SignIn({ actionData, loaderData }: Route.ComponentProps) {
  const d = (actionData ?? {}) as ActionData;
  const busy = useNavigation().state !== "idle";
  const codeStep = d.step === "code" && d.email;
  return (
    <AccountFrame title="Sign in" intro="No password needed: we e-mail you a sign-in code.">
      <section aria-labelledby="sign-in-heading" className={`${ui.card} space-y-5`}>
        <h2 id="sign-in-heading" className={ui.h2}>
          {codeStep ? "Enter your code" : "Sign in or create an account"}
        </h2>
        {d.error && !d.fieldErrors?.email && !d.fieldErrors?.code ? <Notice tone="error">{d.error}</Notice> : null}
        {codeStep ? (
          <>
            {d.sent ? (
              <Notice tone="success">
                We've e-mailed a 6-digit code and a sign-in link to <strong>{d.email}</strong>. They work once, for 10
                minutes.
              </Notice>
            ) : null}
            <Form method="post" className="space-y-5" aria-label="Enter your code">
              <input type="hidden" name="intent" value="verify" />
              <input type="hidden" name="email" value={d.email} />
              <CodeField error={d.fieldErrors?.code} />
              <button type="submit" className={ui.primary} disabled={busy}>
                Sign in
              </button>
            </Form>
            <div className="flex flex-wrap items-center gap-4 border-t border-gray-100 pt-4">
              <Form method="post">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="email" value={d.email} />
                <button type="submit" className={ui.secondary} disabled={busy}>
                  Send a new code
                </button>
              </Form>
              <a href="/account/sign-in" className={ui.link}>
                Use a different e-mail
              </a>
            </div>
          </>
        ) : (
          <Form method="post" className="space-y-5" aria-label="Sign in with your e-mail" noValidate>
            <input type="hidden" name="intent" value="send" />
            <TextField
              id="sign-in-email"
              name="email"
              label="E-mail address"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              defaultValue={d.email}
              error={d.fieldErrors?.email}
              hint="We'll send a code to this address. New here? Signing in creates your account."
            />
            <button type="submit" className={ui.primary} disabled={busy}>
              E-mail me a code
            </button>
          </Form>
        )}
        {codeStep ? null : (
          <>
            {loaderData.problem && !actionData ? <Notice tone="error">{loaderData.problem}</Notice> : null}
            <div className="space-y-3 border-t border-gray-100 pt-5 empty:hidden">
              <FederatedButtons providers={loaderData.providers} />
              <PasskeySignIn />
            </div>
          </>
        )}
      </section>
      <p className={ui.muted}>
        You don't need an account to order: guest checkout works as always. With one you can see your orders, start a
        return and save addresses.
      </p>
    </AccountFrame>
  );
}

function CodeField({ error }: { error?: string }) {
  return (
    <TextField
      id="sign-in-code"
      name="code"
      label="6-digit code"
      required
      autoComplete="one-time-code"
      maxLength={7}
      error={error}
      hint="Check your inbox (and spam folder) for the e-mail from us."
    />
  );
}

function FederatedButtons({ providers }: { providers: { id: string; label: string }[] }) {
  if (providers.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {providers.map((p) => (
        <li key={p.id}>
          {/* A plain link: a full page load, which the server answers with a redirect to the provider. */}
          <a href={`/api/account/oidc/${p.id}/start`} className={ui.secondary}>
            Continue with {p.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
