// What every form of the Stock screen shares: its own fetcher, so its answer shows beside its
// fields until the next submission.
import { useFetcher } from "react-router";
import type { AdminActionResult } from "../../../lib/admin-action";

/** A fetcher for one form, with its answer shown until the next submission. */
export function useStockForm() {
  const fetcher = useFetcher<AdminActionResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    fieldErrors: result && !result.ok ? (result.fieldErrors ?? {}) : {},
    formError: result && !result.ok && !result.fieldErrors ? result.formError : undefined,
    done: result?.ok ? result.message : undefined,
  };
}

export function Outcome({ formError, done }: { formError?: string; done?: string }) {
  return (
    <>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {formError ?? ""}
      </p>
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {done ?? ""}
      </p>
    </>
  );
}
