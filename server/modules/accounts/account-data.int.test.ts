// Australian Privacy Principles 12 and 13: a customer downloads their data and
// deletes their account; an owner does both on a person's request. Orders stay five years as tax
// records with only their invoice's name and address; everything else of the person goes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { pageRequests, placePaidOrder, signInCustomer } from "../../../tests/support/customer";
import { insertOrder, postJson } from "../../../tests/support/customer-forms";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { insertSubscription } from "../../../tests/support/subscriptions";
import { shopDayKey } from "../../../core/shop-time";
import { ERASED_EMAIL, type PersonalData } from "./account-data";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { CHECKOUT_RATE_LIMIT: "0" } });
});
afterAll(() => s.close());

const count = async (table: "customers" | "contact_messages" | "mail_outbox", column: string, value: string) =>
  Number(
    (
      await s.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where(column as never, "=", value as never)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function shopper(email: string) {
  const cookie = await signInCustomer(s, email);
  const { number } = await placePaidOrder(s, { cookie, email });
  const message = { name: "Pat Privacy", email, subject: "Flavours", message: "Is there a berry flavour coming?" };
  expect((await postJson(`${s.url}/api/contact`, message)).status).toBe(201);
  const ret = {
    orderNumber: number,
    email,
    reason: "ordered-by-mistake",
    description: "Bought two",
    preference: "refund",
  };
  expect((await postJson(`${s.url}/api/returns`, ret)).status).toBe(201);
  return { cookie, number };
}

describe("a customer's own data", () => {
  it("downloads as JSON from the account, never cached, and only when signed in", async () => {
    const email = "pat.download@example.com";
    const { cookie, number } = await shopper(email);
    const pages = pageRequests(s);
    const res = await pages.get("/account/data.json", cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = (await res.json()) as PersonalData;
    // Named for the shop's day of the copy's own time stamp, not the server's UTC day.
    const day = shopDayKey(data.exportedAt, s.ctx.config.shopTimeZone);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="my-data-${day}.json"`);
    expect(data.email).toBe(email);
    expect(data.account?.marketingConsent.given).toBe(false);
    expect(data.account?.signInMethods.emailedCode).toBe(true);
    expect(data.orders.map((o) => o.number)).toEqual([number]);
    expect(data.orders[0]!.shippingAddress).not.toBeNull();
    expect(data.messages.map((m) => m.subject)).toEqual(["Flavours"]);
    expect(data.returnRequests.map((r) => r.orderNumber)).toEqual([number]);

    const anonymous = await pages.get("/account/data.json");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/account/sign-in");
  });

  it("deleting the account keeps the orders' invoice details and removes the rest", async () => {
    const email = "pat.delete@example.com";
    const { cookie, number } = await shopper(email);
    const pages = pageRequests(s);
    const refused = await pages.post("/account/settings", cookie, { intent: "delete" });
    expect(refused.status).toBe(400);
    expect(await count("customers", "email", email)).toBe(1);

    const res = await pages.post("/account/settings", cookie, { intent: "delete", confirm: "yes" });
    expect(res.status).toBe(302);
    expect(await count("customers", "email", email)).toBe(0);
    expect(await count("contact_messages", "email", email)).toBe(0);
    expect(await count("mail_outbox", "to", email)).toBe(0);
    const order = await s.ctx.db
      .selectFrom("orders")
      .selectAll()
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    // A tax record under $1,000: amounts and lines stay, the buyer goes (ADR 0032).
    expect(order).toMatchObject({ email: null, account_id: null, status: "paid", customer_name: null });
    expect(order.shipping_address).toBeNull();
    expect(order.total).toBeGreaterThan(0);
    const ret = await s.ctx.db
      .selectFrom("return_requests")
      .selectAll()
      .where("order_number", "=", number)
      .executeTakeFirstOrThrow();
    expect(ret).toMatchObject({ email: ERASED_EMAIL, description: null });
    // The session went with the account.
    expect((await pages.get("/account", cookie)).status).toBe(302);
  });
});

describe("a subscriber's data", () => {
  it("is in the download, and deleting the account cancels each subscription and clears its details", async () => {
    const email = "sub.delete@example.com";
    const { cookie } = await shopper(email);
    const customer = await s.ctx.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const sub = await insertSubscription(s.ctx.db, { email, customerId: customer.id });
    const pages = pageRequests(s);
    const data = (await (await pages.get("/account/data.json", cookie)).json()) as PersonalData;
    expect(data.subscriptions).toMatchObject([{ number: sub.number, status: "active" }]);

    expect((await pages.post("/account/settings", cookie, { intent: "delete", confirm: "yes" })).status).toBe(302);
    const row = await s.ctx.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("id", "=", sub.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "cancelled",
      email: ERASED_EMAIL,
      customer_name: null,
      shipping_address: null,
      payment_method: null,
      next_charge_on: null,
    });
    // Never charged again: the renewal job reads only active subscriptions.
    expect(row.cancelled_at).toBeTruthy();
  });
});

describe("an owner answering a person's request", () => {
  it("exports and erases by e-mail address, each in the audit log without the address", async () => {
    const email = "guest.request@example.com";
    const { number } = await placePaidOrder(s, { email });
    const owner = { ...(await signInAdmin(s)), "content-type": "application/json" };
    const asked = await fetch(`${s.url}/api/admin/customers/data`, {
      method: "POST",
      headers: owner,
      body: JSON.stringify({ email: email.toUpperCase() }),
    });
    expect(asked.status).toBe(200);
    const data = (await asked.json()) as PersonalData;
    expect(data.account).toBeNull();
    expect(data.orders.map((o) => o.number)).toEqual([number]);

    const unconfirmed = await fetch(`${s.url}/api/admin/customers/erase`, {
      method: "POST",
      headers: owner,
      body: JSON.stringify({ email }),
    });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({
      details: { confirm: "Confirm the erasure: it cannot be undone" },
    });
    expect(
      (await s.ctx.db.selectFrom("orders").select("email").where("number", "=", number).executeTakeFirst())?.email,
    ).toBe(email);

    const erased = await fetch(`${s.url}/api/admin/customers/erase`, {
      method: "POST",
      headers: owner,
      body: JSON.stringify({ email, confirm: true }),
    });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ orders: 1, account: false });
    expect(
      (await s.ctx.db.selectFrom("orders").select("email").where("number", "=", number).executeTakeFirst())?.email,
    ).toBeNull();
    const audit = await s.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "in", ["customer.export", "customer.erase"])
      .orderBy("at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["customer.export", "customer.erase"]);
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it("keeps the buyer's name, and nothing else of them, on an order of $1,000 or more", async () => {
    const email = "big.buyer@example.com";
    await insertOrder(s.ctx.db, { number: "RR-BGBYER", email });
    await s.ctx.db
      .updateTable("orders")
      .set({ total: 120_000, shipping_address: JSON.stringify({ name: "Sam Buyer", line1: "9 High Street" }) })
      .where("number", "=", "RR-BGBYER")
      .execute();
    await s.ctx.services.accounts.data.eraseByStaff(email, { userId: "usr_big", email: "owner@example.com" });
    const order = await s.ctx.db
      .selectFrom("orders")
      .selectAll()
      .where("number", "=", "RR-BGBYER")
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ email: null, customer_name: "Sam Buyer", shipping_address: null, total: 120_000 });
  });

  it("refuses a malformed address, changing nothing", async () => {
    const owner = { ...(await signInAdmin(s)), "content-type": "application/json" };
    const res = await fetch(`${s.url}/api/admin/customers/erase`, {
      method: "POST",
      headers: owner,
      body: JSON.stringify({ email: "not an address", confirm: true }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ details: { email: "Enter the person's e-mail address" } });
  });
});
