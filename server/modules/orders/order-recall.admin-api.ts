// Staff endpoints for a recall list, mounted at /api/admin/recall: the CSV for the authority,
// streamed, of one lot or of a flavour's lots best before within a range of days (owners and
// managers: it lists customers and their addresses; core/staff-roles.ts).
import { Hono } from "hono";
import { csvResponse } from "../../infra/http/csv-stream";
import { AppError } from "../../errors";
import { actorOf } from "../audit/actor";
import type { OrderRecall } from "./order-recall";

/** A lot number as received: up to 40 characters (one path segment, so no slash). */
export const LOT_PARAM_PATTERN = /^[^/]{1,40}$/;

export function adminRecallRoutes(recall: OrderRecall) {
  const app = new Hono();
  // ?flavour=Orange%20Crush&from=2027-03-01&to=2027-03-31
  app.get("/export.csv", async (c) => {
    const q = (name: string) => (c.req.query(name) ?? "").slice(0, 120);
    const { filename, chunks } = await recall.exportCsv(
      { kind: "range", flavour: q("flavour"), from: q("from"), to: q("to") },
      actorOf(c),
    );
    return csvResponse(chunks, filename);
  });
  app.get("/:lot/export.csv", async (c) => {
    const lot = c.req.param("lot");
    if (!LOT_PARAM_PATTERN.test(lot)) throw new AppError("not_found", `No lot ${lot.slice(0, 40)} has been received`);
    const { filename, chunks } = await recall.exportCsv({ kind: "lot", lotNumber: lot }, actorOf(c));
    return csvResponse(chunks, filename);
  });
  return app;
}
