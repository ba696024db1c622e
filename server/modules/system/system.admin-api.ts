// /api/admin/system: the System screen's figures, sending failed e-mail again, and a
// backup now.
// The owner's alone: no rule in core/staff-roles.ts names them.
import { Hono } from "hono";
import { actorOf } from "../audit/actor";
import type { SystemService } from "./system.service";

export function adminSystemRoutes(system: SystemService) {
  const app = new Hono();
  app.get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await system.overview());
  });
  app.post("/mail/retry", async (c) => c.json({ retried: await system.retryFailedMail(actorOf(c)) }));
  app.post("/backup", async (c) => c.json({ backup: (await system.backUpNow(actorOf(c))).id }));
  return app;
}
