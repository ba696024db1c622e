// Erasing a customer reaches every copy of them: one customer is seeded into every table that can
// hold their data (through the real services where there is one), erased, and then every text
// column of every table, read from the database's own catalogue so a table added later is scanned
// too, is searched for their e-mail, name, phone and street address. The server's log never held them.
import { PostgresAdapter, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM, form, signInCustomer } from "../../../tests/support/customer";
import { postJson } from "../../../tests/support/customer-forms";
import { pageAppOptions } from "../../../tests/support/page-build";
import { GOOD_PAYMENT_FORM } from "../../../tests/support/payment-form";
import { insertSubscription } from "../../../tests/support/subscriptions";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import type { Db } from "../../infra/db/client";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { CHECKOUT_RATE_LIMIT: "0" } });
});
afterAll(() => s.close());

const EMAIL = "zelvina.quillfeather@example.com";
const FIRST = "Zelvina";
const NAME = "Zelvina Quillfeather";
const PHONE = "0400 987 654";
const STREET = "17 Forgetful Lane";
const NEEDLES = [EMAIL, NAME, FIRST, PHONE, STREET];
const ADDRESS = { name: NAME, line1: STREET, line2: "", suburb: "Mnemosyne", state: "VIC", postcode: "3999" };
const OWNER = { userId: "usr_scan", email: "owner.scan@example.com" };

/** Every table and its text columns, from the catalogue of whichever database runs. */
async function textColumns(db: Db): Promise<{ table: string; column: string }[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(
      db,
    );
    return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const out: { table: string; column: string }[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{
      name: string;
      type: string;
    }>`select name, type from pragma_table_info(${name})`.execute(db);
    for (const c of rows)
      if (c.type === "" || /TEXT|CHAR|CLOB|JSON/i.test(c.type)) out.push({ table: name, column: c.name });
  }
  return out;
}

/** "table.column: needle" for every text column still holding one of the needles. */
async function scan(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(db)) {
    for (const needle of NEEDLES) {
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(table)}
        where lower(cast(${sql.ref(column)} as text)) like ${`%${needle.toLowerCase()}%`}`.execute(db);
      if (Number(rows[0]!.n) > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

/** Checks out and pays on the test page as the signed-in customer, with their own address. */
async function paidOrder(cookie: string): Promise<string> {
  const res = await fetch(`${s.url}/api/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: s.url },
    body: JSON.stringify({ cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }] }),
  });
  expect(res.status).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
  const paid = await fetch(`${s.url}/pay/${sessionId}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...FORM, origin: s.url },
    body: form({ ...GOOD_PAYMENT_FORM, ...ADDRESS, email: EMAIL, cardName: NAME }),
  });
  expect(paid.status).toBe(302);
  return (await s.ctx.services.orders.findOrderBySession(sessionId))!.id;
}

async function seedEverywhere(): Promise<void> {
  const { db, services } = s.ctx;
  // Account, session, sign-in code, the sign-in e-mail, a sign-in rate-limit window.
  const cookie = await signInCustomer(s, EMAIL);
  const customerId = (
    await db.selectFrom("customers").select("id").where("email", "=", EMAIL).executeTakeFirstOrThrow()
  ).id;
  await services.accounts.setMarketingConsent(customerId, true, "account-settings");
  await services.accounts.saveAddress(customerId, ADDRESS);
  await db
    .insertInto("customer_passkeys")
    .values({
      id: "cred-scan",
      customer_id: customerId,
      public_key: "pk",
      counter: 0,
      transports: null,
      name: `${FIRST}'s phone`,
      created_at: new Date().toISOString(),
      last_used_at: null,
    })
    .execute();
  // An order: its row, timeline ("tax invoice e-mailed to …"), invoice e-mail, the customers summary.
  const orderId = await paidOrder(cookie);
  await db
    .insertInto("promotion_uses")
    .values({ order_id: orderId, code: "SCAN10", email: EMAIL, discount: 0, total: 100, used_at: "2026-01-01" })
    .execute();
  // The payment page kept their e-mail as the checkout's contact (checkout_contacts).
  const number = (await db.selectFrom("orders").select("number").where("id", "=", orderId).executeTakeFirstOrThrow())
    .number;
  // A contact message (and the support copy in the outbox) and a return request.
  const message = { name: NAME, email: EMAIL, subject: "Delivery", message: `Call me on ${PHONE}, ${FIRST}` };
  expect((await postJson(`${s.url}/api/contact`, message)).status).toBe(201);
  const ret = {
    orderNumber: number,
    email: EMAIL,
    reason: "ordered-by-mistake",
    description: `${NAME} here`,
    preference: "refund",
  };
  expect((await postJson(`${s.url}/api/returns`, ret)).status).toBe(201);
  // Some e-mail already sent.
  await db.updateTable("mail_outbox").set({ status: "sent", sent_at: "2026-01-01" }).where("to", "=", EMAIL).execute();
  // A review, and staff's reply to it (in the audit log too).
  await db
    .insertInto("reviews")
    .values({
      id: "rev-scan",
      product_id: "one-and-done",
      customer_id: customerId,
      order_id: orderId,
      rating: 5,
      title: "Great",
      body: `Tastes good, ${FIRST}`,
      first_name: FIRST,
      status: "pending",
      reply: null,
      reply_at: null,
      created_at: "2026-01-01",
      updated_at: "2026-01-01",
    })
    .execute();
  await services.reviews.moderate(OWNER, "rev-scan", { status: "approved", reply: `Thanks ${FIRST}!` });
  // A staff note on the customer (its before and after text land in the audit log).
  const summary = await db
    .selectFrom("customer_summaries")
    .select("id")
    .where("email", "=", EMAIL)
    .executeTakeFirstOrThrow();
  await services.customers.setNote(summary.id, { note: `${FIRST} phoned from ${PHONE}` }, OWNER);
  // A back-in-stock request, a subscription with its timeline, analytics rows.
  await db
    .insertInto("back_in_stock_requests")
    .values({
      flavor_key: "orange-crush",
      email: EMAIL,
      flavor: "Orange Crush",
      created_at: "2026-01-01",
      confirmed_at: null,
    })
    .execute();
  // Marketing consent asked for the address at a checkout, waiting for its owner's confirmation.
  await db
    .insertInto("consent_requests")
    .values({ id: "cr-scan", email: EMAIL, source: "checkout", requested_at: "2026-01-01", confirmed_at: null })
    .execute();
  const sub = await insertSubscription(db, { email: EMAIL, customerId });
  await db
    .updateTable("subscriptions")
    .set({ customer_name: NAME, shipping_address: JSON.stringify(ADDRESS) })
    .where("id", "=", sub.id)
    .execute();
  await db
    .insertInto("subscription_events")
    .values({
      id: "sev-scan",
      subscription_id: sub.id,
      type: "address",
      message: `Delivery address changed to ${STREET}`,
      actor: "customer",
      data: JSON.stringify({ address: ADDRESS }),
      created_at: "2026-01-01",
    })
    .execute();
  await db
    .updateTable("orders")
    .set({ customer_name: NAME, shipping_address: JSON.stringify(ADDRESS) })
    .where("id", "=", sub.firstOrderId)
    .execute();
  await db
    .insertInto("analytics_events")
    .values({
      day: "2026-01-01",
      kind: "pageview",
      visitor: "v-scan",
      path: `/account/${EMAIL}`,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      product_id: null,
      flavor: null,
    })
    .execute();
  await db
    .insertInto("analytics_daily")
    .values({ day: "2026-01-01", kind: "pageview", dim: "path", value: `/account/${EMAIL}`, events: 1, visitors: 1 })
    .execute();
}

describe("erasing a customer", () => {
  it("leaves their e-mail, name, phone and address in no text column of any table", async () => {
    await seedEverywhere();
    // Every needle is somewhere before, so the scan can see them.
    const before = await scan(s.ctx.db);
    for (const needle of NEEDLES)
      expect(
        before.some((f) => f.endsWith(`: ${needle}`)),
        needle,
      ).toBe(true);

    await s.ctx.services.accounts.data.eraseByStaff(EMAIL, OWNER);
    expect(await scan(s.ctx.db)).toEqual([]);
    // The fact of each staff change stays in the audit log, without its personal text.
    const audit = await s.ctx.db.selectFrom("audit_log").select("action").execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["customer.note", "review.moderate", "customer.erase"]),
    );
  });

  it("never wrote their e-mail or name to the server's log", () => {
    const log = JSON.stringify(s.ctx.logs).toLowerCase();
    for (const needle of [EMAIL, NAME]) expect(log, needle).not.toContain(needle.toLowerCase());
  });
});
