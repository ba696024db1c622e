// /api/admin/subscriptions: the same list, detail and staff changes as the screen, as JSON;
// bad input is a 400 with a clear message and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../../tests/support/admin";
import { insertOffer, insertSubscription } from "../../../../tests/support/subscriptions";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";

let s: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  admin = await signInAdmin(s);
  await insertOffer(s.ctx.db, "one-and-done");
});
afterAll(() => s.close());

const api = (path: string, body?: unknown) =>
  fetch(`${s.url}/api/admin/subscriptions${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...admin, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("/api/admin/subscriptions", () => {
  it("lists by status and shows one with its timeline", async () => {
    const a = await insertSubscription(s.ctx.db, { nextChargeOn: "2030-01-15" });
    await insertSubscription(s.ctx.db, { status: "paused" });
    const list = (await (await api("?status=paused")).json()) as { subscriptions: { status: string }[] };
    expect(list.subscriptions.map((x) => x.status)).toEqual(["paused"]);
    expect((await api("?status=lapsed")).status).toBe(400);
    const skipped = await api(`/${a.number}/skip`, {});
    expect(skipped.status).toBe(200);
    expect(((await skipped.json()) as { nextChargeOn: string }).nextChargeOn).toBe("2030-02-12");
    const detail = (await (await api(`/${a.number}`)).json()) as { timeline: { type: string; actor: string }[] };
    expect(detail.timeline).toMatchObject([{ type: "skipped", actor: "staff:staff@example.com" }]);
    expect((await api("/S000000")).status).toBe(404);
  });

  it("refuses a bad pause, move or cancel with a clear message and changes nothing", async () => {
    const a = await insertSubscription(s.ctx.db, { nextChargeOn: "2030-01-15" });
    const before = await s.ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", a.id).executeTakeFirst();
    for (const [path, body, message] of [
      ["pause", { cycles: 4 }, "A pause is 1 to 3 deliveries"],
      ["pause", { cycles: "two" }, "A pause is 1 to 3 deliveries"],
      ["move", { day: "2030-13-01" }, "Choose a date"],
      ["cancel", { reason: "x".repeat(501) }, "Invalid cancellation"],
    ] as const) {
      const res = await api(`/${a.number}/${path}`, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(message);
    }
    expect(await s.ctx.db.selectFrom("subscriptions").selectAll().where("id", "=", a.id).executeTakeFirst()).toEqual(
      before,
    );
    const cancelled = await api(`/${a.number}/cancel`, {});
    expect(((await cancelled.json()) as { status: string }).status).toBe("cancelled");
  });
});
