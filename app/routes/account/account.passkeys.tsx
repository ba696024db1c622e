// /account/passkeys: add a passkey (this device's fingerprint, face or PIN, or a
// security key), see them, remove one. Signing in with one happens on the sign-in page. Adding
// needs a sign-in within the last 10 minutes: otherwise the page first asks for a
// fresh e-mailed code, which starts a new session in place of this one.
import { useState } from "react";
import { data, Form, redirect, useNavigation, useRevalidator } from "react-router";
import { AccountFrame, Notice, ui } from "../../components/account/account-ui";
import { ConfirmSignIn } from "../../components/account/confirm-sign-in";
import { TextField } from "../../components/forms/form-fields";
import { FORM_UNREADABLE, accountHeaders, problem, readForm, requireCustomer } from "../../lib/account-route";
import { addPasskey, passkeyProblem, passkeysSupported } from "../../lib/passkey-client";
import { infoPageMeta } from "../../lib/route-meta";
import { useHydrated } from "../../lib/use-hydrated";
import type { Route } from "./+types/account.passkeys";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...infoPageMeta("Your passkeys", matches),
  { name: "robots", content: "noindex" },
];

export const headers = accountHeaders;

const dateFormat = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "Australia/Sydney" });

const PASSKEYS_PATH = "/account/passkeys";

export async function loader({ context }: Route.LoaderArgs) {
  const customer = requireCustomer(context);
  const { passkeys } = context.services.accounts;
  return {
    passkeys: await passkeys.list(customer.customerId),
    email: customer.email,
    recentSignIn: passkeys.mayAdd(customer),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { customerId, email } = requireCustomer(context);
  const form = await readForm(request);
  if (!form) return data({ error: FORM_UNREADABLE, fieldErrors: {} }, { status: 400 });
  const { signIn, sessions } = context.services.accounts;
  if (form.intent === "send-code") {
    try {
      await signIn.sendCode({ email, ip: context.clientIp });
      return { codeSent: true };
    } catch (err) {
      return problem(err);
    }
  }
  if (form.intent === "verify-code") {
    try {
      const { setCookie } = await signIn.verifyCode({ email, code: form.code });
      // The code began a new session; the older one (the one a thief may hold) ends.
      await sessions.end(sessions.idFrom(request.headers.get("cookie")));
      throw redirect(PASSKEYS_PATH, { headers: { "Set-Cookie": setCookie } });
    } catch (err) {
      if (err instanceof Response) throw err;
      return problem(err, { codeSent: true });
    }
  }
  try {
    await context.services.accounts.passkeys.remove(customerId, form.id ?? "");
    return { done: "Passkey removed." };
  } catch (err) {
    return problem(err);
  }
}

type ActionData = { done?: string; error?: string; codeSent?: boolean; fieldErrors?: Record<string, string> };

export default function Passkeys({ loaderData, actionData }: Route.ComponentProps) {
  const { passkeys, email, recentSignIn } = loaderData;
  const d = (actionData ?? {}) as ActionData;
  const confirming = d.codeSent !== undefined;
  const busy = useNavigation().state !== "idle";
  return (
    <AccountFrame
      title="Your passkeys"
      intro="Sign in with your fingerprint, face or screen lock instead of a code."
      nav
    >
      {d.done ? <Notice tone="success">{d.done}</Notice> : null}
      {d.error && !confirming && recentSignIn ? <Notice tone="error">{d.error}</Notice> : null}
      <section aria-labelledby="passkeys-heading" className="space-y-3">
        <h2 id="passkeys-heading" className={ui.h2}>
          Passkeys on your account
        </h2>
        {passkeys.length === 0 ? <p className={ui.p}>No passkeys yet.</p> : null}
        <ul className={passkeys.length === 0 ? "hidden" : "space-y-3"}>
          {passkeys.map((p) => (
            <li key={p.id} className={`${ui.card} flex flex-wrap items-center justify-between gap-3`}>
              <div>
                <p className="font-semibold text-gray-900">{p.name}</p>
                <p className={ui.muted}>
                  Added {dateFormat.format(new Date(p.createdAt))}
                  {p.lastUsedAt ? ` · last used ${dateFormat.format(new Date(p.lastUsedAt))}` : ""}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="id" value={p.id} />
                <button type="submit" className={ui.danger} disabled={busy} aria-label={`Remove passkey ${p.name}`}>
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <div data-recent-sign-in={String(recentSignIn)}>
        {recentSignIn ? (
          <AddPasskey />
        ) : (
          <ConfirmSignIn
            email={email}
            codeSent={d.codeSent === true}
            busy={busy}
            error={d.error}
            codeError={d.fieldErrors?.code}
          />
        )}
      </div>
    </AccountFrame>
  );
}

function AddPasskey() {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [state, setState] = useState<{ busy?: boolean; error?: string; done?: boolean }>({});
  if (!hydrated) return null;
  if (!passkeysSupported()) {
    return (
      <p className={ui.p}>This browser does not support passkeys. You can keep signing in with an e-mailed code.</p>
    );
  }
  const add = async (form: HTMLFormElement) => {
    setState({ busy: true });
    try {
      await addPasskey(String(new FormData(form).get("name") ?? ""));
      form.reset();
      setState({ done: true });
      void revalidator.revalidate();
    } catch (err) {
      setState({ error: passkeyProblem(err) });
      // The sign-in may have grown older than 10 minutes: the page then asks for a fresh code.
      void revalidator.revalidate();
    }
  };
  return (
    <section aria-labelledby="add-passkey-heading" className={`${ui.card} space-y-4`}>
      <h2 id="add-passkey-heading" className={ui.h2}>
        Add a passkey
      </h2>
      {state.done ? <Notice tone="success">Passkey added. Next time, choose 'Sign in with a passkey'.</Notice> : null}
      {state.error ? <Notice tone="error">{state.error}</Notice> : null}
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void add(e.currentTarget);
        }}
      >
        <TextField
          id="passkey-name"
          name="name"
          label="Name"
          maxLength={60}
          defaultValue=""
          hint="To tell your passkeys apart, e.g. 'My phone'."
        />
        <button type="submit" className={ui.primary} disabled={state.busy}>
          {state.busy ? "Waiting for your device…" : "Add a passkey"}
        </button>
      </form>
    </section>
  );
}
