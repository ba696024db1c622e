// The owner's Payment methods section on the Settings screen, through the real pages: the owner
// turns Afterpay on (saved, audited, held on this instance at once); a bad value is refused and
// nothing saved; another role is refused with 403. SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AFTERPAY_NOTE } from "../../../core/payment-methods";
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

const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
const save = (fields: Record<string, string>, headers: Record<string, string>) =>
  fetch(`${s.url}/admin/settings.data`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ intent: "payment-methods", ...fields }).toString(),
  });
const stored = () =>
  s.ctx.db.selectFrom("settings").select("value").where("key", "=", "payment_methods").executeTakeFirst();

describe("the Payment methods section", () => {
  it("shows the owner cards always on and Afterpay off, with its limits and why subscriptions keep to cards", async () => {
    const page = await html(await fetch(`${s.url}/admin/settings`, { headers: owner }));
    expect(page).toContain("Payment methods");
    expect(page).toContain("Cards, Apple Pay and Google Pay");
    expect(page).toContain(AFTERPAY_NOTE);
    expect(page).not.toMatch(/name="afterpay"[^>]*checked/);
  });

  it("saves the owner's choice, audited, and checkout reads it at once", async () => {
    const res = await save({ afterpay: "yes" }, owner);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Payment methods saved");
    expect(JSON.parse((await stored())!.value)).toEqual({ afterpay: true });
    expect(s.ctx.services.settings.paymentMethods.current()).toEqual({ afterpay: true });
    const audit = await s.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", "payment_methods")
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("setting.update");
    const page = await html(await fetch(`${s.url}/admin/settings`, { headers: owner }));
    expect(page).toMatch(/name="afterpay"[^>]*checked/);

    // Unticked: the box posts nothing, and Afterpay is off again.
    expect((await save({}, owner)).status).toBe(200);
    expect(s.ctx.services.settings.paymentMethods.current()).toEqual({ afterpay: false });
  });

  it("refuses a value that is not a tick, and saves nothing", async () => {
    const before = await stored();
    const res = await save({ afterpay: "maybe" }, owner);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Choose which payment methods to offer");
    expect(await stored()).toEqual(before);
  });

  it("refuses another role with 403, and saves nothing", async () => {
    const before = await stored();
    const res = await save({ afterpay: "yes" }, manager);
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
    expect(s.ctx.services.settings.paymentMethods.current()).toEqual({ afterpay: false });
  });
});
