import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { createRateLimiter } from "./rate-limiter";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.dispose());

describe("rate limiter", () => {
  it("allows up to the limit per window and key, says when to retry, and resets in the next window", async () => {
    let now = new Date("2025-03-01T10:00:30.000Z");
    const limiter = createRateLimiter({ db: ctx.db, clock: () => now });
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("test:a", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]!.retryAfterSeconds).toBe(30);
    expect((await limiter.hit("test:b", rule)).allowed).toBe(true);
    now = new Date("2025-03-01T10:01:00.000Z");
    expect(await limiter.hit("test:a", rule)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it("counts concurrent hits exactly", async () => {
    const limiter = createRateLimiter({ db: ctx.db, clock: () => new Date("2025-03-02T00:00:00.000Z") });
    const rule = { limit: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 15 }, () => limiter.hit("test:burst", rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("prunes old windows", async () => {
    const limiter = createRateLimiter({ db: ctx.db, clock: () => new Date("2025-04-01T00:00:00.000Z") });
    expect(await limiter.prune()).toBeGreaterThanOrEqual(3);
    const left = await ctx.db.selectFrom("rate_limits").select("key").execute();
    expect(left).toEqual([]);
  });
});
