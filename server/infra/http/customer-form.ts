// HTTP pieces shared by the customer-form endpoints (JSON API and page actions): the body limits
// (the admin screens' actions' too), and JSON reading with a clear error.
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { limitBody, readBody } from "./body";

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

/** Refuses bodies over the limit with 413 and closes the connection (server/infra/http/body.ts). */
export const formBodyLimit = (maxSize = FORM_BODY_LIMIT, message?: string) => limitBody(maxSize, message);

/** What an admin screen's action may take: as much as the admin API (a product with a long description). */
export const ADMIN_PAGE_BODY_LIMIT = 256 * 1024;

/**
 * Settings takes the e-mail logo (at most 1 MB): a file somewhat over that reaches the form, which
 * says so beside the field, rather than being cut off by the body limit.
 */
const SETTINGS_PAGE_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The body limit for POSTs to the pages' actions (the pages themselves are GETs): the customer
 * forms' small one, and the admin API's for the admin screens.
 */
export function formPageBodyLimit(maxSize = FORM_BODY_LIMIT): MiddlewareHandler {
  const limit = formBodyLimit(maxSize);
  const adminLimit = formBodyLimit(ADMIN_PAGE_BODY_LIMIT, "The request is too large (at most 256 KB)");
  const settingsLimit = formBodyLimit(SETTINGS_PAGE_BODY_LIMIT, "The request is too large (at most 4 MB)");
  return (c, next) => {
    if (c.req.method !== "POST") return next();
    const p = routedPath(c.req.path);
    if (FORM_PAGE_PATHS.has(p)) return limit(c, next);
    if (p === "/admin/settings") return settingsLimit(c, next);
    return p === "/admin" || p.startsWith("/admin/") ? adminLimit(c, next) : next();
  };
}

/** The body as a JSON object, or a 400 that says what is wrong. */
export const readJsonObject = (c: Context) =>
  readBody(c, JsonObject, { malformed: "Request body must be JSON", invalid: "Request body must be a JSON object" });

const JsonObject = z.record(z.string(), z.unknown());
