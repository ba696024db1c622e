// The 'Reference' of a 5xx page: the request id the server put at the end of the route error's
// text (app/entry.server.tsx), so the page can show it on a line of its own.
//
// React Router serialises a page's errors for the browser before the document entry sees them,
// so in the browser the error is the plain, sanitised one, without the id. While the server's
// page is being hydrated the id is read back from the server's own markup, so both renders agree
// and the reference stays on screen. A 5xx met later, on a client-side navigation, comes as page
// data whose error the server has sanitised too: its id is the data response's X-Request-Id,
// which watchDataRequests (app/entry.client.tsx) keeps for the boundary that shows the error.
import { useState } from "react";
import { isRouteErrorResponse } from "react-router";

export const REFERENCE_PREFIX = "Reference: ";
export const REFERENCE_ELEMENT_ID = "error-reference";

/** The request id of the latest page-data request answered with a 5xx (browser only). */
let failedDataRequest: string | null = null;

const isDataRequest = (input: RequestInfo | URL) => {
  const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, window.location.href).pathname.endsWith(".data");
};

/** Notes the X-Request-Id of React Router's data requests that fail with a 5xx. */
export function watchDataRequests(): void {
  const fetchFirst = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (!isDataRequest(input)) return fetchFirst(input, init);
    failedDataRequest = null;
    const res = await fetchFirst(input, init);
    if (res.status >= 500) failedDataRequest = res.headers.get("x-request-id");
    return res;
  };
}

/** A route error's text without the reference appended to it (shown on a line of its own). */
export function withoutReference(text: string): string {
  const at = text.lastIndexOf(REFERENCE_PREFIX);
  return at < 0 ? text : text.slice(0, at).trimEnd();
}

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
  const hydrated = typeof document !== "undefined" && "hydrated" in document.documentElement.dataset;
  return errorReference(error) ?? fromServerMarkup ?? (hydrated ? failedDataRequest : null);
}
