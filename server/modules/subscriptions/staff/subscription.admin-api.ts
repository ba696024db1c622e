// Staff endpoints for subscriptions, mounted at /api/admin/subscriptions behind the admin
// session check; owners and managers only (core/staff-roles.ts). The same services as the screen.
import { Hono } from "hono";
import { z } from "zod";
import { CANCEL_REASON_MAX, SUBSCRIPTION_STATUSES } from "../../../../core/subscription-changes";
import { MAX_PAUSE_CYCLES } from "../../../../core/subscription-dates";
import { AppError, fieldErrors } from "../../../errors";
import { limitBody, readBody } from "../../../infra/http/body";
import { actorOf } from "../../audit/actor";
import type { SubscriptionService } from "../portal/subscription.service";
import type { SubscriptionStaff } from "./subscription-staff";

export const SUBSCRIPTION_NUMBER_PATTERN = /^S\d{6}$/;

export const SubscriptionListQuerySchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).optional().describe("Only subscriptions in this state"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  after: z.string().max(300).optional().describe("The `next` cursor of the previous page (older)"),
  before: z.string().max(300).optional().describe("The `prev` cursor of a page (newer)"),
});

export const PauseInputSchema = z.object({
  cycles: z
    .number({ error: `A pause is 1 to ${MAX_PAUSE_CYCLES} deliveries` })
    .int(`A pause is 1 to ${MAX_PAUSE_CYCLES} deliveries`)
    .describe(`Deliveries to pause for, 1 to ${MAX_PAUSE_CYCLES}`),
});
export const MoveInputSchema = z.object({
  day: z
    .string({ error: "Choose a date" })
    .max(10, "Choose a date")
    .describe("The new charge day, YYYY-MM-DD (shop's zone)"),
});
export const CancelInputSchema = z.object({
  reason: z
    .string()
    .max(CANCEL_REASON_MAX, `Keep the reason to ${CANCEL_REASON_MAX} characters`)
    .optional()
    .describe("Why, if the customer said"),
});

function parse<T>(schema: z.ZodType<T>, input: unknown, message: string): T {
  const r = schema.safeParse(input);
  if (!r.success) throw new AppError("validation", message, { details: fieldErrors(r.error.issues) });
  return r.data;
}

export function adminSubscriptionRoutes(deps: { subscriptions: SubscriptionService; staff: SubscriptionStaff }) {
  const { subscriptions, staff } = deps;
  const app = new Hono();
  app.use(limitBody(16 * 1024));
  const who = (c: Parameters<typeof actorOf>[0]) => ({ staff: actorOf(c) });
  app.get("/", async (c) => {
    const q = parse(SubscriptionListQuerySchema, c.req.query(), "Invalid subscription filter");
    const page = await staff.list(q);
    return c.json({ subscriptions: page.subscriptions, next: page.next, prev: page.prev, counts: page.counts });
  });
  app.get("/:number", async (c) => c.json(await staff.detail(c.req.param("number"))));
  app.post("/:number/skip", async (c) => c.json(await subscriptions.skip(who(c), c.req.param("number"))));
  app.post("/:number/resume", async (c) => c.json(await subscriptions.resume(who(c), c.req.param("number"))));
  app.post("/:number/pause", async (c) => {
    const { cycles } = await readBody(c, PauseInputSchema, {
      invalid: `A pause is 1 to ${MAX_PAUSE_CYCLES} deliveries`,
    });
    return c.json(await subscriptions.pause(who(c), c.req.param("number"), cycles));
  });
  app.post("/:number/move", async (c) => {
    const { day } = await readBody(c, MoveInputSchema, { invalid: "Choose a date" });
    return c.json(await subscriptions.move(who(c), c.req.param("number"), day));
  });
  app.post("/:number/cancel", async (c) => {
    const { reason } = await readBody(c, CancelInputSchema, { optional: true, invalid: "Invalid cancellation" });
    return c.json(await subscriptions.cancel(who(c), c.req.param("number"), reason ?? ""));
  });
  return app;
}
