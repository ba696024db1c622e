import { useState, type FormEvent } from "react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { safeAdminReturn } from "../../../core/admin-return";
import { Logo } from "../../components/art";
import { cardSubmitClass, FormAlert } from "../../components/admin/shared/form-controls";
import { Spinner, VerifyingAuth } from "../../components/admin/shell/verifying-auth";
import "../../lib/admin-load-context";
import { pageTitle } from "../../lib/meta";
import type { Route } from "./+types/admin.login";

export function loader({ context, request }: Route.LoaderArgs) {
  const next = safeAdminReturn(new URL(request.url).searchParams.get("next"));
  // Already signed in: straight on to where the member was going.
  if (context.admin) throw redirect(next);
  return { shopName: context.config.shopName, next };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: pageTitle("Admin Login", data?.shopName ?? "Rebound") }, { name: "robots", content: "noindex" }];
}

const INVALID = "Invalid credentials";
const FAILED = "An error occurred during login";

/** Messages for a sign-in that was posted as a plain form (before this page's script ran). */
function messageFromQuery(params: URLSearchParams): string | null {
  switch (params.get("error")) {
    case "invalid":
      return INVALID;
    case "missing":
      return "E-mail and password are required";
    case "throttled": {
      const wait = Number(params.get("wait")) || 15;
      return `Too many sign-in attempts. Try again in ${wait} minute${wait === 1 ? "" : "s"}.`;
    }
    case "failed":
      return FAILED;
    default:
      return null;
  }
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(() => messageFromQuery(params));
  const [busy, setBusy] = useState(false);
  const [verifying, setVerifying] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
      });
      if (res.ok) {
        setVerifying(true);
        await navigate(loaderData.next, { replace: true });
        return;
      }
      const body = (await res.json().catch(() => null)) as { error?: string } | null;
      if (res.status === 401) setError(INVALID);
      else if (res.status === 429 || res.status === 400) setError(body?.error ?? FAILED);
      else setError(FAILED);
    } catch {
      setError(FAILED);
    } finally {
      setBusy(false);
    }
  }

  if (verifying) return <VerifyingAuth />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <a href="/" className="mx-auto block w-fit rounded-lg" aria-label={`${loaderData.shopName} home`}>
          <Logo className="h-10 w-auto" brand={loaderData.shopName} />
        </a>
        <div className="mt-8 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-gray-200">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">Admin Login</h1>
          <p className="mt-1 text-sm text-gray-600">Sign in to manage the store.</p>
          {/* Posts as a form to the API if submitted before the script has loaded. */}
          <form
            method="post"
            action="/api/auth/login"
            onSubmit={onSubmit}
            className="mt-6 space-y-5"
            noValidate={false}
          >
            <input type="hidden" name="next" value={loaderData.next} />
            <div>
              <label htmlFor="email" className="block text-sm font-medium text-gray-800">
                Email
              </label>
              <input
                id="email"
                name="email"
                type="email"
                required
                autoComplete="username"
                className="mt-1.5 block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-gray-900 shadow-xs outline-none focus:border-purple-500 focus:ring-2 focus:ring-purple-500/30"
              />
            </div>
            <div>
              <label htmlFor="password" className="block text-sm font-medium text-gray-800">
                Password
              </label>
              <input
                id="password"
                name="password"
                type="password"
                required
                autoComplete="current-password"
                className="mt-1.5 block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-gray-900 shadow-xs outline-none focus:border-purple-500 focus:ring-2 focus:ring-purple-500/30"
              />
            </div>
            {error ? <FormAlert>{error}</FormAlert> : null}
            <button type="submit" disabled={busy} className={cardSubmitClass}>
              {busy ? <Spinner className="h-4 w-4 text-white" /> : null}
              {busy ? "Signing in..." : "Sign In"}
            </button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm text-gray-600">
          <a href="/" className="font-medium text-purple-700 hover:text-purple-800">
            ← Back to the store
          </a>
        </p>
      </div>
    </main>
  );
}
