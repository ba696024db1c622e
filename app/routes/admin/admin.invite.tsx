import { data, redirect, useNavigation } from "react-router";
import { ADMIN_HOME } from "../../../core/admin-return";
import { Logo } from "../../components/art";
import { cardSubmitClass, FormAlert } from "../../components/admin/shared/form-controls";
import { Field } from "../../components/ui/field";
import { asAppError } from "../../lib/form-result";
import { pageTitle } from "../../lib/meta";
import type { Route } from "./+types/admin.invite";

// An invitation's link opens this page outside the admin guard: the invited person
// chooses a password, and is signed in with the role they were invited to.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invite = await context.services.staff.peekInvite(token);
  return { shopName: context.config.shopName, token, invite };
}

// The address carries the invitation's token: never cached.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) {
    return data({ error: "The two passwords differ", field: "confirm" as const }, { status: 400 });
  }
  let setCookie: string;
  try {
    ({ setCookie } = await context.services.staff.acceptInvite({ token: form.get("token"), password }));
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.status >= 500) throw err;
    const field = e.details && typeof e.details === "object" && "password" in e.details ? "password" : null;
    return data({ error: e.message, field }, { status: e.status });
  }
  // Lands on the Overview, signed in, as every sign-in does.
  return redirect(ADMIN_HOME, { headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" } });
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: pageTitle("Join the staff", d?.shopName ?? "Rebound") }, { name: "robots", content: "noindex" }];
}

export default function AdminInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { shopName, token, invite } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = actionData?.error;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <a href="/" className="mx-auto block w-fit rounded-lg" aria-label={`${shopName} home`}>
          <Logo className="h-10 w-auto" brand={shopName} />
        </a>
        <div className="mt-8 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-gray-200">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">Join the staff</h1>
          {invite ? (
            <>
              <p className="mt-1 text-sm text-gray-600 [overflow-wrap:anywhere]">
                {`You are invited as ${invite.roleLabel}, signing in as ${invite.email}. Choose a password of at least 12 characters.`}
              </p>
              <form method="post" className="mt-6 space-y-5">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="username" value={invite.email} autoComplete="username" />
                <Field id="password" label="Password" error={actionData?.field === "password" ? error : undefined}>
                  {(c) => (
                    <input
                      {...c}
                      name="password"
                      type="password"
                      required
                      minLength={12}
                      autoComplete="new-password"
                      className="block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-gray-900 shadow-xs outline-none focus:border-purple-500 focus:ring-2 focus:ring-purple-500/30"
                    />
                  )}
                </Field>
                <Field
                  id="confirm"
                  label="Repeat the password"
                  error={actionData?.field === "confirm" ? error : undefined}
                >
                  {(c) => (
                    <input
                      {...c}
                      name="confirm"
                      type="password"
                      required
                      autoComplete="new-password"
                      className="block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-gray-900 shadow-xs outline-none focus:border-purple-500 focus:ring-2 focus:ring-purple-500/30"
                    />
                  )}
                </Field>
                {error && !actionData?.field ? <FormAlert>{error}</FormAlert> : null}
                <button type="submit" disabled={busy} className={cardSubmitClass}>
                  {busy ? "Setting up…" : "Set password and sign in"}
                </button>
              </form>
            </>
          ) : (
            <p role="alert" className="mt-4 text-sm text-gray-800">
              This invitation has expired, been replaced or already been used. Ask the shop&apos;s owner for a new one.
            </p>
          )}
        </div>
        <p className="mt-6 text-center text-sm text-gray-600">
          <a href="/admin/login" className="font-medium text-purple-700 hover:text-purple-800">
            Already on the staff? Sign in
          </a>
        </p>
      </div>
    </main>
  );
}
