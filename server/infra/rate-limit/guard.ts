import { AppError } from "../../errors";
import type { RateLimiter, RateLimitRule } from "./rate-limiter";

/**
 * Counts a hit and throws a 429 AppError (with retryAfterSeconds in details) when over the limit.
 * `what` names the limited thing in the message ("submissions", "checkout attempts").
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  rule: RateLimitRule,
  /** What was counted ("… from your connection"), or the whole first sentence when the limit
   * is not the connection's (a per-e-mail limit names the address instead). */
  what: string | { sentence: string } = "submissions",
): Promise<void> {
  const r = await limiter.hit(key, rule);
  if (r.allowed) return;
  const minutes = Math.ceil(r.retryAfterSeconds / 60);
  const first = typeof what === "string" ? `Too many ${what} from your connection.` : what.sentence;
  throw new AppError("rate_limited", `${first} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    details: { retryAfterSeconds: r.retryAfterSeconds },
  });
}
