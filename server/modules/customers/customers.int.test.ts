// The Customers screen's list. Guest orders and an account with one e-mail (any case) are one
// customer; their count, spend and last order follow every payment, refund and erasure; search goes
// by the start of the e-mail or name; keyset pages give each customer exactly once; bad cursors are
// a 400. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { describe, expect, it } from "vitest";
import { encodeCursor } from "../../infra/db/keyset";
import { at, order, account, customersServer, type ListPage } from "../../../tests/support/customers-server";

const { s, get, list, find } = customersServer();

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
