// The Subscriptions screen's search: by the start of the subscription number, the e-mail or the
// customer's name, with the keyset pages and the status filter still working, and every search
// served by an index (SQLite's EXPLAIN QUERY PLAN; PostgreSQL's EXPLAIN with scans priced out).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryPlan } from "../../../../tests/support/query-plan";
import { signInAdmin } from "../../../../tests/support/admin";
import { pageAppOptions } from "../../../../tests/support/page-build";
import { insertOffer, insertSubscription, type FixtureSubscription } from "../../../../tests/support/subscriptions";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { isPostgres } from "../../../infra/db/dialect";
import { subscriptionPageQuery } from "../subscription.repository";

let s: TestServer;
let admin: Record<string, string>;
let ada: FixtureSubscription;
let adaPaused: FixtureSubscription;
let bob: FixtureSubscription;

beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  admin = await signInAdmin(s);
  await insertOffer(s.ctx.db, "one-and-done");
  for (let i = 0; i < 60; i++) {
    await insertSubscription(s.ctx.db, {
      email: `filler${i}@example.com`,
      customerName: `Filler Person ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    });
  }
  ada = await insertSubscription(s.ctx.db, { email: "ada.lovelace@example.com", customerName: "Ada Lovelace" });
  adaPaused = await insertSubscription(s.ctx.db, {
    email: "countess@example.org",
    customerName: "Ada Byron",
    status: "paused",
  });
  bob = await insertSubscription(s.ctx.db, { email: "bob@example.net", customerName: null });
}, 60_000);
afterAll(() => s.close());

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const get = (path: string) => fetch(`${s.url}${path}`, { headers: admin, redirect: "manual" });
const numbers = (html: string) => [...html.matchAll(/href="\/admin\/subscriptions\/(S\d{6})"/g)].map((m) => m[1]!);

describe("searching the Subscriptions screen", () => {
  it("finds subscriptions by the start of the name, the e-mail or the number, in any case", async () => {
    expect(numbers(await text(await get("/admin/subscriptions?q=ada")))).toEqual([adaPaused.number, ada.number]);
    expect(numbers(await text(await get("/admin/subscriptions?q=LOVE")))).toEqual([]);
    expect(numbers(await text(await get("/admin/subscriptions?q=Ada%20L")))).toEqual([ada.number]);
    expect(numbers(await text(await get("/admin/subscriptions?q=COUNTESS@")))).toEqual([adaPaused.number]);
    expect(numbers(await text(await get(`/admin/subscriptions?q=${bob.number.toLowerCase()}`)))).toEqual([bob.number]);
    const html = await text(await get("/admin/subscriptions?q=nobody-by-this-name"));
    expect(numbers(html)).toEqual([]);
    expect(html).toContain("No subscriptions match");
  });

  it("shows the customer's name beside the e-mail, under column headers", async () => {
    const html = await text(await get("/admin/subscriptions?q=ada"));
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain("ada.lovelace@example.com");
    for (const header of ["Subscription", "Customer", "Status", "Next charge", "Each delivery"]) {
      expect(html).toMatch(new RegExp(`<th[^>]*scope="col"[^>]*>${header}</th>`));
    }
  });

  it("keeps the status filter and the pages with a search", async () => {
    expect(numbers(await text(await get("/admin/subscriptions?q=ada&status=paused")))).toEqual([adaPaused.number]);
    const first = await text(await get("/admin/subscriptions?q=filler"));
    expect(numbers(first)).toHaveLength(50);
    const older = /href="\/admin\/subscriptions\?([^"]*after=[^"]+)"/.exec(first);
    expect(older?.[1]).toContain("q=filler");
    const second = await text(await get(`/admin/subscriptions?${older![1]!.replaceAll("&amp;", "&")}`));
    expect(numbers(second)).toHaveLength(10);
    expect(new Set([...numbers(first), ...numbers(second)]).size).toBe(60);
  });

  it("refuses a search too long to be a name with one clear sentence", async () => {
    const res = await get(`/admin/subscriptions?q=${"a".repeat(101)}`);
    expect(res.status).toBe(400);
    expect(await text(res)).toContain("Search with at most 100 characters");
  });
});

const noScan = (p: string) => expect(p).not.toMatch(/SCAN subscriptions$|Seq Scan on subscriptions/m);

describe("the search's query plan", () => {
  it("reads a search's page through the number, e-mail and name indexes, never every subscription", async () => {
    if (isPostgres(s.ctx.db)) await sql`analyze subscriptions`.execute(s.ctx.db);
    const from = { key: "2026-01-01T00:30:00.000Z", id: "sub_x" };
    for (const page of [{ limit: 50 }, { limit: 50, after: from }]) {
      const p = await queryPlan(
        s.ctx.db,
        subscriptionPageQuery(s.ctx.db, { status: null, q: "s9001" }, page).compile(),
        { sorts: true },
      );
      // SQLite may take the number's unique index instead: it serves the range as well.
      expect(p).toMatch(/subscriptions_number_search|sqlite_autoindex_subscriptions/);
      expect(p).toContain("subscriptions_email_search");
      expect(p).toContain("subscriptions_name_search");
      noScan(p);
      // With a status too, PostgreSQL may go in by the status when it knows it to be rare: still an index.
      noScan(
        await queryPlan(s.ctx.db, subscriptionPageQuery(s.ctx.db, { status: "paused", q: "s9001" }, page).compile(), {
          sorts: true,
        }),
      );
    }
  });
});
