// What an admin screen's loader or action does with a service's refusal. Runs on the server
// but imports no server code: the services' AppError is recognised by its shape.
import { data } from "react-router";
import { asAppError } from "./form-result";

/**
 * An action's answer: done (with the message staff see, and `subject`, the thing it made or changed,
 * for the screen to point at), or refused with the reasons.
 */
export type AdminActionResult =
  | { ok: true; intent: string; message: string; subject?: string }
  | { ok: false; intent: string; formError?: string; fieldErrors?: Record<string, string> };

/**
 * The signed-in staff member an admin action acts as (the audit log records them). The server's
 * admin guard has refused the request already when there is none; this is the second lock.
 */
export function staffOf(context: { admin?: { userId: string; email: string } | null }) {
  if (!context.admin) throw data("Sign in required", { status: 401 });
  return { userId: context.admin.userId, email: context.admin.email };
}

/** Zod's issues as one message per field, the first for each. */
export function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join(".") || "_"] ??= i.message;
  return out;
}

/**
 * A refusal staff can act on (an AppError below 500: not found, conflict, invalid) keeps its
 * status and message as a route error, so the screen's boundary says what happened after a
 * client navigation too (a plain Error's message never leaves the server). Anything else goes
 * on to the server's one error mapping.
 */
export async function orRouteError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    const e = asAppError(err);
    if (e && e.status < 500) throw data(e.message, { status: e.status });
    throw err;
  }
}

/**
 * The same for an action: a refusal becomes the form's message, with its status. Its details go
 * beside the fields when it is a validation error, or for any refusal with `allDetails` (the
 * product editor shows a taken ID beside the ID field).
 */
export async function actionResult(
  intent: string,
  work: () => Promise<string | { message: string; subject: string }>,
  opts: { allDetails?: boolean } = {},
) {
  try {
    const done = await work();
    return data<AdminActionResult>({ ok: true, intent, ...(typeof done === "string" ? { message: done } : done) });
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.status >= 500) throw err;
    const withDetails = (e.code === "validation" || opts.allDetails) && e.details && typeof e.details === "object";
    const fieldErrors = withDetails ? (e.details as Record<string, string>) : undefined;
    return data<AdminActionResult>({ ok: false, intent, formError: e.message, fieldErrors }, { status: e.status });
  }
}

/**
 * A JSON-posted form's body (the product editor posts its nested draft as JSON), or null
 * when it is not JSON; the service behind the action checks its shape.
 */
export async function readJsonForm(request: Request): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return null;
  return request.json().catch(() => null);
}
