// What every account page's loader and action share: the signed-in check, the
// never-cached headers, and a service's refusal turned into the page's message and status.
// Runs on the server but imports no server code: AppError is recognised by its shape.
import { data, redirect, type AppLoadContext } from "react-router";
import { asAppError, type FieldErrors } from "./form-result";

export const SIGN_IN_PATH = "/account/sign-in";
export const ACCOUNT_PATH = "/account";

export const FORM_UNREADABLE = "The form could not be read. Please try again.";

export type ActionProblem = { error: string; fieldErrors: FieldErrors; intent?: string };

/** The signed-in shopper, or a redirect to the sign-in page. */
export function requireCustomer(context: AppLoadContext) {
  if (!context.customer) throw redirect(SIGN_IN_PATH);
  return context.customer;
}

/** Personal pages are never stored anywhere; a refusal's Retry-After reaches the browser. */
export function accountHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
}

/** A service's AppError as the page shows it (400, 404, 429 with Retry-After); anything else rethrown. */
export function problem(err: unknown, extra: Record<string, unknown> = {}) {
  const e = asAppError(err);
  if (!e || e.status >= 500) throw err;
  const details = e.details && typeof e.details === "object" ? (e.details as Record<string, unknown>) : {};
  const fieldErrors = Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const retry = typeof details.retryAfterSeconds === "number" ? details.retryAfterSeconds : null;
  return data(
    { error: e.message, fieldErrors, ...extra },
    { status: e.status, headers: retry ? { "Retry-After": String(retry) } : undefined },
  );
}

/** The posted form as strings, or null when the body is not a form. */
export async function readForm(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData();
    const out: Record<string, string> = {};
    for (const [k, v] of form) if (typeof v === "string") out[k] = v;
    return out;
  } catch {
    return null;
  }
}
