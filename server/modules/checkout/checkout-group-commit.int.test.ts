// Checkouts on SQLite go through group commit (server/infra/db/group-commit.ts, whose own test
// shows the batching): every answered order is in the database, and a checkout refused in a batch
// (a sold-out flavour) fails alone. How much batching buys shows in `npm run bench`: here the disk
// flushes faster than one process can send requests, so batches are mostly of one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { STAFF } from "../../../tests/support/staff";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
});
afterAll(() => s.close());

const post = (flavor: string) =>
  fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart: [{ id: "one-and-done", quantity: 1, flavor }] }),
  });

describe("group commit of checkouts", () => {
  it("takes every new order through the group commit, each answered order in the database", async (ctx) => {
    if (s.ctx.config.database.dialect !== "sqlite") ctx.skip(); // PostgreSQL commits concurrently itself
    const before = s.ctx.services.orders.commitStats()!;
    const answers = await Promise.all(Array.from({ length: 40 }, () => post("Orange Crush")));
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
    const after = s.ctx.services.orders.commitStats()!;
    expect(after.pieces - before.pieces).toBe(40);
    expect(after.commits - before.commits).toBeLessThanOrEqual(40);
    const sessions = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { url: string }).url.split("/").pop()!),
    );
    for (const id of sessions) expect((await s.ctx.services.orders.findOrderBySession(id))?.status).toBe("pending");
  });

  it("refuses a sold-out checkout alone: its batch neighbours are placed", async (ctx) => {
    if (s.ctx.config.database.dialect !== "sqlite") ctx.skip();
    await s.ctx.services.stock.setStock("Pineapple Punch", { onHand: 0, threshold: 0 }, STAFF);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(i % 3 === 0 ? "Pineapple Punch" : "Lemon Squash")),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 409)).toHaveLength(10);
    expect(statuses.filter((x) => x === 200)).toHaveLength(20);
    for (const r of answers.filter((a) => a.status === 200)) {
      const id = ((await r.json()) as { url: string }).url.split("/").pop()!;
      const order = await s.ctx.services.orders.findOrderBySession(id);
      expect(order?.lines[0]?.flavor).toBe("Lemon Squash");
    }
  });
});
