// The 'Reference' of a 5xx page: the request id the server put at the end of the route error's
// text (app/entry.server.tsx), so the page can show it on a line of its own.
//
// React Router serialises a page's errors for the browser before the document entry sees them,
// so in the browser the error is the plain, sanitised one, without the id. While the server's
// page is being hydrated the id is read back from the server's own markup, so both renders agree
// and the reference stays on screen.
import { useState } from "react";
import { isRouteErrorResponse } from "react-router";

export const REFERENCE_PREFIX = "Reference: ";
export const REFERENCE_ELEMENT_ID = "error-reference";

export function errorReference(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || typeof error.data !== "string") return null;
  const at = error.data.lastIndexOf(REFERENCE_PREFIX);
  return at < 0 ? null : error.data.slice(at + REFERENCE_PREFIX.length);
}

export function useErrorReference(error: unknown): string | null {
  const [fromServerMarkup] = useState(() => {
    // Only before the app has hydrated: a later client-side error has no server page to read.
    if (typeof document === "undefined" || "hydrated" in document.documentElement.dataset) return null;
    return document.getElementById(REFERENCE_ELEMENT_ID)?.dataset.reference ?? null;
  });
  return errorReference(error) ?? fromServerMarkup;
}
