// The audit log over the JSON API, mounted at /api/admin/audit behind the admin session check.
// Read-only by design: there is no route that changes or removes an entry (ADR 0015).
import { Hono } from "hono";
import { viewerOf } from "./actor";
import type { AuditService } from "./audit.service";

export function adminAuditRoutes(audit: AuditService, opts: { clock: () => Date }) {
  const app = new Hono();
  app.get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await audit.list(c.req.query(), viewerOf(c)));
  });
  app.get("/export.csv", async (c) => {
    const csv = await audit.exportCsv(c.req.query(), viewerOf(c));
    const day = opts.clock().toISOString().slice(0, 10);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="audit-${day}.csv"`);
    c.header("Cache-Control", "no-store");
    return c.body(csv);
  });
  return app;
}
