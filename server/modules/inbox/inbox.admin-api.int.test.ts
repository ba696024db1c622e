import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContactMessageView, ReturnRequestView } from "../../../core/inbox";
import { signInAdmin } from "../../../tests/support/admin";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 20_000 });

let s: TestServer;
let headers: Record<string, string>;
const ids = { oldMessage: randomUUID(), newMessage: randomUUID(), oldReturn: randomUUID(), newReturn: randomUUID() };

/** A return_requests row; overrides for the fields a test is about. */
const ret = (id: string, reference: string, at: string, over: { order_number?: string; email?: string } = {}) => ({
  id,
  reference,
  order_number: "RR-12345",
  email: "sam@example.com",
  reason: "damaged",
  description: null,
  preference: "refund",
  status: "new",
  created_at: at,
  updated_at: at,
  ...over,
});

beforeAll(async () => {
  s = await startTestServer();
  headers = { ...(await signInAdmin(s)), "content-type": "application/json" };
  const message = (id: string, subject: string, at: string) => ({
    id,
    name: "Sam",
    email: "sam@example.com",
    subject,
    message: "Hello",
    status: "new",
    created_at: at,
    updated_at: at,
  });
  await s.ctx.db
    .insertInto("contact_messages")
    .values([
      message(ids.oldMessage, "Older", "2026-01-01T00:00:00.000Z"),
      message(ids.newMessage, "Newer", "2026-02-01T00:00:00.000Z"),
    ])
    .execute();
  await s.ctx.db
    .insertInto("return_requests")
    .values([
      ret(ids.oldReturn, "RTN-OLD001", "2026-01-01T00:00:00.000Z"),
      ret(ids.newReturn, "RTN-NEW001", "2026-03-01T00:00:00.000Z"),
    ])
    .execute();
});
afterAll(() => s.close());

describe("admin inbox", () => {
  it("lists messages and return requests newest first, with their status", async () => {
    const m = (await (await fetch(`${s.url}/api/admin/messages`, { headers })).json()) as {
      messages: ContactMessageView[];
    };
    expect(m.messages.map((x) => [x.subject, x.status])).toEqual([
      ["Newer", "new"],
      ["Older", "new"],
    ]);
    const r = (await (await fetch(`${s.url}/api/admin/returns`, { headers })).json()) as {
      returns: ReturnRequestView[];
    };
    expect(r.returns.map((x) => x.reference)).toEqual(["RTN-NEW001", "RTN-OLD001"]);
  });

  it("shows which order a return request names, and whether its e-mail is the order's", async () => {
    const sessionId = await startCheckout(s.url, [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }]);
    await s.ctx.services.checkout.testPayments!.submitPayment(sessionId, GOOD_PAYMENT_FORM);
    const order = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
    const at = "2026-04-01T00:00:00.000Z";
    await s.ctx.db
      .insertInto("return_requests")
      .values([
        // Typed the way customers do: lower case, stray spaces.
        ret(randomUUID(), "RTN-MATCH1", at, {
          order_number: ` ${order.number.toLowerCase()} `,
          email: "SAM@example.com",
        }),
        ret(randomUUID(), "RTN-MATCH2", at, { order_number: order.number, email: "someone@else.com" }),
      ])
      .execute();
    const r = (await (await fetch(`${s.url}/api/admin/returns`, { headers })).json()) as {
      returns: ReturnRequestView[];
    };
    const by = (ref: string) => r.returns.find((x) => x.reference === ref)!;
    expect(by("RTN-MATCH1").order).toEqual({ id: order.id, number: order.number, status: "paid", emailMatches: true });
    expect(by("RTN-MATCH2").order).toMatchObject({ number: order.number, emailMatches: false });
    expect(by("RTN-OLD001").order).toBeNull();
  });

  it("sets a status: new, in progress, done", async () => {
    for (const status of ["in_progress", "done"]) {
      const res = await fetch(`${s.url}/api/admin/returns/${ids.oldReturn}`, {
        method: "PATCH",
        headers,
        body: JSON.stringify({ status }),
      });
      expect(res.status).toBe(204);
    }
    const row = await s.ctx.db
      .selectFrom("return_requests")
      .select("status")
      .where("id", "=", ids.oldReturn)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("done");
  });

  it("refuses an unknown status or id and changes nothing", async () => {
    const bad = await fetch(`${s.url}/api/admin/messages/${ids.newMessage}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ status: "archived" }),
    });
    expect(bad.status).toBe(400);
    const unknown = await fetch(`${s.url}/api/admin/messages/${randomUUID()}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ status: "done" }),
    });
    expect(unknown.status).toBe(404);
    const rows = await s.ctx.db.selectFrom("contact_messages").select("status").execute();
    expect(rows.every((r) => r.status === "new")).toBe(true);
  });
});
