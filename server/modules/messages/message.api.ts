// POST /api/contact: the contact form for integrations. 201 {id}; 400 {error, details};
// 413 over the body limit; 429 with Retry-After.
import { Hono } from "hono";
import { HONEYPOT_FIELD } from "../../../core/forms";
import { formBodyLimit, readJsonObject } from "../../infra/http/customer-form";
import { clientIp } from "../../infra/rate-limit/client-ip";
import type { MessageService } from "./message.service";

export function contactRoutes(messages: MessageService, opts: { trustProxy: boolean }) {
  const app = new Hono();
  app.post("/", formBodyLimit(), async (c) => {
    const body = await readJsonObject(c);
    const { id } = await messages.submitContactMessage(body, {
      ip: clientIp(c, opts.trustProxy),
      honeypot: body[HONEYPOT_FIELD],
    });
    return c.json({ id }, 201);
  });
  return app;
}
