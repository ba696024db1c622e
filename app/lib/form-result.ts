// The result a customer form's route action gives back, and the action body shared by the
// contact and return forms. Runs in the route action (server side) but imports no server code:
// the services' AppError is recognised by its shape.
import { data } from "react-router";
import { FORM_MESSAGES, HONEYPOT_FIELD, formDataToObject } from "../../core/forms";

export type FieldErrors = Record<string, string>;

export type FormResult =
  | { status: "success"; message: string; reference?: string }
  | { status: "error"; message: string; fieldErrors?: FieldErrors; values?: Record<string, string> };

export type AppErrorShape = { name: "AppError"; code: string; status: number; message: string; details?: unknown };

export function asAppError(err: unknown): AppErrorShape | null {
  return err instanceof Error && err.name === "AppError" && "code" in err ? (err as unknown as AppErrorShape) : null;
}

/**
 * Reads the posted form, runs the submission and maps the outcome to a FormResult with the
 * right status: 200 success, 400 field errors, 429 rate limited, 500/503 the spec's error text.
 */
export async function runFormAction(opts: {
  request: Request;
  fields: readonly string[];
  messages: { success: string; error: string };
  submit: (values: Record<string, string>, honeypot: FormDataEntryValue | null) => Promise<{ reference?: string }>;
}) {
  let form: FormData;
  try {
    form = await opts.request.formData();
  } catch {
    return data<FormResult>({ status: "error", message: opts.messages.error }, { status: 400 });
  }
  const values = formDataToObject(form, opts.fields);
  try {
    const { reference } = await opts.submit(values, form.get(HONEYPOT_FIELD));
    const message = reference ? `${opts.messages.success} Your reference is ${reference}.` : opts.messages.success;
    return data<FormResult>(reference ? { status: "success", message, reference } : { status: "success", message });
  } catch (err) {
    const e = asAppError(err);
    if (e?.code === "validation") {
      return data<FormResult>(
        { status: "error", message: FORM_MESSAGES.invalid, fieldErrors: (e.details ?? {}) as FieldErrors, values },
        { status: 400 },
      );
    }
    if (e?.code === "rate_limited") {
      const retry = (e.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
      return data<FormResult>(
        { status: "error", message: e.message, values },
        { status: 429, headers: { "Retry-After": String(retry) } },
      );
    }
    // The services log their own failures; the customer gets the spec's message (docs/spec.md §8).
    return data<FormResult>({ status: "error", message: opts.messages.error, values }, { status: e ? 503 : 500 });
  }
}

/** For clientAction: a failed round trip (network, proxy error page, 413) becomes the spec's error. */
export async function callServerAction(
  serverAction: () => Promise<FormResult>,
  errorMessage: string,
): Promise<FormResult> {
  try {
    return await serverAction();
  } catch {
    return { status: "error", message: errorMessage };
  }
}
