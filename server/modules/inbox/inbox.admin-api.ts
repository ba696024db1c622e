// /api/admin/returns and /api/admin/messages: list newest first, set a status.
// Behind requireAdmin like every /api/admin/* route.
import { Hono } from "hono";
import { AppError } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import type { InboxService } from "./inbox.service";

const ID = /^[A-Za-z0-9_-]{1,100}$/;

function checkId(id: string): string {
  if (!ID.test(id)) throw new AppError("bad_request", "Malformed id");
  return id;
}

/** ?after= / ?before=: a page's cursor (checked by the service; a damaged one is a 400). */
function cursorOf(q: Record<string, string>): { after?: string; before?: string } {
  return { after: q.after || undefined, before: q.before || undefined };
}

const small = limitBody(4 * 1024, "Request body is too large");

export function adminInboxRoutes(inbox: InboxService) {
  const app = new Hono();
  app.get("/returns", async (c) => {
    const { items, next, prev } = await inbox.listReturnRequests(cursorOf(c.req.query()));
    return c.json({ returns: items, next, prev });
  });
  app.patch("/returns/:id", small, async (c) => {
    await inbox.setReturnRequestStatus(checkId(c.req.param("id")), await readBody(c), actorOf(c));
    return c.body(null, 204);
  });
  app.get("/messages", async (c) => {
    const { items, next, prev } = await inbox.listContactMessages(cursorOf(c.req.query()));
    return c.json({ messages: items, next, prev });
  });
  app.patch("/messages/:id", small, async (c) => {
    await inbox.setContactMessageStatus(checkId(c.req.param("id")), await readBody(c), actorOf(c));
    return c.body(null, 204);
  });
  return app;
}
