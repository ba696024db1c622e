// What an admin screen shows when its loader or action failed: the reason (the server's
// mapped message, e.g. a 503's "briefly unavailable") and a retry that runs the loader again.
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { withoutReference } from "../../../lib/error-reference";
import { ErrorReferenceLine } from "../../ui/error-reference-line";
import { buttonClass } from "../shared/form-controls";

export function AdminScreenError({ screen }: { screen: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string" && error.data
      ? withoutReference(error.data)
      : error.statusText || "Something went wrong."
    : "Something went wrong. Please try again.";
  return (
    <div
      role="alert"
      className="rounded-2xl bg-red-50 px-6 py-10 text-center ring-1 ring-red-200"
      data-testid="screen-error"
    >
      <h2 className="text-lg font-semibold text-red-900">
        {notFound ? `Not found in ${screen}` : `${screen} could not be loaded`}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-red-800">{message}</p>
      <ErrorReferenceLine error={error} className="mt-1 text-sm text-red-800" />
      {notFound ? null : (
        <button
          type="button"
          className={`${buttonClass.primary} mt-5`}
          disabled={revalidator.state === "loading"}
          onClick={() => void revalidator.revalidate()}
        >
          {revalidator.state === "loading" ? "Trying again…" : "Try Again"}
        </button>
      )}
    </div>
  );
}
