// HTTP pieces shared by the customer-form endpoints (JSON API and page actions): the body limit,
// and JSON reading with a clear error.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../errors";

/** Enough for the longest valid submission even when every character is percent-encoded. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** The page routes whose actions take a customer form. */
export const FORM_PAGE_PATHS: ReadonlySet<string> = new Set(["/contact", "/return-form"]);

/** The path as the router matches it: case-insensitive, no trailing slash, no single-fetch '.data'. */
function routedPath(raw: string): string {
  let p = raw;
  try {
    p = decodeURIComponent(raw);
  } catch {
    // stays encoded; it matches no route then
  }
  return (
    p
      .toLowerCase()
      .replace(/\/{2,}/g, "/")
      .replace(/\.data$/, "")
      .replace(/\/+$/, "") || "/"
  );
}

/** Refuses bodies over the limit with 413, by Content-Length or while reading a chunked body. */
export function formBodyLimit(maxSize = FORM_BODY_LIMIT, message?: string): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The unread rest of the body makes the connection unusable for a next request (behind a
      // proxy, another shopper's): say so, and Node closes it after this answer.
      c.header("Connection", "close");
      throw new AppError(
        "payload_too_large",
        message ?? `Request body too large (limit ${Math.round(maxSize / 1024)} KB)`,
      );
    },
  });
}

/** The body limit for POSTs to the form pages' actions (the pages themselves are GETs). */
export function formPageBodyLimit(maxSize = FORM_BODY_LIMIT): MiddlewareHandler {
  const limit = formBodyLimit(maxSize);
  return (c, next) =>
    c.req.method === "POST" && FORM_PAGE_PATHS.has(routedPath(c.req.path)) ? limit(c, next) : next();
}

/** The body as a JSON object, or a 400 that says what is wrong. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("bad_request", "Request body must be JSON", { details: { _: "Malformed or missing JSON" } });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("bad_request", "Request body must be a JSON object", { details: { _: "Expected an object" } });
  }
  return body as Record<string, unknown>;
}
