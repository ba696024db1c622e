// Staff endpoints for customers, mounted at /api/admin/customers behind the admin
// session check; owners and managers only (core/staff-roles.ts). The owner's data-rights routes
// (/data, /erase) share the prefix and live in accounts/account-data.admin-api.ts.
import { Hono } from "hono";
import { z } from "zod";
import { CustomerNoteSchema } from "../../../core/customer";
import { AppError, fieldErrors } from "../../errors";
import { limitBody, readBody } from "../../infra/http/body";
import { csvResponse } from "../../infra/http/csv-stream";
import { actorOf } from "../audit/actor";
import type { CustomerService } from "./customer.service";
import { shopDayKey } from "../../../core/shop-time";

const cursor = {
  after: z.string().max(300).optional().describe("The `next` cursor of the previous page: the page after it"),
  before: z.string().max(300).optional().describe("The `prev` cursor of a page: the page before it"),
};

export const CustomerListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().describe("The start of an e-mail address or a customer's name"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  ...cursor,
});

export const CustomerOrdersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  ...cursor,
});

export { CustomerNoteSchema };

function parse<T>(schema: z.ZodType<T>, input: unknown, message: string): T {
  const r = schema.safeParse(input);
  if (!r.success) throw new AppError("validation", message, { details: fieldErrors(r.error.issues) });
  return r.data;
}

export function adminCustomerRoutes(customers: CustomerService, opts: { clock: () => Date; zone: string }) {
  const app = new Hono();
  app.use(limitBody(16 * 1024));
  // Personal data: never kept by a browser or proxy.
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  app.get("/", async (c) => {
    const q = parse(CustomerListQuerySchema, c.req.query(), "Invalid customer search");
    return c.json(await customers.list(q));
  });
  app.get("/export.csv", async (c) => {
    const day = shopDayKey(opts.clock().toISOString(), opts.zone);
    return csvResponse(await customers.exportMarketingCsv(actorOf(c)), `marketing-consent-${day}.csv`);
  });
  app.get("/:id", async (c) => c.json(await customers.detail(c.req.param("id"))));
  app.get("/:id/orders", async (c) => {
    const q = parse(CustomerOrdersQuerySchema, c.req.query(), "Invalid page");
    return c.json(await customers.orders(c.req.param("id"), q));
  });
  app.put("/:id/note", async (c) => {
    const body = await readBody(c, { invalid: "Enter the note as text" });
    return c.json(await customers.setNote(c.req.param("id"), body, actorOf(c)));
  });
  return app;
}
