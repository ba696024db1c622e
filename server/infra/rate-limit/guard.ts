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
  what = "submissions",
): Promise<void> {
  const r = await limiter.hit(key, rule);
  if (r.allowed) return;
  const minutes = Math.ceil(r.retryAfterSeconds / 60);
  throw new AppError(
    "rate_limited",
    `Too many ${what} from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { details: { retryAfterSeconds: r.retryAfterSeconds } },
  );
}
