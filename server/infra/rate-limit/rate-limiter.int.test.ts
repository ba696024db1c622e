import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { createMemoryRateLimiter, createRateLimiter, type RateLimiter } from "./rate-limiter";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.dispose());

const STORES: [string, (clock: () => Date) => RateLimiter][] = [
  ["database", (clock) => createRateLimiter({ db: ctx.db, clock })],
  ["memory", (clock) => createMemoryRateLimiter({ clock })],
];

describe.each(STORES)("rate limiter (%s)", (_name, make) => {
  it("allows up to the limit per window and key, says when to retry, and resets in the next window", async () => {
    let now = new Date("2025-03-01T10:00:30.000Z");
    const limiter = make(() => now);
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

  it("peeks at a window without counting", async () => {
    let now = new Date("2025-03-03T10:00:00.000Z");
    const limiter = make(() => now);
    const rule = { limit: 2, windowMs: 60_000 };
    expect((await limiter.peek("test:peek", rule)).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await limiter.peek("test:peek", rule);
    await limiter.hit("test:peek", rule);
    await limiter.hit("test:peek", rule);
    expect(await limiter.peek("test:peek", rule)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    await limiter.hit("test:peek", rule);
    expect(await limiter.peek("test:peek", rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    now = new Date("2025-03-03T10:01:00.000Z");
    expect((await limiter.peek("test:peek", rule)).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const limiter = make(() => new Date("2025-03-02T00:00:00.000Z"));
    const rule = { limit: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 15 }, () => limiter.hit("test:burst", rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("prunes windows older than a day", async () => {
    let now = new Date("2025-03-10T00:00:00.000Z");
    const limiter = make(() => now);
    const rule = { limit: 1, windowMs: 60_000 };
    await limiter.hit("test:old", rule);
    now = new Date("2025-03-11T00:00:01.000Z");
    await limiter.hit("test:fresh", rule);
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    // The old key starts afresh; the fresh one is still counted.
    expect((await limiter.hit("test:old", rule)).allowed).toBe(true);
    expect((await limiter.hit("test:fresh", rule)).allowed).toBe(false);
  });
});

it("the database store deletes pruned rows", async () => {
  const limiter = createRateLimiter({ db: ctx.db, clock: () => new Date("2025-05-01T00:00:00.000Z") });
  await limiter.prune();
  expect(await ctx.db.selectFrom("rate_limits").select("key").execute()).toEqual([]);
});
