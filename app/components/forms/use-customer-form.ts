// The behaviour both customer forms share: client-side validation with the same zod schema the
// server uses, submission through a fetcher (no page change, works inside a modal), field errors
// from either side, focus on the first invalid field, and a reset after success. Without
// JavaScript the same <form> posts to the route action and the page shows `initialResult`.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { formDataToObject } from "../../../core/forms";
import type { FieldErrors, FormResult } from "../../lib/form-result";
import { useHydrated } from "../../lib/use-hydrated";

function issuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const i of issues) {
    const key = i.path.map(String).join(".") || "_";
    out[key] ??= i.message;
  }
  return out;
}

export function useCustomerForm(opts: {
  schema: z.ZodType;
  fields: readonly string[];
  initialResult?: FormResult | null;
}) {
  const fetcher = useFetcher<FormResult>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const busy = fetcher.state !== "idle";
  const result: FormResult | null | undefined = busy ? null : (fetcher.data ?? opts.initialResult);
  const serverErrors = result?.status === "error" ? result.fieldErrors : undefined;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  // Values echoed by a no-JavaScript round trip, so a refused form keeps what was typed.
  const values = (opts.initialResult?.status === "error" && opts.initialResult.values) || {};

  // Set when this form sends; read once the fetcher is idle again. Keyed to our own submission rather
  // than to a change of fetcher.data, so the reset cannot be skipped by how the router hands the answer
  // back (it once left a sent form filled in under a loaded CI machine).
  const awaitingAnswer = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle" || !awaitingAnswer.current) return;
    awaitingAnswer.current = false;
    if (fetcher.data?.status === "success") formRef.current?.reset();
    else if (fetcher.data?.fieldErrors) focusFirstInvalid(formRef.current, fetcher.data.fieldErrors);
  }, [fetcher.state, fetcher.data]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const parsed = opts.schema.safeParse(formDataToObject(new FormData(e.currentTarget), opts.fields));
    if (!parsed.success) {
      e.preventDefault();
      const found = issuesToFieldErrors(parsed.error.issues);
      setClientErrors(found);
      focusFirstInvalid(e.currentTarget, found);
      return;
    }
    setClientErrors(null);
    awaitingAnswer.current = true;
    // Not prevented: fetcher.Form sends it to the action.
  }

  function onChange(e: ChangeEvent<HTMLFormElement>) {
    const name = (e.target as { name?: string }).name;
    if (name && clientErrors?.[name]) {
      const { [name]: _gone, ...rest } = clientErrors;
      setClientErrors(rest);
    }
  }

  return { fetcher, formRef, hydrated, busy, result, errors, values, onSubmit, onChange };
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name;
    if (name && errors[name]) {
      (el as HTMLElement).focus();
      return;
    }
  }
}
