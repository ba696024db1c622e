// How a failed request is logged, one rule for API routes and pages: a storage outage (503) is
// expected and logged in one line at warn; any other 5xx is a defect, logged with its stack.
import type { Logger } from "../../logger";
import { errorSummary } from "../storage-errors";

export function logFailure(logger: Logger, err: unknown, status: number, path: string): void {
  if (status === 503) logger.warn({ err: errorSummary(err), path }, "unavailable");
  else if (status >= 500) logger.error({ err, path }, "request failed");
}
