// The audit log over the JSON API, mounted at /api/admin/audit behind the admin session check.
// Read-only by design: there is no route that changes or removes an entry (ADR 0015).
import { Hono } from "hono";
import { viewerOf } from "./actor";
import type { AuditService } from "./audit.service";
import { csvResponse } from "../../infra/http/csv-stream";
import { shopDayKey } from "../../../core/shop-time";

async function* prepend(first: IteratorResult<string>, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

export function adminAuditRoutes(audit: AuditService, opts: { clock: () => Date; zone: string }) {
  const app = new Hono();
  app.get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await audit.list(c.req.query(), viewerOf(c)));
  });
  app.get("/export.csv", async (c) => {
    const csv = audit.exportCsv(c.req.query(), viewerOf(c));
    // The filter and the viewer's role are checked before the first byte: a refusal is a plain error.
    const first = await csv.next();
    const day = shopDayKey(opts.clock().toISOString(), opts.zone);
    return csvResponse(prepend(first, csv), `audit-${day}.csv`);
  });
  return app;
}
