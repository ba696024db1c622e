// An order's screen links to the subscription it started or renews, so staff answering "why was I
// charged?" reach the schedule in one click; an ordinary order shows no such link.
import { afterAll, beforeAll, expect, it } from "vitest";
import { signInAdmin } from "../../../../tests/support/admin";
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

const page = async (number: string) =>
  (await (await fetch(`${s.url}/admin/orders/${number}`, { headers: admin })).text()).replaceAll("<!-- -->", "");

it("links a renewal and a first order to their subscription, and an ordinary order to none", async () => {
  const sub = await insertSubscription(s.ctx.db, { nextChargeOn: "2030-01-15" });
  await s.ctx.db.updateTable("orders").set({ number: "RR-FRST22" }).where("id", "=", sub.firstOrderId).execute();
  const first = await s.ctx.db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", sub.firstOrderId)
    .executeTakeFirstOrThrow();
  await s.ctx.db
    .insertInto("orders")
    .values({ ...first, id: `${first.id}r2`, number: "RR-RNWL22", renewal_cycle: 2 })
    .execute();
  await s.ctx.db
    .insertInto("orders")
    .values({ ...first, id: `${first.id}x`, number: "RR-PLAN22", subscription_id: null })
    .execute();

  const link = `href="/admin/subscriptions/${sub.number}"`;
  const renewal = await page("RR-RNWL22");
  expect(renewal).toContain(link);
  expect(renewal).toContain(`Renewal 2 of subscription ${sub.number}`);
  const started = await page("RR-FRST22");
  expect(started).toContain(link);
  expect(started).toContain(`Started subscription ${sub.number}`);
  expect(await page("RR-PLAN22")).not.toContain("/admin/subscriptions/S");
});
