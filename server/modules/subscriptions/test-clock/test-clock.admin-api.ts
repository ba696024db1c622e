// POST /api/admin/test-clock/advance, mounted only with TEST_CLOCK=true (owners only:
// no rule in core/staff-roles.ts names it). Moves the shop's clock forward by days or hours and
// runs whatever became due on the way: the renewal job at each day's charge hour passed (so
// retries on days 1, 3 and 7 happen in their order), then once at the new time.
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { addShopDays, shopDayKey } from "../../../../core/shop-time";
import { chargeMoment } from "../../../../core/subscription-dates";
import { AppError, fieldErrors } from "../../../errors";
import { limitBody, readBody } from "../../../infra/http/body";
import type { Db } from "../../../infra/db/client";
import { SESSION_COOKIE } from "../../auth/admin-guard";
import { moveSessionForward } from "../../auth/auth.service";
import type { Renewals, RenewalReport } from "../renewals/renewal.service";
import type { TestClock } from "./test-clock";

/** The owner who moved the clock stays signed in: their session moves forward with it. */
async function carrySession(db: Db, sessionId: string | undefined, ms: number) {
  if (sessionId) await moveSessionForward(db, sessionId, ms);
}

const HOUR = 60 * 60 * 1000;
const MAX_DAYS = 366;

export const AdvanceSchema = z
  .object({
    days: z
      .number({ error: `days is a whole number from 1 to ${MAX_DAYS}` })
      .int(`days is a whole number from 1 to ${MAX_DAYS}`)
      .min(1, `days is a whole number from 1 to ${MAX_DAYS}`)
      .max(MAX_DAYS, `days is a whole number from 1 to ${MAX_DAYS}`)
      .optional(),
    hours: z
      .number({ error: `hours is a whole number from 1 to ${MAX_DAYS * 24}` })
      .int(`hours is a whole number from 1 to ${MAX_DAYS * 24}`)
      .min(1, `hours is a whole number from 1 to ${MAX_DAYS * 24}`)
      .max(MAX_DAYS * 24, `hours is a whole number from 1 to ${MAX_DAYS * 24}`)
      .optional(),
  })
  .strict()
  .refine((b) => (b.days === undefined) !== (b.hours === undefined), {
    message: 'Send either { "days": N } or { "hours": N }',
  });

/** The first charge hour (shop time) after `t`. */
function nextChargeHour(t: Date, zone: string): Date {
  const day = shopDayKey(t.toISOString(), zone);
  const today = chargeMoment(day, zone);
  return today > t ? today : chargeMoment(addShopDays(day, 1), zone);
}

export function testClockRoutes(deps: {
  db: Db;
  clock: TestClock;
  renewals: Pick<Renewals, "runDue">;
  timeZone: string;
}) {
  const { clock, renewals, timeZone } = deps;
  const app = new Hono();
  app.use(limitBody(1024));
  app.post("/advance", async (c) => {
    const parsed = AdvanceSchema.safeParse(await readBody(c));
    if (!parsed.success) {
      throw new AppError("validation", parsed.error.issues[0]!.message, { details: fieldErrors(parsed.error.issues) });
    }
    const ms = (parsed.data.days ?? 0) * 24 * HOUR + (parsed.data.hours ?? 0) * HOUR;
    const target = new Date(clock.now().getTime() + ms);
    await carrySession(deps.db, getCookie(c, SESSION_COOKIE), ms);
    const total: Partial<RenewalReport> = {};
    const add = (r: RenewalReport) => {
      for (const [k, v] of Object.entries(r) as [keyof RenewalReport, number][]) total[k] = (total[k] ?? 0) + v;
    };
    let runs = 0;
    for (let t = nextChargeHour(clock.now(), timeZone); t <= target; t = nextChargeHour(t, timeZone)) {
      clock.moveTo(t);
      add(await renewals.runDue());
      runs++;
    }
    clock.moveTo(target);
    add(await renewals.runDue());
    runs++;
    return c.json({ now: clock.now().toISOString(), runs, ran: total });
  });
  return app;
}
