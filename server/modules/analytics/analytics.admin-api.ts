// /api/admin/analytics: the Analytics screen's figures as JSON, and its days as CSV.
// Owners and managers (core/staff-roles.ts, "analytics").
import { Hono } from "hono";
import type { AnalyticsService } from "./analytics.service";

export function adminAnalyticsRoutes(analytics: AnalyticsService) {
  const app = new Hono();
  app.get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await analytics.report(c.req.query()));
  });
  app.get("/export.csv", async (c) => {
    const { csv, range } = await analytics.exportCsv(c.req.query());
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "no-store",
    });
  });
  return app;
}
