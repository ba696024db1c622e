// The staff subscription operations of the published API.
import { z } from "zod";
import { SUBSCRIPTION_STATUSES } from "../../../../core/subscription-changes";
import { BODY_ERRORS, errors, type ApiOperation } from "../../../infra/http/openapi/operation";
import {
  CancelInputSchema,
  MoveInputSchema,
  PauseInputSchema,
  SUBSCRIPTION_NUMBER_PATTERN,
  SubscriptionListQuerySchema,
} from "./subscription.admin-api";
import type { SubscriptionStaff } from "./subscription-staff";
import type { SubscriptionView } from "../subscription.views";

const cents = z.number().int().describe("Australian cents");
const when = z.string().describe("ISO 8601");
const day = z.string().describe("A shop day, YYYY-MM-DD in the shop's time zone");

const SubscriptionSchema = z
  .object({
    id: z.string(),
    number: z.string().describe("S and 6 digits"),
    status: z.enum(SUBSCRIPTION_STATUSES),
    statusLabel: z.string(),
    email: z.string(),
    customerName: z.string().nullable(),
    frequencyWeeks: z.number().int(),
    discountPercent: z.number().int(),
    nextChargeOn: day.nullable(),
    pausedCycles: z.number().int(),
    lines: z.array(
      z.object({
        productId: z.string(),
        flavor: z.string(),
        quantity: z.number().int(),
        name: z.string(),
        flavorOptions: z.array(z.string()),
        flavorSlots: z.number().int(),
        available: z.boolean().describe("false: the product is no longer sold"),
      }),
    ),
    amount: z
      .object({ total: cents, gst: cents, shipping: cents, saving: cents })
      .describe("One delivery at today's prices with the subscription's discount, GST included"),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    provider: z.string(),
    frequencies: z.array(z.number().int()).describe("Frequencies it may change to"),
    cancelReason: z.string().nullable(),
    cancelledAt: when.nullable(),
    createdAt: when,
  })
  .meta({ id: "Subscription", description: "A subscription; money in Australian cents" });

const DetailSchema = z
  .object({
    subscription: SubscriptionSchema,
    timeline: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        message: z.string(),
        actor: z.string().nullable().describe("customer, staff:<e-mail> or system"),
        at: when,
      }),
    ),
    orders: z.array(
      z.object({
        number: z.string(),
        status: z.string(),
        total: cents,
        createdAt: when,
        renewalCycle: z.number().int().nullable().describe("null: the first order"),
      }),
    ),
  })
  .meta({ id: "SubscriptionDetail", description: "A subscription with its timeline (newest first) and orders" });

// The answers above describe the services' types: these fail to compile when they part.
export const subscriptionSchemaMatches: [z.output<typeof SubscriptionSchema>, z.output<typeof DetailSchema>] = [
  {} as SubscriptionView,
  {} as Awaited<ReturnType<SubscriptionStaff["detail"]>>,
];

const number = {
  number: {
    description: "The subscription's number",
    schema: z.string().regex(SUBSCRIPTION_NUMBER_PATTERN),
    example: "S100001",
  },
};
const changed = { description: "The subscription after the change", schema: SubscriptionSchema };
const tag = "Admin: subscriptions";
const onBehalf = "On the customer's behalf: kept on its timeline and in the audit log, and e-mailed to the customer.";

export const subscriptionOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/subscriptions",
    tag,
    summary: "List subscriptions, newest first",
    description: "One page at a time: pass `next` as `after` for older ones, `prev` as `before` for newer ones.",
    admin: true,
    query: SubscriptionListQuerySchema,
    responses: {
      200: {
        description: "One page, its neighbours' cursors and how many there are of each status",
        schema: z.object({
          subscriptions: z.array(SubscriptionSchema),
          next: z.string().nullable(),
          prev: z.string().nullable(),
          counts: z.record(z.string(), z.number().int()),
        }),
      },
      ...errors(400),
    },
  },
  {
    method: "get",
    path: "/api/admin/subscriptions/{number}",
    tag,
    summary: "One subscription with its timeline and orders",
    admin: true,
    params: number,
    responses: { 200: { description: "The subscription", schema: DetailSchema }, ...errors(404) },
  },
  {
    method: "post",
    path: "/api/admin/subscriptions/{number}/skip",
    tag,
    summary: "Skip the next delivery",
    description: `Refused once that delivery's charge has begun. ${onBehalf}`,
    admin: true,
    params: number,
    responses: { 200: changed, ...errors(400, 404, 409) },
  },
  {
    method: "post",
    path: "/api/admin/subscriptions/{number}/pause",
    tag,
    summary: "Pause for 1 to 3 deliveries",
    description: onBehalf,
    admin: true,
    params: number,
    body: { schema: PauseInputSchema, example: { cycles: 2 } },
    responses: { 200: changed, ...errors(...BODY_ERRORS, 404, 409) },
  },
  {
    method: "post",
    path: "/api/admin/subscriptions/{number}/resume",
    tag,
    summary: "Resume a paused subscription",
    description: onBehalf,
    admin: true,
    params: number,
    responses: { 200: changed, ...errors(400, 404, 409) },
  },
  {
    method: "post",
    path: "/api/admin/subscriptions/{number}/move",
    tag,
    summary: "Move the next charge to another day",
    description: `From tomorrow up to one frequency after the current date. ${onBehalf}`,
    admin: true,
    params: number,
    body: { schema: MoveInputSchema, example: { day: "2030-01-20" } },
    responses: { 200: changed, ...errors(...BODY_ERRORS, 404, 409) },
  },
  {
    method: "post",
    path: "/api/admin/subscriptions/{number}/cancel",
    tag,
    summary: "Cancel, with an optional reason",
    description: onBehalf,
    admin: true,
    params: number,
    body: { schema: CancelInputSchema, example: { reason: "Asked by phone" }, optional: true },
    responses: { 200: changed, ...errors(...BODY_ERRORS, 404, 409) },
  },
];
