// POST /api/back-in-stock: e-mail me when a sold-out flavour is back. 201 {message};
// 400 {error, details}; 404 no such flavour; 409 the flavour is in stock; 429 with Retry-After.
import { Hono } from "hono";
import { HONEYPOT_FIELD } from "../../../core/forms";
import { formBodyLimit, readJsonObject } from "../../infra/http/customer-form";
import { clientIp } from "../../infra/rate-limit/client-ip";
import type { BackInStockService } from "./back-in-stock.service";

export function backInStockRoutes(alerts: BackInStockService, opts: { trustProxy: boolean }) {
  const app = new Hono();
  app.post("/", formBodyLimit(4 * 1024), async (c) => {
    const body = await readJsonObject(c);
    const answer = await alerts.request(body, { ip: clientIp(c, opts.trustProxy), honeypot: body[HONEYPOT_FIELD] });
    return c.json(answer, 201);
  });
  return app;
}
