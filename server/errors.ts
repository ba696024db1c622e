// The one error type of the server, and its mapping to HTTP.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isUnstorableText } from "./infra/db/errors";
import { isStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS } from "./infra/storage-errors";
import { currentRequestId } from "./infra/http/request-id";

export type ErrorCode =
  | "bad_request"
  | "validation"
  | "not_found"
  | "conflict"
  | "unauthorized"
  | "forbidden"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "bad_gateway"
  | "internal";

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation: 400,
  not_found: 404,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  bad_gateway: 502,
  internal: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly details: unknown;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { status?: ContentfulStatusCode; details?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = "AppError";
    this.code = code;
    this.status = opts.status ?? STATUS[code];
    this.details = opts.details;
  }
}

/** `reference` is the request id (server/infra/http/request-id.ts), on every 5xx answer. */
export type ErrorBody = { error: string; details?: unknown; reference?: string };

export type ErrorResponse = { status: ContentfulStatusCode; body: ErrorBody; headers: Record<string, string> };

/** What a shopper or client sees when the database or disk is down for a moment. */
export const UNAVAILABLE_MESSAGE = "The shop is briefly unavailable. Please try again in a moment.";

/** Seconds until a refused request is worth retrying, for Retry-After (429 and 503). */
export function retryAfterSeconds(err: unknown): number | null {
  if (err instanceof AppError) {
    const s = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (typeof s === "number") return s;
    if (err.code === "rate_limited") return 60;
    if (err.code === "unavailable") return STORAGE_RETRY_AFTER_SECONDS;
    return null;
  }
  return isStorageUnavailable(err) ? STORAGE_RETRY_AFTER_SECONDS : null;
}

/**
 * Turns any thrown value into a status, headers and a body safe to show: no stack traces, no
 * paths. The one error mapping of the server: API routes, pages and uploads all answer through it.
 */
export function toErrorResponse(err: unknown): ErrorResponse {
  const r = mapError(err);
  // A failure support will be asked about: the id that finds its log line.
  const reference = r.status >= 500 ? currentRequestId() : undefined;
  return reference === undefined ? r : { ...r, body: { ...r.body, reference } };
}

function mapError(err: unknown): ErrorResponse {
  const retry = retryAfterSeconds(err);
  const headers: Record<string, string> = retry === null ? {} : { "Retry-After": String(retry) };
  if (err instanceof AppError) {
    return {
      status: err.status,
      headers,
      body: err.details === undefined ? { error: err.message } : { error: err.message, details: err.details },
    };
  }
  if (isStorageUnavailable(err)) return { status: 503, headers, body: { error: UNAVAILABLE_MESSAGE } };
  if (isUnstorableText(err)) {
    return { status: 400, headers, body: { error: "The request contains a character the shop cannot accept" } };
  }
  return { status: 500, headers, body: { error: "Internal server error" } };
}

/** zod issues → `{field: message}` for forms and API clients. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join(".") || "_";
    out[key] ??= i.message;
  }
  return out;
}
