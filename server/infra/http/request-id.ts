// The request id: X-Request-Id from the balancer when it sends a well-formed one, else one made
// here. It is on the response's X-Request-Id header, on every log line written while the request
// runs (the logger's mixin reads it from the async scope, so service code holding the root logger
// writes it too) and on every 5xx answer as its 'Reference', so a customer's screenshot of an
// error page leads to the log line.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * What a balancer's id may look like (HAProxy's unique-id, nginx's $request_id, a UUID): printable
 * and short, so a forged one can neither break a log line nor fill it.
 */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:@+=/-]{0,127}$/;

const scope = new AsyncLocalStorage<string>();

/** The id sent to us if it is well-formed, else a new one. */
export function requestIdFor(sent: string | string[] | undefined): string {
  return typeof sent === "string" && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/** The id of the request whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore();
}

/** Runs `fn` as part of the request with this id. */
export function inRequest<T>(id: string, fn: () => T): T {
  return scope.run(id, fn);
}

/**
 * The Node listener chose the id before its fast path (node-listener.ts) and put it on the
 * response; the app keeps that one. Requests that reach the app otherwise (tests) get one here.
 */
export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const chosen = outgoing?.getHeader?.(REQUEST_ID_HEADER);
    const id = typeof chosen === "string" ? chosen : requestIdFor(c.req.header(REQUEST_ID_HEADER));
    await inRequest(id, next);
    c.header(REQUEST_ID_HEADER, id);
  };
}
