// Deleting an account needs a sign-in within the last 10 minutes (a session a subscription e-mail's
// link opened is not one), says beforehand which subscriptions it cancels and when each would next
// have charged, records the cancellation on each subscription's timeline, confirms afterwards, and
// the admin then shows an erased customer as such.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { pageRequests, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { insertSubscription } from "../../../tests/support/subscriptions";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { hashSessionId } from "../auth/auth.service";
import { DELETE_NEEDS_RECENT_SIGN_IN } from "./account-data";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());

const customerId = async (email: string) =>
  (await s.ctx.db.selectFrom("customers").select("id").where("email", "=", email).executeTakeFirst())?.id;
const html = (text: string) => text.replaceAll("&#x27;", "'");

describe("deleting an account", () => {
  it("needs a sign-in within the last 10 minutes, and deletes nothing otherwise", async () => {
    const email = "stale.delete@example.com";
    const cookie = await signInCustomer(s, email);
    await s.ctx.db
      .updateTable("customer_sessions")
      .set({ created_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
      .where("id_hash", "=", hashSessionId(cookie.split("=")[1]!))
      .execute();
    const pages = pageRequests(s);
    const page = html(await pages.text(await pages.get("/account/settings", cookie)));
    expect(page).toContain(DELETE_NEEDS_RECENT_SIGN_IN);
    const res = await pages.post("/account/settings", cookie, { intent: "delete", confirm: "yes" });
    expect(res.status).toBe(403);
    expect(html(await pages.text(res))).toContain(DELETE_NEEDS_RECENT_SIGN_IN);
    expect(await customerId(email)).toBeDefined();
  });

  it("is not allowed from a session a subscription e-mail's link opened", async () => {
    const email = "link.delete@example.com";
    const sub = await insertSubscription(s.ctx.db, { email });
    const link = await s.ctx.services.subscriptions.links.create(s.ctx.db, {
      subscriptionId: sub.id,
      customerId: sub.customerId,
      purpose: "manage",
    });
    const used = await s.ctx.services.subscriptions.links.use(link.split("/").pop()!);
    const cookie = used!.setCookie.split(";")[0]!;
    const res = await pageRequests(s).post("/account/settings", cookie, { intent: "delete", confirm: "yes" });
    expect(res.status).toBe(403);
    expect(await customerId(email)).toBeDefined();
    const row = await s.ctx.db
      .selectFrom("subscriptions")
      .select("status")
      .where("id", "=", sub.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("active");
  });

  it("names each subscription it cancels, records it on the timeline, and confirms afterwards", async () => {
    const email = "subscriber.delete@example.com";
    const cookie = await signInCustomer(s, email);
    const sub = await insertSubscription(s.ctx.db, {
      email,
      customerId: await customerId(email),
      nextChargeOn: "2027-01-09",
      lines: [{ productId: "dynamic-duo", flavor: "Orange Crush", quantity: 1 }],
    });
    const pages = pageRequests(s);
    const page = html(await pages.text(await pages.get("/account/settings", cookie)));
    expect(page).toContain(
      "Your subscription to Dynamic Duo Recovery, next charged on 9 January 2027, will be cancelled",
    );

    const res = await pages.post("/account/settings", cookie, { intent: "delete", confirm: "yes" });
    expect(res.status).toBe(302);
    const after = res.headers.get("location")!;
    expect(after).toBe("/account/deleted?cancelled=1");
    const done = await pages.text(await pages.get(after));
    expect(done).toContain("Your account has been deleted");
    expect(done).toContain("cancelled your subscription");

    const events = await s.ctx.db
      .selectFrom("subscription_events")
      .select(["type", "message", "actor"])
      .where("subscription_id", "=", sub.id)
      .execute();
    expect(events).toContainEqual({
      type: "cancelled",
      message: "Cancelled because the customer deleted their account",
      actor: "customer",
    });

    const admin = (await signInAdmin(s)).cookie!;
    for (const path of ["/admin/subscriptions", `/admin/subscriptions/${sub.number}`]) {
      // What the page shows: its text without the scripts that carry the loader's data.
      const text = (await pages.text(await pages.get(path, admin))).replace(/<script[\s\S]*?<\/script>/g, "");
      expect(text, path).toContain("Erased customer");
      expect(text, path).not.toContain("erased@invalid");
    }
  });

  it("without confirming changes nothing and says why in one sentence", async () => {
    const email = "unticked.delete@example.com";
    const cookie = await signInCustomer(s, email);
    const res = await pageRequests(s).post("/account/settings", cookie, { intent: "delete" });
    expect(res.status).toBe(400);
    expect(html(await pageRequests(s).text(res))).toContain(
      "Tick the box to confirm that you want to delete your account.",
    );
    expect(await customerId(email)).toBeDefined();
  });
});
