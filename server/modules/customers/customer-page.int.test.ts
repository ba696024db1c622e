// A customer's page on the Customers screen (orders a page at a time, messages, returns, consent
// history, the staff note kept, limited and audited), the marketing CSV of exactly the consenting
// customers, and the migration's backfill. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { describe, expect, it } from "vitest";
import { CUSTOMER_NOTE_MAX } from "../../../core/customer";
import * as migration from "../../infra/db/migrations/0024-customers";
import { at, order, account, customersServer } from "../../../tests/support/customers-server";

const { s, admin, get, find } = customersServer();

describe("a customer's page", () => {
  it("shows their orders a page at a time, their messages and returns by e-mail, and their consent history", async () => {
    const db = s.ctx.db;
    const customerId = await account(db, "many@example.com", { at: 100 });
    for (let i = 0; i < 45; i += 1) {
      await order(db, {
        email: i % 2 ? "Many@Example.com" : "many@example.com",
        status: i % 3 ? "paid" : "fulfilled",
        at: 200 + (i % 9),
      });
    }
    await order(db, { email: "many@example.com", status: "pending", at: 300 });
    await db
      .insertInto("contact_messages")
      .values({
        id: "msg_many",
        name: "Many",
        email: "MANY@example.com",
        subject: "Where is my tub?",
        message: "Hello",
        status: "new",
        created_at: at(310),
        updated_at: at(310),
      })
      .execute();
    await db
      .insertInto("marketing_consents")
      .values({
        id: "mc_1",
        customer_id: customerId,
        email: "many@example.com",
        given: 1,
        source: "account-settings",
        at: at(320),
      })
      .execute();
    const row = (await find("many@example.com"))!;
    const detail = await (await get(`/api/admin/customers/${row.id}`)).json();
    expect(detail).toMatchObject({
      email: "many@example.com",
      ordersCount: 45,
      hasAccount: true,
      messages: [{ subject: "Where is my tub?" }],
      consentHistory: [{ given: true, source: "account-settings" }],
      subscriptions: [],
      note: null,
    });
    const ids: string[] = [];
    let next: string | null = "";
    while (next !== null) {
      const res = await get(`/api/admin/customers/${row.id}/orders?limit=10${next ? `&after=${next}` : ""}`);
      const body = (await res.json()) as { rows: { id: string; status: string }[]; next: string | null };
      ids.push(...body.rows.map((r) => r.id));
      expect(body.rows.every((r) => r.status !== "pending")).toBe(true);
      next = body.next;
    }
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    expect((await get(`/api/admin/customers/${row.id}/orders?after=broken`)).status).toBe(400);
    expect((await get(`/api/admin/customers/cs_${"f".repeat(24)}`)).status).toBe(404);
    expect((await get(`/api/admin/customers/not-an-id`)).status).toBe(404);
  });

  it("keeps a plain-text note, refuses one over the limit and records each change in the audit log", async () => {
    await account(s.ctx.db, "noted@example.com", { at: 1 });
    await order(s.ctx.db, { email: "noted@example.com", status: "paid", at: 2 });
    const row = (await find("noted@example.com"))!;
    const put = (note: unknown) =>
      fetch(`${s.url}/api/admin/customers/${row.id}/note`, {
        method: "PUT",
        headers: { ...admin, "content-type": "application/json" },
        body: JSON.stringify({ note }),
      });
    const note = "Prefers <b>phone</b> calls <script>alert(1)</script>";
    const ok = await put(note);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ note });
    const tooLong = await put("x".repeat(CUSTOMER_NOTE_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain("2,000 characters or fewer");
    expect((await put(42)).status).toBe(400);
    const detail = await (await get(`/api/admin/customers/${row.id}`)).json();
    expect(detail).toMatchObject({ note, noteUpdatedBy: "staff@example.com" });
    const audit = await s.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_type", "=", "customer")
      .where("entity_id", "=", row.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["customer.note"]);
    expect(JSON.parse(audit[0]!.changes)).toEqual({ note: { before: null, after: note } });
  });
});

describe("the marketing list", () => {
  it("streams exactly the consenting customers, and records the export", async () => {
    const db = s.ctx.db;
    await account(db, "yes1@example.com", { consent: true, at: 400 });
    await account(db, "yes2@example.com", { consent: true, at: 401 });
    await account(db, "no1@example.com", { consent: false, at: 402 });
    await order(db, { email: "YES1@example.com", status: "paid", at: 410, total: 12345, name: "Yes One" });
    const consenting = (
      await db.selectFrom("customers").select("email").where("marketing_consent", "=", 1).execute()
    ).map((r) => r.email);
    const res = await get("/api/admin/customers/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="marketing-consent-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toMatch(/^"E-mail","Name","Consent given \(/);
    const emails = lines.slice(1).map((l) => JSON.parse(l.split(",")[0]!) as string);
    expect(emails.sort()).toEqual(consenting.sort());
    expect(emails).toEqual(expect.arrayContaining(["yes1@example.com", "yes2@example.com"]));
    expect(lines.find((l) => l.startsWith('"yes1@example.com"'))).toContain('"Yes One"');
    expect(lines.find((l) => l.startsWith('"yes1@example.com"'))).toContain('"123.45"');
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("action", "=", "customer.export_marketing")
      .execute();
    expect(audit).toEqual([{ action: "customer.export_marketing", actor_email: "staff@example.com" }]);
  });
});

describe("the migration", () => {
  it("backfills from the orders and accounts already there the figures the triggers keep", async () => {
    const db = s.ctx.db;
    // Guests and accounts, with and without orders, several to an instant.
    for (let i = 0; i < 120; i += 1) {
      await order(db, {
        email: `backfill${i}@example.com`,
        status: i % 5 === 0 ? "refunded" : "paid",
        at: 2000 + (i >> 2),
      });
      if (i % 3 === 0) await account(db, `backfill${i}@example.com`, { consent: i % 2 === 0, at: 1 });
    }
    await account(db, "no-orders@example.com", { at: 3 });
    const snapshot = async () =>
      (
        await db
          .selectFrom("customer_summaries")
          .select(["email", "name", "orders_count", "total_spent", "last_order_at", "sort_at"])
          .orderBy("email")
          .execute()
      ).map((r) => ({ ...r, orders_count: Number(r.orders_count), total_spent: Number(r.total_spent) }));
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(100);
    await migration.down(db as never);
    await migration.up(db as never);
    expect(await snapshot()).toEqual(kept);
  });
});
