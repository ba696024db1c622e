// /api/admin/customers/data and /api/admin/customers/erase: an owner answers a person
// who asks for their data or for it to be erased, by their e-mail address (in the body, never the
// address: it stays out of logs). The owner's alone (no rule in core/staff-roles.ts names them);
// each is recorded in the audit log.
import { Hono } from "hono";
import { z } from "zod";
import { limitBody, readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import type { AccountData } from "./account-data";

export const PersonRequestSchema = z.object({
  email: z.email("Enter the person's e-mail address").max(254),
});

export const EraseRequestSchema = PersonRequestSchema.extend({
  confirm: z.literal(true, "Confirm the erasure: it cannot be undone"),
});

const small = limitBody(4 * 1024, "Request body is too large");

export function adminAccountDataRoutes(data: AccountData) {
  const app = new Hono();
  app.post("/data", small, async (c) => {
    const { email } = await readBody(c, PersonRequestSchema);
    c.header("Cache-Control", "no-store");
    return c.json(await data.exportByStaff(email, actorOf(c)));
  });
  app.post("/erase", small, async (c) => {
    const { email } = await readBody(c, EraseRequestSchema);
    return c.json(await data.eraseByStaff(email, actorOf(c)));
  });
  return app;
}
