// Errors thrown by page loaders and actions, seen from the server: React Router hands them to
// app/entry.server.tsx, which reports them here. They are logged like API errors and mapped by
// the same rule (server/errors.ts): a database or disk outage is 503 with Retry-After, an
// AppError keeps its status, anything else stays a 500.
import { toErrorResponse } from "../../errors";
import type { Logger } from "../../logger";
import { logFailure } from "./log-failure";
import { currentRequestId } from "./request-id";

export function pageErrors(logger: Logger, path: string) {
  let first: { error: unknown } | null = null;
  const mapped = () => {
    if (!first) return null;
    const r = toErrorResponse(first.error);
    return r.status === 500 ? null : { status: r.status, message: r.body.error, headers: r.headers };
  };
  return {
    /** Shown on a 5xx page as its 'Reference' (app/entry.server.tsx). */
    requestId: currentRequestId() ?? "",
    reportError(error: unknown) {
      // The router's own answers (405 for a method a page has no action for, 404, 400) are not failures.
      const routerStatus = routeErrorStatus(error);
      if (routerStatus !== null && routerStatus < 500) return;
      first ??= { error };
      logFailure(logger, error, toErrorResponse(error).status, path);
    },
    pageError: mapped,
    /** Data requests (client navigations) do not pass through the document entry: map them here. */
    finish(res: Response): Response {
      const m = mapped();
      if (!m || res.status < 500 || res.status === m.status) return res;
      const headers = new Headers(res.headers);
      for (const [k, v] of Object.entries(m.headers)) headers.set(k, v);
      return new Response(res.body, { status: m.status, statusText: m.message, headers });
    },
  };
}

/** The status of a React Router error response (thrown `data()`, or the router's own 4xx). */
function routeErrorStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const e = error as { status?: unknown; statusText?: unknown };
  return typeof e.status === "number" && typeof e.statusText === "string" ? e.status : null;
}
