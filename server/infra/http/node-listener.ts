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
    // Chosen here so the fast path's answers carry it too; the app reads it back (request-id.ts).
    res.setHeader(REQUEST_ID_HEADER, requestIdFor(req.headers["x-request-id"]));
    if (app.fastPath?.(req, res)) return;
    running++;
    void hono(req, res).finally(() => running--);
  };
  return Object.assign(listener, { running: () => running });
}
