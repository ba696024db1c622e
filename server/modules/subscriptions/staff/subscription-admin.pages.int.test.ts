// The staff side of subscriptions through the real server: the Subscriptions screen's
// keyset list and status filter, a subscription's timeline and orders, staff changes on the
// customer's behalf (timeline, audit log, e-mail), and the orders CSV marking renewals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../../tests/support/admin";
import { FORM, form } from "../../../../tests/support/customer";
import { pageAppOptions } from "../../../../tests/support/page-build";
import { insertOffer, insertSubscription } from "../../../../tests/support/subscriptions";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";

let s: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  admin = await signInAdmin(s);
  await insertOffer(s.ctx.db, "one-and-done");
});
afterAll(() => s.close());

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const get = (path: string) => fetch(`${s.url}${path}`, { headers: admin, redirect: "manual" });
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${s.url}${path}`, { method: "POST", headers: { ...admin, ...FORM }, body: form(fields), redirect: "manual" });

describe("the Subscriptions screen", () => {
  it("lists newest first a page at a time, each subscription once, filtered by status", async () => {
    const made: string[] = [];
    for (let i = 0; i < 120; i++) {
      const status = i % 4 === 0 ? "paused" : i % 10 === 1 ? "cancelled" : "active";
      const sub = await insertSubscription(s.ctx.db, {
        status,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))).toISOString(),
      });
      made.push(sub.number);
    }
    const walk = async (filter: string) => {
      const seen: string[] = [];
      let html = await text(await get(`/admin/subscriptions${filter}`));
      for (;;) {
        seen.push(...[...html.matchAll(/href="\/admin\/subscriptions\/(S\d{6})"/g)].map((m) => m[1]!));
        const older = /href="\/admin\/subscriptions\?([^"]*after=[^"]+)"/.exec(html);
        if (!older) return seen;
        html = await text(await get(`/admin/subscriptions?${older[1]!.replaceAll("&amp;", "&")}`));
      }
    };
    const all = await walk("");
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...made].sort());
    const paused = await walk("?status=paused");
    expect(paused).toHaveLength(30);
    expect(all.filter((n) => paused.includes(n))).toEqual(paused);
    const html = await text(await get("/admin/subscriptions?status=active"));
    expect(html).toContain("Active (");
    expect(html).toContain("$54.94");
    expect(html).toContain("@example.com");
  });

  it("refuses an unknown status or a damaged cursor with a clear message", async () => {
    const bad = await get("/admin/subscriptions?status=lapsed");
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain("Filter by active, paused, past_due or cancelled");
    const damaged = await get("/admin/subscriptions?after=not-a-cursor");
    expect(damaged.status).toBe(400);
  });

  it("shows how subscriptions are going for a chosen period, with the reasons for cancelling", async () => {
    const sub = await insertSubscription(s.ctx.db, {
      status: "cancelled",
      createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      cancelledAt: new Date(Date.now() - 60_000).toISOString(),
      cancelReason: "Found a <b>cheaper</b> one",
    });
    expect(sub.number).toMatch(/^S\d{6}$/);
    const html = await text(await get("/admin/subscriptions?range=last-90-days"));
    expect(html).toContain("How subscriptions are going");
    expect(html).toMatch(/aria-current="true"[^>]*>Last 90 days</);
    expect(html).toContain('href="/admin/subscriptions?range=last-month"');
    expect(html).toMatch(/data-testid="report-churn">[\d.]+%</);
    // A customer's words are shown as text, never as markup.
    expect(html).toContain("Found a &lt;b&gt;cheaper&lt;/b&gt; one");
    const bad = await get("/admin/subscriptions?range=forever");
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain("Choose this month, last month, the last 90 days or this year");
  });
});

describe("a subscription's page", () => {
  it("shows its timeline and its orders, first order and renewals", async () => {
    const sub = await insertSubscription(s.ctx.db, { nextChargeOn: "2030-01-15" });
    const first = await s.ctx.db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", sub.firstOrderId)
      .executeTakeFirstOrThrow();
    await s.ctx.db
      .insertInto("orders")
      .values({
        ...first,
        id: `${first.id}r3`,
        number: `${first.number}R3`,
        renewal_cycle: 3,
        created_at: "2030-01-01T00:00:00.000Z",
      })
      .execute();
    await s.ctx.services.subscriptions.skip({ customerId: sub.customerId }, sub.number);
    const html = await text(await get(`/admin/subscriptions/${sub.number}`));
    expect(html).toContain(`Subscription ${sub.number}`);
    expect(html).toContain("Skipped the delivery of Tuesday 15 January 2030");
    expect(html).toContain("Customer");
    expect(html).toContain("First order");
    expect(html).toContain("Renewal 3");
    expect((await get("/admin/subscriptions/S000000")).status).toBe(404);
  });

  it("lets staff skip, pause, move and cancel on the customer's behalf: timeline, audit log and e-mail", async () => {
    const sub = await insertSubscription(s.ctx.db, { nextChargeOn: "2030-01-15" });
    const path = `/admin/subscriptions/${sub.number}`;
    expect(await text(await post(path, { intent: "skip" }))).toContain(
      "Next delivery skipped; the customer has been e-mailed",
    );
    expect(await text(await post(path, { intent: "move", day: "2030-02-20" }))).toContain("Next charge moved");
    const refused = await post(path, { intent: "pause", cycles: "9" });
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain("A pause is 1 to 3 deliveries");
    expect(await text(await post(path, { intent: "pause", cycles: "2" }))).toContain("Subscription paused");
    expect(await text(await post(path, { intent: "cancel", reason: "Asked by phone" }))).toContain(
      "Subscription cancelled",
    );
    const events = await s.ctx.db
      .selectFrom("subscription_events")
      .select(["type", "actor"])
      .where("subscription_id", "=", sub.id)
      .orderBy("id")
      .execute();
    expect(events).toEqual(
      ["skipped", "moved", "paused", "cancelled"].map((type) => ({ type, actor: "staff:staff@example.com" })),
    );
    const audit = await s.ctx.db
      .selectFrom("audit_log")
      .select(["action", "actor_email"])
      .where("entity_type", "=", "subscription")
      .where("entity_id", "=", sub.number)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(
      ["subscription.cancelled", "subscription.moved", "subscription.paused", "subscription.skipped"].sort(),
    );
    const mails = await s.ctx.db.selectFrom("mail_outbox").select("subject").where("to", "=", sub.email).execute();
    expect(mails).toHaveLength(4);
  });

  it("lets staff change items and frequency, e-mailing the customer only when asked to", async () => {
    const sub = await insertSubscription(s.ctx.db, { nextChargeOn: "2030-01-15" });
    const path = `/admin/subscriptions/${sub.number}`;
    const page = await text(await get(path));
    expect(page).toContain("Change items");
    expect(page).toContain("E-mail the customer about this change");

    // The box unticked: the hidden "no" is all the form sends.
    const quiet = await post(path, { intent: "frequency", weeks: "6", notify: "no" });
    expect(await text(quiet)).toContain("Frequency changed; the customer was not e-mailed");
    const refused = await post(path, { intent: "frequency", weeks: "5", notify: "no" });
    expect(refused.status).toBe(400);

    const body = new URLSearchParams([
      ["intent", "lines"],
      ["lines", "1"],
      ["flavor-0-0", "Lemon Squash"],
      ["quantity-0", "2"],
      ["notify", "no"],
      ["notify", "yes"],
    ]);
    const told = await fetch(`${s.url}${path}`, {
      method: "POST",
      headers: { ...admin, ...FORM },
      body,
      redirect: "manual",
    });
    expect(await text(told)).toContain("Items changed; the customer has been e-mailed");

    const row = await s.ctx.db
      .selectFrom("subscriptions")
      .select(["frequency_weeks", "lines"])
      .where("id", "=", sub.id)
      .executeTakeFirstOrThrow();
    expect(row.frequency_weeks).toBe(6);
    expect(JSON.parse(row.lines)).toEqual([{ productId: "one-and-done", flavor: "Lemon Squash", quantity: 2 }]);
    const mails = await s.ctx.db.selectFrom("mail_outbox").select("subject").where("to", "=", sub.email).execute();
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining("Subscription items changed")]);
    const audit = await s.ctx.db
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("entity_id", "=", sub.number)
      .orderBy("at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["subscription.frequency", "subscription.lines"]);
    expect(audit[0]!.summary).toContain("(customer not e-mailed)");
    expect(audit[1]!.summary).not.toContain("not e-mailed");
  });
});

describe("the orders CSV", () => {
  it("marks a subscription's first order and its renewals", async () => {
    const sub = await insertSubscription(s.ctx.db);
    const first = await s.ctx.db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", sub.firstOrderId)
      .executeTakeFirstOrThrow();
    await s.ctx.db
      .insertInto("orders")
      .values([
        { ...first, id: `${first.id}x2`, number: `${first.number}X2`, renewal_cycle: 2 },
        { ...first, id: `${first.id}x0`, number: `${first.number}X0`, subscription_id: null, renewal_cycle: null },
      ])
      .execute();
    const res = await fetch(`${s.url}/api/admin/orders/export.csv?q=${encodeURIComponent(sub.email)}`, {
      headers: admin,
    });
    const [header, ...rows] = (await res.text())
      .trim()
      .split("\r\n")
      .map((l) => l.slice(1, -1).split('","'));
    const col = header!.indexOf("Subscription");
    expect(col).toBeGreaterThan(0);
    const byNumber = Object.fromEntries(rows.filter((r) => r[0]!.startsWith(first.number)).map((r) => [r[0], r[col]]));
    expect(byNumber).toEqual({
      [first.number]: "First order",
      [`${first.number}X2`]: "Renewal 2",
      [`${first.number}X0`]: "",
    });
  });
});
