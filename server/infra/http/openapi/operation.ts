// What a module says about one of its HTTP operations, for the published OpenAPI document
// (document.ts). Each schema here is the zod schema the route or its service validates with, or,
// for answers, one the integration test checks real answers against: the document cannot
// describe a request the code would judge differently.
import type { z } from "zod";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete" | "head";

export type ApiResponse = {
  description: string;
  /** The JSON body's shape (io "output"). */
  schema?: z.ZodType;
  /** A body that is not JSON (CSV, event stream): its media type. */
  contentType?: string;
  headers?: Record<string, string>;
};

export type ApiOperation = {
  method: HttpMethod;
  /** OpenAPI style: /api/products/{id}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs the admin session cookie (and, to change anything, the shop's own Origin). */
  admin: boolean;
  /** Needs a signed-in shopper's session cookie (customer accounts). */
  customer?: boolean;
  /** Path parameters by name; each one in the path must be here. */
  params?: Record<string, { description: string; schema: z.ZodType; example: string }>;
  /** The query string's schema (an object of optional fields). */
  query?: z.ZodObject;
  /** A JSON body checked by `schema`; `example` is one the route accepts. */
  body?: {
    schema: z.ZodType;
    example: unknown;
    forms?: boolean;
    optional?: boolean;
    /**
     * Where the service checks more than the shape (a passkey's signature), the message a
     * well-formed but made-up example is refused with: it got past the schema.
     */
    refusedBeyondSchema?: string;
  };
  /** A body no zod schema reads (a signed Stripe event, tus bytes): said in words. */
  rawBody?: { contentType: string; description: string };
  responses: Record<number, ApiResponse>;
};

/** The shared error answer {error, details?} for each status (document.ts defines its schema). */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "The request is malformed or a field is invalid: details names each field",
  401: "Sign in required",
  403: "Cross-site request refused: a change must come from the shop's own Origin",
  404: "Not found",
  409: "The request conflicts with the current state",
  413: "The body is over the route's limit",
  415: "Send the body as JSON (Content-Type: application/json)",
  422: "The Idempotency-Key was already used for a different request",
  429: "Too many requests: wait for Retry-After seconds",
  502: "The payment provider refused or did not answer",
  503: "A dependency (database, storage) is unavailable: retry after Retry-After seconds",
};

/** Error answers, by status: spread into `responses`. */
export function errors(...statuses: (keyof typeof ERROR_DESCRIPTIONS)[]): Record<number, ApiResponse> {
  return Object.fromEntries(statuses.map((s) => [s, { description: ERROR_DESCRIPTIONS[s]! }]));
}

/** The errors every JSON body can earn before its schema is consulted. */
export const BODY_ERRORS = [400, 413, 415] as const;
