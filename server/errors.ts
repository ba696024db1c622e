// The one error type of the server, and its mapping to HTTP.
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorCode =
  | "bad_request"
  | "validation"
  | "not_found"
  | "conflict"
  | "unauthorized"
  | "forbidden"
  | "payload_too_large"
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

export type ErrorBody = { error: string; details?: unknown };

/** Turns any thrown value into a status and a body safe to show: no stack traces. */
export function toErrorResponse(err: unknown): { status: ContentfulStatusCode; body: ErrorBody } {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: err.details === undefined ? { error: err.message } : { error: err.message, details: err.details },
    };
  }
  return { status: 500, body: { error: "Internal server error" } };
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
