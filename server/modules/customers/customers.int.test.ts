// The Customers screen. Guest orders and an account with one e-mail (any case)
// are one customer; their count, spend and last order follow every payment, refund and erasure;
// search goes by the start of the e-mail or name; keyset pages give each customer exactly once;
// the marketing CSV holds exactly the consenting customers; the note is kept, limited and audited;
// bad cursors are a 400. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, startClockedServer } from "../../../tests/support/admin";
import type { TestServer } from "../../../tests/support/test-server";
import { CUSTOMER_NOTE_MAX } from "../../../core/customer";
import type { Db } from "../../infra/db/client";
import { encodeCursor } from "../../infra/db/keyset";
import * as migration from "../../infra/db/migrations/0024-customers";

let s: TestServer & { clock: { now: Date } };
let admin: Record<string, string>;
let seq = 0;
const BASE = Date.parse("2025-03-01T00:00:00Z");
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

/** An order written straight to the table (the triggers see it as checkout's would be). */
async function order(db: Db, o: { email: string | null; status: string; at: number; total?: number; name?: string }) {
  seq += 1;
  const hex = seq.toString(16).padStart(24, "0");
  const created = at(o.at);
  await db
    .insertInto("orders")
    .values({
      id: `ord_${hex}`,
      number: `RR-T${String(seq).padStart(6, "0")}`,
      status: o.status,
      currency: "AUD",
      subtotal: o.total ?? 5000,
      shipping: 0,
      total: o.total ?? 5000,
      gst: 0,
      provider: "test",
      provider_session_id: null,
      payment_reference: null,
      email: o.email,
      customer_name: o.name ?? null,
      shipping_address: null,
      tracking_number: null,
      created_at: created,
      updated_at: created,
      paid_at: o.status === "pending" ? null : created,
      fulfilled_at: null,
      refund_reference: null,
      refunded_at: null,
      account_id: null,
      promo_code: null,
    })
    .execute();
  return `ord_${hex}`;
}

async function account(db: Db, email: string, opts: { consent?: boolean; at?: number } = {}) {
  const id = `cus_${email.replace(/[^a-z0-9]/g, "")}`;
  await db
    .insertInto("customers")
    .values({
      id,
      email,
      marketing_consent: opts.consent ? 1 : 0,
      marketing_consent_at: opts.consent ? at(opts.at ?? 0) : null,
      created_at: at(opts.at ?? 0),
    })
    .execute();
  return id;
}

type Row = { id: string; email: string; ordersCount: number; totalSpent: number; lastOrderAt: string | null };
type ListPage = { customers: Row[]; next: string | null; prev: string | null; total: number };

async function get(path: string) {
  return fetch(`${s.url}${path}`, { headers: admin });
}
async function list(query: string): Promise<ListPage> {
  const res = await get(`/api/admin/customers${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListPage;
}
const find = async (email: string) =>
  (await list(`?q=${encodeURIComponent(email)}`)).customers.find((c) => c.email === email);

beforeAll(async () => {
  s = await startClockedServer();
  admin = await signInAdmin(s);
});
afterAll(() => s.close());

describe("one customer per e-mail", () => {
  it("groups guest orders with the account's, in any case, counting paid orders and spend less refunds", async () => {
    const db = s.ctx.db;
    await account(db, "jane.citizen@example.com", { at: 1 });
    await order(db, { email: "Jane.Citizen@Example.com", status: "paid", at: 10, total: 1000, name: "Jane Citizen" });
    await order(db, { email: "jane.citizen@example.com", status: "fulfilled", at: 20, total: 2000, name: "Jane C" });
    await order(db, { email: "JANE.CITIZEN@EXAMPLE.COM", status: "refunded", at: 15, total: 500 });
    await order(db, { email: "jane.citizen@example.com", status: "pending", at: 30, total: 9999 });
    await order(db, { email: "jane.citizen@example.com", status: "expired", at: 31, total: 9999 });
    const page = await list("?q=jane.citizen");
    expect(page.customers).toHaveLength(1);
    expect(page.customers[0]).toMatchObject({
      email: "jane.citizen@example.com",
      name: "Jane C",
      ordersCount: 3,
      totalSpent: 3000,
      lastOrderAt: at(20),
      hasAccount: true,
      marketingConsent: false,
      subscriptionStatus: null,
    });
  });

  it("follows a payment, a refund and a re-addressed order", async () => {
    const db = s.ctx.db;
    const pending = await order(db, { email: "Follow@Example.com", status: "pending", at: 40, total: 700 });
    expect(await find("follow@example.com")).toBeUndefined();
    await db.updateTable("orders").set({ status: "paid" }).where("id", "=", pending).execute();
    expect(await find("follow@example.com")).toMatchObject({ ordersCount: 1, totalSpent: 700, lastOrderAt: at(40) });
    const second = await order(db, { email: "follow@example.com", status: "paid", at: 50, total: 300 });
    await db.updateTable("orders").set({ status: "refunded" }).where("id", "=", second).execute();
    expect(await find("follow@example.com")).toMatchObject({ ordersCount: 2, totalSpent: 700, lastOrderAt: at(50) });
    await db.updateTable("orders").set({ email: "moved@example.com" }).where("id", "=", second).execute();
    expect(await find("follow@example.com")).toMatchObject({ ordersCount: 1, totalSpent: 700, lastOrderAt: at(40) });
    expect(await find("moved@example.com")).toMatchObject({ ordersCount: 1, totalSpent: 0, lastOrderAt: at(50) });
    // An order removed (no route does it; a database repair might): its customer goes with their last order.
    await db.deleteFrom("orders").where("id", "=", pending).execute();
    expect(await find("follow@example.com")).toBeUndefined();
  });

  it("lists an account without orders, and forgets an erased customer entirely", async () => {
    const db = s.ctx.db;
    await account(db, "newbie@example.com", { at: 60 });
    expect(await find("newbie@example.com")).toMatchObject({ ordersCount: 0, totalSpent: 0, lastOrderAt: null });
    await account(db, "gone@example.com", { at: 61 });
    await order(db, { email: "gone@example.com", status: "paid", at: 62 });
    expect(await find("gone@example.com")).toBeDefined();
    await s.ctx.services.accounts.data.eraseByStaff("gone@example.com", { userId: "u", email: "staff@example.com" });
    expect(await find("gone@example.com")).toBeUndefined();
    expect(
      await db.selectFrom("customer_summaries").where("email", "=", "gone@example.com").selectAll().execute(),
    ).toEqual([]);
  });
});

describe("subscriptions", () => {
  it("show the liveliest subscription's status on the customer's row and all of them on their page", async () => {
    const db = s.ctx.db;
    const customerId = await account(db, "subscriber@example.com", { at: 80 });
    await order(db, { email: "subscriber@example.com", status: "paid", at: 81 });
    expect(await find("subscriber@example.com")).toMatchObject({ subscriptionStatus: null });
    for (const [n, status] of [
      [1, "cancelled"],
      [2, "paused"],
    ] as const) {
      await db
        .insertInto("subscriptions")
        .values({
          id: `sub_${n}`,
          number: `SUB-${n}`,
          customer_id: customerId,
          email: "subscriber@example.com",
          status,
          frequency_weeks: 4,
          discount_percent: 10,
          lines: "[]",
          shipping_address: null,
          customer_name: null,
          next_charge_on: null,
          next_cycle: 1,
          provider: "test",
          provider_customer: null,
          payment_method: null,
          card_brand: null,
          card_last4: null,
          first_order_id: "ord_x",
          cancel_reason: null,
          cancelled_at: null,
          created_at: at(82 + n),
          updated_at: at(82 + n),
        })
        .execute();
    }
    const row = (await find("subscriber@example.com"))!;
    expect(row).toMatchObject({ subscriptionStatus: "paused" });
    const detail = (await (await get(`/api/admin/customers/${row.id}`)).json()) as { subscriptions: unknown[] };
    expect(detail.subscriptions).toMatchObject([
      { number: "SUB-2", status: "paused" },
      { number: "SUB-1", status: "cancelled" },
    ]);
  });
});

describe("search and pages", () => {
  it("finds by the start of the e-mail or of the name, not the middle", async () => {
    await order(s.ctx.db, { email: "pat.o@example.com", status: "paid", at: 70, name: "Patricia O'Neil" });
    expect((await list("?q=PAT.O")).customers.map((c) => c.email)).toEqual(["pat.o@example.com"]);
    expect((await list("?q=patricia%20o")).customers.map((c) => c.email)).toEqual(["pat.o@example.com"]);
    expect((await list("?q=neil")).customers).toEqual([]);
    expect((await list("?q=example.com")).customers).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect((await list("?q=p%25")).customers).toEqual([]);
  });

  it("gives every customer exactly once, forwards and back, with ties broken by id", async () => {
    const db = s.ctx.db;
    // 120 customers over 30 instants: four share each.
    for (let i = 0; i < 120; i += 1) {
      await order(db, { email: `pager${i}@example.com`, status: "paid", at: 1000 + Math.floor(i / 4) });
    }
    const all = (await db.selectFrom("customer_summaries").select("id").execute()).map((r) => r.id).sort();
    const seen: string[] = [];
    let page = await list("?limit=25");
    const forwards: ListPage[] = [page];
    seen.push(...page.customers.map((c) => c.id));
    while (page.next) {
      page = await list(`?limit=25&after=${page.next}`);
      forwards.push(page);
      seen.push(...page.customers.map((c) => c.id));
    }
    expect(seen.length).toBe(all.length);
    expect([...seen].sort()).toEqual(all);
    // Most recent first.
    const times = forwards.flatMap((p) => p.customers.map((c) => c.lastOrderAt ?? ""));
    expect(times.filter((t) => t !== "")).toEqual([...times.filter((t) => t !== "")].sort().reverse());
    // Back from the last page to the first, the same pages in reverse.
    let back = forwards[forwards.length - 1]!;
    for (let i = forwards.length - 2; i >= 0; i -= 1) {
      back = await list(`?limit=25&before=${back.prev}`);
      expect(back.customers.map((c) => c.id)).toEqual(forwards[i]!.customers.map((c) => c.id));
    }
    expect(back.prev).toBeNull();
  });

  it("refuses a damaged or forged cursor with a 400, before any query", async () => {
    for (const bad of [
      "x",
      "not*base64",
      encodeCursor({ key: "2025-01-01T00:00:00.000Z", id: "ord_000000000000000000000000" }),
      Buffer.from('["yesterday","cs_000000000000000000000000"]').toString("base64url"),
      "a".repeat(400),
    ]) {
      const res = await get(`/api/admin/customers?after=${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });
});

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
    const row = (await find("jane.citizen@example.com"))!;
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
