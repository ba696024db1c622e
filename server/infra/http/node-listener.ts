// The Node request listener of the app: its fast path first (server/infra/http/fast-path.ts),
// then Hono. The production server and the integration tests use this same listener.
import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { FastPath } from "./fast-path";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id";

export function nodeListener(app: { fetch: (req: Request) => Response | Promise<Response>; fastPath?: FastPath }) {
  const hono = getRequestListener(app.fetch);
  // Handlers still running. A client that goes away (a closed tab, a load generator stopping)
  // closes its response at once, but a checkout it started still runs to its commit: shutdown
  // waits for these before it closes the database (drain.ts).
  let running = 0;
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    // Chosen here so the fast path's answers carry it too. The fast path writes it among its
    // prepared headers: a setHeader before writeHead would send every header of the answer
    // through Node's per-header checks again. The app reads it back from the response (request-id.ts).
    const id = requestIdFor(req.headers["x-request-id"]);
    if (app.fastPath?.(req, res, id)) return;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (hasBody(req)) announceCloseIfBodyUnread(req, res);
    running++;
    void hono(req, res).finally(() => running--);
  };
  return Object.assign(listener, { running: () => running });
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * An answer that starts before the request's body has all arrived (a body over its limit, a
 * refusal that never reads it) leaves bytes on the connection. @hono/node-server drains them for
 * up to 500 ms (64 MB) and then destroys the socket; a keep-alive client that sent its next
 * request on it meanwhile lost that request to a close it was never told of. Such an
 * answer says `Connection: close`, so the client opens a new connection for its next request.
 * `complete` is false even for a small body that did arrive with the headers when the answer is
 * given at once (the handler runs before Node parses the body), so such refusals close too: a
 * refused request costs a new connection, never a lost one.
 */
function announceCloseIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!req.complete && !this.headersSent) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
