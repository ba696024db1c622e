// What each instance runs on a timer: the hourly sweep, checkout reminders, the database size
// sample, the analytics roll-up, the lots' sell-by write-off, backups and subscription renewals,
// each once across instances (infra/jobs/periodic.ts records who ran what when), and the
// heartbeat the System screen lists.
import type { AppContext } from "./context";
import type { Logger } from "./logger";
import { HEARTBEAT_MS } from "./modules/system/system.service";
import { sweepOf } from "./infra/jobs/sweep";
import { createPeriodicRunner } from "./infra/jobs/periodic";
import { scheduleBackups } from "./infra/backup/schedule";
import { errorSummary } from "./infra/storage-errors";

const SWEEP_PERIOD_MS = 60 * 60 * 1000;
/** How often each instance asks whether the sweep is due. */
const SWEEP_TICK_MS = 5 * 60 * 1000;
const REMINDER_PERIOD_MS = 10 * 60 * 1000;
/** Subscription renewals run every 5 minutes (once across instances), so a 9 am charge goes by 9:06. */
const RENEWAL_PERIOD_MS = 5 * 60 * 1000;
const RENEWAL_TICK_MS = 60 * 1000;

export function startSchedule(ctx: AppContext, logger: Logger): void {
  // A job that fails while the database is away is expected: one warning line with the cause, no
  // stack trace (the outage test holds the log to that), and the job runs again at the next tick.
  const failed = (what: string) => (err: unknown) => logger.warn({ err: errorSummary(err) }, what);
  // Hourly: unfinished uploads expire after a day, and test payment pages after 24 hours with
  // their pending orders (Stripe tells us of its own by webhook). Every instance ticks; the
  // sweep runs once per hour across all of them (server/infra/jobs/periodic.ts).
  const jobs = createPeriodicRunner({
    db: ctx.db,
    dialect: ctx.config.database.dialect,
    logger,
    clock: ctx.clock,
    // Each run's outcome: counted for /metrics, and kept for the System screen.
    onRun: (name, outcome, message) => {
      ctx.metrics.job(name, outcome);
      void ctx.services.system
        .recordJob(name, { ok: outcome === "ok", message })
        .catch(failed("could not record a job's outcome"));
    },
  });
  // The System screen lists every instance that has said it is alive in the last two minutes.
  const beat = () => void ctx.services.system.heartbeat().catch(failed("instance heartbeat failed"));
  beat();
  setInterval(beat, HEARTBEAT_MS).unref();
  // Each step is tried even when another fails; any failure fails the sweep (its outcome).
  const sweep = sweepOf(logger, [
    { name: "upload clean-up", run: () => ctx.uploads.cleanUpExpired().then(() => {}) },
    {
      // A repeated checkout comes within seconds; its key is kept a day.
      name: "checkout key clean-up",
      run: async () => {
        await ctx.services.orders.forgetCheckoutKeys(new Date(ctx.clock().getTime() - 24 * 3600_000).toISOString());
      },
    },
    {
      name: "payment page sweep",
      run: async () => {
        if (!ctx.services.checkout.testPayments) return;
        const expired = await ctx.services.checkout.testPayments.expireOverdueSessions();
        if (expired > 0) logger.info({ expired }, "expired unpaid orders whose payment page timed out");
      },
    },
  ]);
  scheduleBackups({ config: ctx.config, logger, jobs, clock: ctx.clock });
  // Raw analytics events older than 30 days become daily counts, once across instances.
  const rollUp = async () => void (await ctx.services.analytics.rollUp());
  // Abandoned checkout reminders: every 10 minutes, so "after 1 hour" is at most 10
  // minutes late; once across instances, and each reminder is claimed in its own transaction.
  const remind = async () => {
    const written = await ctx.services.recovery.sendDueReminders();
    if (written > 0) logger.info({ written }, "checkout reminders written");
  };
  const tick = () => {
    void jobs.runIfDue("sweep", SWEEP_PERIOD_MS, sweep).catch(failed("sweep failed"));
    void jobs.runIfDue("checkout-reminders", REMINDER_PERIOD_MS, remind).catch(failed("checkout reminders skipped"));
    // The System screen's database growth: the day's sample is its latest hourly one.
    void jobs
      .runIfDue("database-size", SWEEP_PERIOD_MS, () => ctx.services.system.sampleDatabaseSize())
      .catch(failed("database size sample failed"));
    void jobs.runIfDue("analytics-rollup", SWEEP_PERIOD_MS, rollUp).catch(failed("analytics roll-up failed"));
    // Lots whose sell-by point has come stop counting towards on hand (docs/decisions/0036).
    void jobs
      .runIfDue("lot-sell-by", SWEEP_PERIOD_MS, async () => {
        const done = await ctx.services.stock.lots.writeOffPastSellBy();
        if (done > 0) logger.info({ lots: done }, "lots past their sell-by point written off");
      })
      .catch(failed("lot sell-by write-off failed"));
  };
  tick();
  setInterval(tick, SWEEP_TICK_MS).unref();
  // Renewals, their retries and reminders (docs/decisions/0024-subscription-renewals.md).
  const renew = () =>
    void jobs
      .runIfDue("renewals", RENEWAL_PERIOD_MS, async () => void (await ctx.services.subscriptions.renewals.runDue()))
      .catch(failed("renewal run failed"));
  renew();
  setInterval(renew, RENEWAL_TICK_MS).unref();
}
