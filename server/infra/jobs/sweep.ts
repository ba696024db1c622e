// The hourly sweep (server/main.ts): several independent clean-ups in one periodic job. Each runs
// even when an earlier one fails (one broken step must not stop the rest), and each failure is
// logged; then the sweep itself fails, naming the steps, so its outcome on the System screen and
// in /metrics is "failed", not "ok", and the periodic runner tries it again at the next tick.
import type { Logger } from "../../logger";
import { errorSummary, isStorageUnavailable } from "../storage-errors";

export type SweepStep = { name: string; run: () => Promise<void> };

export function sweepOf(logger: Logger, steps: readonly SweepStep[]): () => Promise<void> {
  return async () => {
    const failed: string[] = [];
    for (const step of steps) {
      try {
        await step.run();
      } catch (err) {
        // A database or store that is away is expected (one line with its cause, as the other
        // jobs log it); anything else is a fault, logged with its stack.
        const logged = isStorageUnavailable(err) ? errorSummary(err) : err;
        logger.warn({ err: logged, step: step.name }, `${step.name} failed`);
        failed.push(`${step.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    if (failed.length > 0) throw new Error(failed.join("; "));
  };
}
