// The 'Reference' of a 5xx page: the request id the server put at the end of the route error's
// text (app/entry.server.tsx), so the page can show it on a line of its own.
import { isRouteErrorResponse } from "react-router";

export const REFERENCE_PREFIX = "Reference: ";

export function errorReference(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || typeof error.data !== "string") return null;
  const at = error.data.lastIndexOf(REFERENCE_PREFIX);
  return at < 0 ? null : error.data.slice(at + REFERENCE_PREFIX.length);
}
