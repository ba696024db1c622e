// The test clock in the published API: present only with TEST_CLOCK=true; owners only.
import { z } from "zod";
import { errors, type ApiOperation } from "../../../infra/http/openapi/operation";
import { AdvanceSchema } from "./test-clock.admin-api";

export const testClockOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/admin/test-clock/advance",
    tag: "Admin: test clock",
    summary: "Move the shop's clock forward and run what became due (TEST_CLOCK=true only; owners only)",
    description:
      "For tests and demonstrations: moves the shop's clock forward by days or hours, running the renewal job " +
      "(renewals, reminders, retries) at each day's 9 am charge hour passed on the way and once at the new time. " +
      "Absent (404) unless the server started with TEST_CLOCK=true, which it refuses with a live Stripe key.",
    admin: true,
    body: { schema: AdvanceSchema, example: { days: 7 } },
    responses: {
      200: {
        description: "The new time, how many runs, and what they did",
        schema: z.object({ now: z.string(), runs: z.number(), ran: z.record(z.string(), z.number()) }),
      },
      ...errors(400, 403, 404),
    },
  },
];
