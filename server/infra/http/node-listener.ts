// The Node request listener of the app: its fast path first (server/infra/http/fast-path.ts),
// then Hono. The production server and the integration tests use this same listener.
import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { FastPath } from "./fast-path";

export function nodeListener(app: { fetch: (req: Request) => Response | Promise<Response>; fastPath?: FastPath }) {
  const hono = getRequestListener(app.fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    if (app.fastPath?.(req, res)) return;
    void hono(req, res);
  };
}
