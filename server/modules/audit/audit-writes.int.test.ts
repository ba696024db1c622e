// Every staff write path outside products leaves one audit entry with the right staff member,
// action and before/after, and a refused write leaves none. Products, immutability,
// filters and the CSV are in audit.int.test.ts. Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN, signInAdmin } from "../../../tests/support/admin";
import { auditCount, auditEntries } from "../../../tests/support/audit";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { fakeMp4, uploadAll } from "../../../scripts/support/tus-client";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let session: Record<string, string>;
let actor: { actorId: string; actorEmail: string };
beforeAll(async () => {
  s = await startTestServer({ env: { CHECKOUT_RATE_LIMIT: "0" } });
  session = await signInAdmin(s);
  const row = await s.ctx.db.selectFrom("admin_users").select("id").where("email", "=", ADMIN.email).executeTakeFirst();
  actor = { actorId: row!.id, actorEmail: ADMIN.email };
});
afterAll(() => s.close());

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${s.url}/api/admin${path}`, {
    method,
    headers: { ...session, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const latest = async (action: string) => (await auditEntries(s.ctx, action))[0];

/** Nothing is recorded by `refused`, which must answer `status`. */
async function recordsNothing(status: number, refused: () => Promise<Response>) {
  const count = await auditCount(s.ctx);
  expect((await refused()).status).toBe(status);
  expect(await auditCount(s.ctx)).toBe(count);
}

/** A paid order's id and number. */
async function paidOrder() {
  const sessionId = await startCheckout(s.url, [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }]);
  expect((await s.ctx.services.checkout.testPayments!.submitPayment(sessionId, GOOD_PAYMENT_FORM)).ok).toBe(true);
  const order = (await s.ctx.services.orders.findOrderBySession(sessionId))!;
  return { id: order.id, number: order.number };
}

describe("orders", () => {
  it("records a fulfilment and a refund with the order's before and after", async () => {
    const order = await paidOrder();
    await recordsNothing(400, () => call("POST", `/orders/${order.id}/fulfil`, { trackingNumber: "<AP>" }));
    expect((await call("POST", `/orders/${order.id}/fulfil`, { trackingNumber: "AP123" })).status).toBe(200);
    expect(await latest("order.fulfil")).toMatchObject({
      ...actor,
      entityType: "order",
      entityId: order.number,
      changes: { status: { before: "paid", after: "fulfilled" }, trackingNumber: { before: null, after: "AP123" } },
    });
    expect((await call("POST", `/orders/${order.id}/refund`, { reason: "Damaged" })).status).toBe(200);
    const refund = await latest("order.refund");
    expect(refund).toMatchObject({ ...actor, entityId: order.number });
    expect(refund!.changes.status).toEqual({ before: "fulfilled", after: "refunded" });
    expect(refund!.changes.reason).toEqual({ before: null, after: "Damaged" });
    await recordsNothing(409, () => call("POST", `/orders/${order.id}/refund`, { reason: "Again" }));
  });
});

describe("stock", () => {
  it("records a set and an adjustment, and nothing for a refused one", async () => {
    expect((await call("PUT", "/stock/Lemon%20Squash", { onHand: 40, threshold: 5 })).status).toBe(200);
    expect((await call("PUT", "/stock/Lemon%20Squash", { onHand: 30, threshold: 5 })).status).toBe(200);
    expect(await latest("stock.set")).toMatchObject({
      ...actor,
      entityType: "stock",
      entityId: "Lemon Squash",
      changes: { onHand: { before: 40, after: 30 } },
    });
    expect((await call("POST", "/stock/Lemon%20Squash/adjust", { delta: -4 })).status).toBe(200);
    expect((await latest("stock.adjust"))!.changes).toEqual({
      onHand: { before: 30, after: 26 },
      delta: { before: null, after: -4 },
    });
    await recordsNothing(400, () => call("PUT", "/stock/Lemon%20Squash", { onHand: -1, threshold: 0 }));
    await recordsNothing(409, () => call("POST", "/stock/Lemon%20Squash/adjust", { delta: -1000 }));
  });
});

describe("promo codes", () => {
  it("records a create, a change and a switch off", async () => {
    const code = { code: "AUDIT10", kind: "percent", value: 10, minSpend: 0, active: true };
    expect((await call("POST", "/promotions", code)).status).toBe(201);
    expect(await latest("promotion.create")).toMatchObject({ ...actor, entityId: "AUDIT10" });
    expect((await call("PUT", "/promotions/AUDIT10", { ...code, value: 15 })).status).toBe(200);
    expect((await latest("promotion.update"))!.changes).toEqual({ value: { before: 10, after: 15 } });
    expect((await call("PUT", "/promotions/AUDIT10", { ...code, value: 15, active: false })).status).toBe(200);
    expect(await latest("promotion.toggle")).toMatchObject({
      summary: "Code AUDIT10 turned off",
      changes: { active: { before: true, after: false } },
    });
    await recordsNothing(400, () => call("PUT", "/promotions/AUDIT10", { ...code, value: 101 }));
    await recordsNothing(409, () => call("POST", "/promotions", code));
  });
});

describe("videos, media and settings", () => {
  it("records an upload, an edit, a reorder and a delete", async () => {
    for (const filename of ["first.mp4", "second.mp4"]) {
      await uploadAll(s.url, session, fakeMp4(1024), { filename, filetype: "video/mp4", purpose: "video" });
    }
    expect(await latest("media.upload")).toMatchObject({ ...actor, entityType: "media" });
    const uploaded = await latest("video.upload");
    expect(uploaded).toMatchObject({ ...actor, entityType: "video", summary: "Uploaded video second" });
    const id = uploaded!.entityId;
    expect((await call("PATCH", `/videos/${id}`, { title: "Launch night" })).status).toBe(200);
    expect((await latest("video.update"))!.changes).toEqual({ title: { before: "second", after: "Launch night" } });
    await recordsNothing(400, () => call("PATCH", `/videos/${id}`, { title: 42 }));
    const ids = (await s.ctx.services.videos.listVideos({ includeInactive: true })).map((v) => v.id).reverse();
    expect((await call("PUT", "/videos/order", { ids })).status).toBe(200);
    expect((await latest("video.reorder"))!.changes.order!.after).toEqual(ids);
    expect((await call("DELETE", `/videos/${id}`)).status).toBe(204);
    expect(await latest("video.delete")).toMatchObject({
      ...actor,
      entityId: id,
      changes: { title: { before: "Launch night", after: null } },
    });
  });

  it("records a settings change with the fields that changed", async () => {
    expect((await call("PUT", "/settings/videos", { hideAllReels: true })).status).toBe(200);
    expect(await latest("setting.update")).toMatchObject({
      ...actor,
      entityType: "setting",
      entityId: "videos",
      changes: { hideAllReels: { before: false, after: true } },
    });
    await recordsNothing(400, () => call("PUT", "/settings/videos", { hideAllReels: "maybe" }));
  });
});

describe("returns and messages", () => {
  it("records a status change of each", async () => {
    const at = new Date().toISOString();
    const returnId = randomUUID();
    const messageId = randomUUID();
    await s.ctx.db
      .insertInto("return_requests")
      .values({
        id: returnId,
        reference: "RTN-AUD001",
        order_number: "RR-1",
        email: "sam@example.com",
        reason: "damaged",
        description: null,
        preference: "refund",
        status: "new",
        created_at: at,
        updated_at: at,
      })
      .execute();
    await s.ctx.db
      .insertInto("contact_messages")
      .values({
        id: messageId,
        name: "Sam",
        email: "sam@example.com",
        subject: "Hi",
        message: "Hello",
        status: "new",
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect((await call("PATCH", `/returns/${returnId}`, { status: "done" })).status).toBe(204);
    expect(await latest("return_request.status")).toMatchObject({
      ...actor,
      summary: "Return RTN-AUD001 marked done",
      changes: { status: { before: "New", after: "Done" } },
    });
    expect((await call("PATCH", `/messages/${messageId}`, { status: "in_progress" })).status).toBe(204);
    expect(await latest("contact_message.status")).toMatchObject({
      summary: "Message marked in progress",
      changes: { status: { before: "New", after: "In progress" } },
    });
    await recordsNothing(400, () => call("PATCH", `/messages/${messageId}`, { status: "archived" }));
    await recordsNothing(404, () => call("PATCH", `/messages/${randomUUID()}`, { status: "done" }));
  });
});
