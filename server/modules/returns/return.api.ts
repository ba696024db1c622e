// POST /api/returns: the return request form for integrations. 201 {id, reference};
// 400 {error, details} (also for an order that is not the sender's); 413 over the body limit;
// 429 with Retry-After.
import { Hono, type Context } from "hono";
import { HONEYPOT_FIELD } from "../../../core/forms";
import { formBodyLimit, readJsonObject } from "../../infra/http/customer-form";
import { clientIp } from "../../infra/rate-limit/client-ip";
import type { ReturnService } from "./return.service";

export function returnRoutes(
  returns: ReturnService,
  opts: { trustProxy: boolean; accountOf: (c: Context) => Promise<{ customerId: string } | null> },
) {
  const app = new Hono();
  app.post("/", formBodyLimit(), async (c) => {
    const body = await readJsonObject(c);
    const result = await returns.submitReturnRequest(body, {
      ip: clientIp(c, opts.trustProxy),
      honeypot: body[HONEYPOT_FIELD],
      customerId: (await opts.accountOf(c))?.customerId,
    });
    return c.json(result, 201);
  });
  return app;
}
