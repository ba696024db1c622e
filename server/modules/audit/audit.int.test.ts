// The audit log: product writes record who, what and the before/after of the changed
// fields in the write's own transaction; a refused write records nothing; the database refuses to
// change or remove an entry; the list filters by staff, kind and shop day; the CSV matches.
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newProductDraft } from "../../../core/product";
import { productToInput } from "../../../core/product-form";
import { ADMIN, signInAdmin } from "../../../tests/support/admin";
import { auditCount, auditEntries } from "../../../tests/support/audit";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 20_000 });

let s: TestServer;
let headers: Record<string, string>;
let adminId: string;
beforeAll(async () => {
  s = await startTestServer();
  headers = { ...(await signInAdmin(s)), "content-type": "application/json" };
  const row = await s.ctx.db.selectFrom("admin_users").select("id").where("email", "=", ADMIN.email).executeTakeFirst();
  adminId = row!.id;
});
afterAll(() => s.close());

const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${s.url}/api/admin${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe("product writes in the audit log", () => {
  it("records a create with the staff member and the new values", async () => {
    const res = await api("/products", {
      method: "POST",
      body: { ...newProductDraft("a"), id: "audit-pack", name: "Audit Pack" },
    });
    expect(res.status).toBe(201);
    const [entry] = await auditEntries(s.ctx, "product.create");
    expect(entry).toMatchObject({
      actorId: adminId,
      actorEmail: ADMIN.email,
      entityType: "product",
      entityId: "audit-pack",
      summary: "Created product Audit Pack",
    });
    expect(entry!.changes.name).toEqual({ before: null, after: "Audit Pack" });
  });

  it("records an update with only the changed fields, before and after", async () => {
    const before = await s.ctx.services.products.getProduct("audit-pack");
    const res = await api("/products/audit-pack", {
      method: "PUT",
      body: { ...productToInput(before), name: "Audit Pack Two", unitPrice: 5_000 },
    });
    expect(res.status).toBe(200);
    const [entry] = await auditEntries(s.ctx, "product.update");
    expect(entry!.changes).toEqual({
      name: { before: "Audit Pack", after: "Audit Pack Two" },
      unitPrice: { before: before.unitPrice, after: 5_000 },
    });
  });

  it("records a status change as product.status", async () => {
    const p = await s.ctx.services.products.getProduct("audit-pack");
    await api("/products/audit-pack", { method: "PUT", body: { ...productToInput(p), status: "draft" } });
    const [entry] = await auditEntries(s.ctx, "product.status");
    expect(entry!.changes).toEqual({ status: { before: "active", after: "draft" } });
  });

  it("records a reorder and a delete", async () => {
    const ids = (await s.ctx.services.products.listAllProducts()).map((p) => p.id).reverse();
    expect((await api("/products/reorder", { method: "POST", body: { ids } })).status).toBe(200);
    const [reorder] = await auditEntries(s.ctx, "product.reorder");
    expect((reorder!.changes.order!.after as string[])[0]).toBe(ids[0]);
    expect((await api("/products/audit-pack", { method: "DELETE" })).status).toBe(204);
    const [removed] = await auditEntries(s.ctx, "product.delete");
    expect(removed).toMatchObject({ entityId: "audit-pack", actorId: adminId });
    expect(removed!.changes.name).toEqual({ before: "Audit Pack Two", after: null });
  });

  it("records nothing for a write that fails validation or finds nothing", async () => {
    const count = await auditCount(s.ctx);
    const bad = await api("/products", { method: "POST", body: { ...newProductDraft("b"), name: "" } });
    expect(bad.status).toBe(400);
    expect((await api("/products/no-such-pack", { method: "DELETE" })).status).toBe(404);
    expect(await auditCount(s.ctx)).toBe(count);
  });

  it("keeps the change and its entry together: an entry that cannot be written undoes the change", async () => {
    const count = await auditCount(s.ctx);
    const p = await s.ctx.services.products.getProduct("one-and-done");
    // No e-mail breaks the entry's NOT NULL column, after the product row was updated.
    const broken = { userId: "adm_x", email: null as unknown as string };
    await expect(
      s.ctx.services.products.updateProduct(p.id, { ...productToInput(p), name: "Never Saved" }, broken),
    ).rejects.toThrow();
    expect((await s.ctx.services.products.getProduct(p.id)).name).toBe(p.name);
    expect(await auditCount(s.ctx)).toBe(count);
  });
});

describe("entries cannot be changed or removed", () => {
  it("the database refuses UPDATE and DELETE on audit_log", async () => {
    const [entry] = await auditEntries(s.ctx);
    await expect(
      s.ctx.db
        .updateTable("audit_log")
        .set({ actor_email: "someone@else.example" })
        .where("id", "=", entry!.id)
        .execute(),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(s.ctx.db.deleteFrom("audit_log").where("id", "=", entry!.id).execute()).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    await expect(sql`delete from audit_log`.execute(s.ctx.db)).rejects.toThrow(/cannot be changed or deleted/);
    expect((await auditEntries(s.ctx))[0]).toEqual(entry);
  });

  it("the API has no route that writes an entry", async () => {
    const [entry] = await auditEntries(s.ctx);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect((await api("/audit", { method })).status, method).toBe(404);
      expect((await api(`/audit/${entry!.id}`, { method })).status, method).toBe(404);
    }
  });
});

describe("reading the log", () => {
  it("filters by staff member, kind, action and shop day, newest first", async () => {
    const mine = (await (await api(`/audit?actor=${adminId}&type=product`)).json()) as {
      entries: { actorId: string; at: string }[];
      total: number;
    };
    expect(mine.total).toBeGreaterThanOrEqual(5);
    expect(mine.entries.every((e) => e.actorId === adminId)).toBe(true);
    const ats = mine.entries.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const none = (await (await api(`/audit?actor=${adminId}&from=2000-01-01&to=2000-01-02`)).json()) as {
      total: number;
    };
    expect(none.total).toBe(0);
    const stock = (await (await api("/audit?type=stock")).json()) as { total: number };
    expect(stock.total).toBe(0);
  });

  it("refuses a bad filter with a clear message", async () => {
    const res = await api("/audit?from=2026-05-02&to=2026-05-01");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "The start date is after the end date",
      details: { to: "The start date is after the end date" },
    });
    expect((await api("/audit?type=spaceship")).status).toBe(400);
  });

  it("downloads the filtered entries as CSV in the shop's time zone, formulas defused", async () => {
    await s.ctx.services.products.createProduct(
      { ...newProductDraft("c"), id: "csv-pack", name: "=HYPERLINK(1)" },
      { userId: adminId, email: ADMIN.email },
    );
    const res = await api(`/audit/export.csv?action=product.create&actor=${adminId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe('"When (Australia/Sydney)","Staff member","Action","Kind","Item","Summary","Changes"');
    expect(lines).toHaveLength(3); // header, csv-pack, audit-pack
    expect(lines[1]).toMatch(
      /^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+1[01]:00","staff@example.com","product.create","product","csv-pack"/,
    );
    expect(lines[1]).toContain('"Created product =HYPERLINK(1)"');
    expect(lines[1]).toContain("name: — → =HYPERLINK(1)");
  });
});
