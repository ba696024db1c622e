// The owner's Notifications section on the Settings screen, through the real pages: the owner
// turns off the shipping notice and names who gets new-order alerts (saved, audited in words, held
// on this instance at once); a bad address is refused and nothing saved; another role gets 403.
// SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { signInStaffAs } from "../../../tests/support/staff-role";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let owner: Record<string, string>;
let manager: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  owner = await signInAdmin(s);
  manager = await signInStaffAs(s, "manager", "mgr@example.com");
});
afterAll(() => s.close());

const html = async (res: Response) =>
  (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const save = (fields: Record<string, string>, headers: Record<string, string>) =>
  fetch(`${s.url}/admin/settings.data`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ intent: "notifications", ...fields }).toString(),
  });
const stored = () =>
  s.ctx.db.selectFrom("settings").select("value").where("key", "=", "notifications").executeTakeFirst();
const ticks = { "email-subscriptionReminder": "yes", "email-cartReminder": "yes" };

describe("the Notifications section", () => {
  it("shows every customer e-mail on, the ones that always go with why, and each staff alert", async () => {
    const page = await html(await fetch(`${s.url}/admin/settings`, { headers: owner }));
    expect(page).toContain("Notifications");
    expect(page).toMatch(/name="email-shippingNotice"[^>]*checked/);
    expect(page).toContain("Always sent");
    expect(page).toContain("the law requires a tax invoice");
    expect(page).toContain("New order");
    expect(page).toContain("Failed subscription charge");
  });

  it("saves the owner's choice, audited in words, and this instance uses it at once", async () => {
    const res = await save({ ...ticks, "alert-newOrder": "orders@shop.com.au, boss@shop.com.au" }, owner);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Notifications saved");
    const value = JSON.parse((await stored())!.value) as { customerEmails: Record<string, boolean> };
    expect(value.customerEmails).toEqual({ shippingNotice: false, subscriptionReminder: true, cartReminder: true });
    const n = s.ctx.services.settings.notifications;
    expect(n.customerEmailOn("shippingNotice")).toBe(false);
    expect(n.staffRecipients("newOrder")).toEqual(["orders@shop.com.au", "boss@shop.com.au"]);
    expect(n.staffRecipients("lowStock")).toEqual([]);
    const audit = await s.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", "notifications")
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("setting.update");
    const log = await html(await fetch(`${s.url}/admin/audit`, { headers: owner }));
    expect(log).toContain("Notifications");
    const page = await html(await fetch(`${s.url}/admin/settings`, { headers: owner }));
    expect(page).not.toMatch(/name="email-shippingNotice"[^>]*checked/);
    expect(page).toContain("orders@shop.com.au");
  });

  it("refuses an address that is not one, says which, and saves nothing", async () => {
    const before = await stored();
    const res = await save({ ...ticks, "email-shippingNotice": "yes", "alert-lowStock": "stock@shop, x" }, owner);
    expect(res.status).toBe(400);
    // The action's answer is encoded data, in which quotation marks are escaped.
    expect((await res.text()).replaceAll('\\"', '"')).toContain('"stock@shop" is not an e-mail address');
    expect(await stored()).toEqual(before);
    expect(s.ctx.services.settings.notifications.customerEmailOn("shippingNotice")).toBe(false);
  });

  it("refuses another role with 403, page and post, and saves nothing", async () => {
    const before = await stored();
    expect((await fetch(`${s.url}/admin/settings`, { headers: manager, redirect: "manual" })).status).toBe(403);
    const res = await save({ ...ticks, "email-shippingNotice": "yes" }, manager);
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
