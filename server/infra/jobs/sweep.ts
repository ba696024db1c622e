// The hourly sweep (server/main.ts): several independent clean-ups in one periodic job. Each runs
// even when an earlier one fails (one broken step must not stop the rest), and each failure is
// logged; then the sweep itself fails, naming the steps, so its outcome on the System screen and
// in /metrics is "failed", not "ok", and the periodic runner tries it again at the next tick.
import type { Logger } from "../../logger";

export type SweepStep = { name: string; run: () => Promise<void> };

export function sweepOf(logger: Logger, steps: readonly SweepStep[]): () => Promise<void> {
  return async () => {
    const failed: string[] = [];
    for (const step of steps) {
      try {
        await step.run();
      } catch (err) {
        logger.warn({ err, step: step.name }, `${step.name} failed`);
        failed.push(`${step.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (failed.length > 0) throw new Error(failed.join("; "));
  };
}
