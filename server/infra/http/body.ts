// The one way a route reads a request body: JSON (or, where a route takes HTML forms too, a
// form), checked against a zod schema. Wrong content type: 415; unreadable JSON or a form that
// cannot be parsed: 400; a body the schema refuses: 400 with each field's message. The size
// limit is the route's `limitBody` (413, connection closed). The OpenAPI document is meant to be
// generated from these same schemas.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { AppError, fieldErrors } from "../../errors";

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export type BodyOptions = {
  /** Also take application/x-www-form-urlencoded and multipart/form-data (HTML forms). */
  forms?: boolean;
  /** An absent body reads as {} (endpoints whose every field is optional). */
  optional?: boolean;
  /** The message for unreadable JSON. */
  malformed?: string;
  /** The message when the schema refuses the body (its details name each field). */
  invalid?: string;
};

async function readRaw(c: Context, opts: BodyOptions): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (opts.forms && FORM_TYPE.test(type)) {
    try {
      return await c.req.parseBody();
    } catch {
      throw new AppError("bad_request", "The form could not be read", { details: { _: "Malformed form body" } });
    }
  }
  const text = await c.req.text();
  if (opts.optional && text.trim() === "") return {};
  if (!JSON_TYPE.test(type)) {
    throw new AppError(
      "unsupported_media_type",
      opts.forms ? "Send the body as JSON or as a form" : "Send the body as JSON (Content-Type: application/json)",
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("bad_request", opts.malformed ?? "The request body must be JSON", {
      details: { _: "Malformed JSON" },
    });
  }
}

/** The body, unchecked (the service validates it), or checked against `schema`. */
export async function readBody(c: Context, opts?: BodyOptions): Promise<unknown>;
export async function readBody<S extends z.ZodType>(c: Context, schema: S, opts?: BodyOptions): Promise<z.output<S>>;
export async function readBody(
  c: Context,
  schemaOrOpts?: z.ZodType | BodyOptions,
  maybeOpts: BodyOptions = {},
): Promise<unknown> {
  const schema = schemaOrOpts && "safeParse" in schemaOrOpts ? (schemaOrOpts as z.ZodType) : null;
  const opts = schema ? maybeOpts : ((schemaOrOpts as BodyOptions | undefined) ?? {});
  const raw = await readRaw(c, opts);
  if (!schema) return raw;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError("validation", opts.invalid ?? "Check the highlighted fields", {
      details: fieldErrors(parsed.error.issues),
    });
  }
  return parsed.data;
}

/** Refuses bodies over `maxBytes` with 413 (by Content-Length or while reading) and closes the connection. */
export function limitBody(maxBytes: number, message?: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      // The unread rest of the body makes the connection unusable for a next request (behind a
      // proxy, another shopper's): say so, and Node closes it after this answer.
      c.header("Connection", "close");
      throw new AppError(
        "payload_too_large",
        message ?? `Request body too large (limit ${Math.round(maxBytes / 1024)} KB)`,
      );
    },
  });
}
