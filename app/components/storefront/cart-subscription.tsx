// The cart's subscription part: the key terms of each subscription before the shopper
// pays (what is sent, how often, each delivery's price, the next charge, renewal until cancelled,
// how to cancel online), and signing in (or creating the account) by an e-mailed code without
// leaving the cart. No box is ticked for the shopper: the terms are shown, and paying is the choice.
import { useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { shippingCharge, type CartItem } from "../../../core/cart";
import { firstChargeOn } from "../../../core/subscription-dates";
import { subscriptionGroups, subscriptionTerms } from "../../../core/subscription-signup";
import { signedInEmail } from "../../lib/account-email";

type SignIn =
  | { step: "checking" }
  | { step: "signed-in"; email: string }
  | { step: "email"; error?: string }
  | { step: "code"; email: string; error?: string };

async function post(path: string, body: unknown): Promise<{ ok: boolean; data: { email?: string; error?: string } }> {
  try {
    const res = await fetch(`/api/account/sign-in${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    return { ok: res.ok, data: (await res.json().catch(() => ({}))) as { email?: string; error?: string } };
  } catch {
    return { ok: false, data: { error: "We couldn't reach the shop. Check your connection and try again." } };
  }
}

const input =
  "min-h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-purple-600 aria-invalid:border-red-500";
const button =
  "min-h-11 rounded-full bg-gray-900 px-5 font-semibold text-white hover:bg-gray-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600";

export function CartSubscription(props: { items: readonly CartItem[]; onSignedIn(signedIn: boolean): void }) {
  const zone = useRouteLoaderData<{ shopTimeZone?: string }>("root")?.shopTimeZone ?? "Australia/Sydney";
  const uid = useId();
  const [state, setState] = useState<SignIn>({ step: "checking" });
  const [busy, setBusy] = useState(false);
  const { onSignedIn } = props;

  useEffect(() => {
    let live = true;
    void signedInEmail().then((email) => live && setState(email ? { step: "signed-in", email } : { step: "email" }));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => onSignedIn(state.step === "signed-in"), [state.step, onSignedIn]);
  // Not signed in: the e-mail field is the shopper's next step, so it comes into view with focus
  // (the drawer took focus on opening, before the account was checked).
  const emailField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.step !== "email") return;
    emailField.current?.scrollIntoView({ block: "center" });
    emailField.current?.focus({ preventScroll: true });
  }, [state.step]);

  const groups = subscriptionGroups(
    props.items.map((i) => ({
      productId: i.id,
      name: i.name,
      flavor: i.flavor,
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      freeShipping: i.freeShipping,
      ...(i.subscription
        ? {
            subscription: {
              frequencyWeeks: i.subscription.frequencyWeeks,
              discountPercent: i.subscription.discountPercent ?? 0,
            },
          }
        : {}),
    })),
  );
  const today = new Date().toISOString();
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  async function sendCode(email: string) {
    setBusy(true);
    const r = await post("/code", { email });
    setBusy(false);
    setState(r.ok ? { step: "code", email: r.data.email ?? email } : { step: "email", error: r.data.error });
  }
  async function verify(email: string, code: string) {
    setBusy(true);
    const r = await post("/verify", { email, code });
    setBusy(false);
    setState(r.ok ? { step: "signed-in", email: r.data.email ?? email } : { step: "code", email, error: r.data.error });
  }

  return (
    <section aria-labelledby={`${uid}-title`} className="mb-4 rounded-2xl bg-purple-50 p-4 text-sm text-gray-800">
      <h3 id={`${uid}-title`} className="text-base font-bold text-gray-900">
        Your subscription{groups.length > 1 ? "s" : ""}
      </h3>
      {groups.map((g) => {
        const terms = subscriptionTerms(g, {
          shipping: shippingCharge(g.lines),
          nextChargeOn: firstChargeOn(today, g.frequencyWeeks, zone),
          shopUrl: origin,
        });
        return (
          <ul key={g.frequencyWeeks} className="mt-2 list-disc space-y-1 pl-5" data-testid="subscription-terms">
            <li>{terms.what}</li>
            <li>{terms.often}</li>
            <li>{terms.price}</li>
            <li>{terms.next}</li>
            <li>{terms.renews}</li>
            <li>{terms.cancel}</li>
          </ul>
        );
      })}
      <div className="mt-3 border-t border-purple-100 pt-3" aria-live="polite">
        {state.step === "checking" ? <p>Checking your account…</p> : null}
        {state.step === "signed-in" ? (
          <p data-testid="subscription-account">
            Signed in as <strong>{state.email}</strong>. Your subscription is kept in your account.
          </p>
        ) : null}
        {state.step === "email" ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void sendCode(String(new FormData(e.currentTarget).get("email") ?? ""));
            }}
            className="flex flex-col gap-2"
          >
            <p>A subscription is kept in a customer account. Sign in, or create yours, with a code we e-mail you.</p>
            <StepField
              uid={uid}
              label="E-mail"
              error={state.error}
              name="email"
              type="email"
              autoComplete="email"
              inputRef={emailField}
            />
            <button type="submit" disabled={busy} className={button}>
              {busy ? "Sending…" : "E-mail me a code"}
            </button>
          </form>
        ) : null}
        {state.step === "code" ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void verify(state.email, String(new FormData(e.currentTarget).get("code") ?? ""));
            }}
            className="flex flex-col gap-2"
          >
            <p>
              We sent a 6-digit code to <strong>{state.email}</strong>. It works for 10 minutes.
            </p>
            <StepField
              uid={uid}
              label="Code from the e-mail"
              error={state.error}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" disabled={busy} className={button}>
                {busy ? "Signing in…" : "Sign in"}
              </button>
              <button
                type="button"
                onClick={() => setState({ step: "email" })}
                className="min-h-11 px-1 font-medium text-gray-700 underline"
              >
                Use another e-mail
              </button>
            </div>
          </form>
        ) : null}
      </div>
    </section>
  );
}

/** A sign-in step's one field: its label, and the step's error under it, tied to it for screen readers. */
function StepField({
  uid,
  label,
  error,
  inputRef,
  ...props
}: {
  uid: string;
  label: string;
  error: string | null | undefined;
  name: string;
  inputRef?: React.Ref<HTMLInputElement>;
} & Pick<React.InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "autoComplete">) {
  const id = `${uid}-${props.name}`;
  return (
    <>
      <label htmlFor={id} className="font-semibold text-gray-900">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${uid}-error` : undefined}
        className={input}
        {...props}
      />
      {error ? (
        <p id={`${uid}-error`} className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
