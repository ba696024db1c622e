// The owner's business details screen and the Overview's first-run checklist, through the real
// pages: the owner saves; each bad input is refused with its message and nothing saved; another
// role is refused with 403; the checklist's ABN item goes once the ABN is saved, and other roles
// never see the checklist. SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ABN_MESSAGES } from "../../../core/store-details";
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

const GOOD = {
  legalName: "Rebound Recovery Pty Ltd",
  tradingName: "Rebound",
  abn: "51 824 753 556",
  gstRegistered: "yes",
  address: "1 Example St, Perth WA 6000",
  supportEmail: "help@example.com",
  supportPhone: "08 9000 0000",
};
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const get = (path: string, headers: Record<string, string>) => fetch(`${s.url}${path}`, { headers });
// As the screen's fetcher posts it (the route's action, answered as data).
const save = (fields: Record<string, string>, headers: Record<string, string>, path = "/admin/settings.data") =>
  fetch(`${s.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const stored = () =>
  s.ctx.db.selectFrom("settings").select("value").where("key", "=", "store_details").executeTakeFirst();

describe("the business details screen", () => {
  it("shows the owner the details the shop started with", async () => {
    const res = await get("/admin/settings", owner);
    expect(res.status).toBe(200);
    const page = await html(res);
    expect(page).toContain("Business details");
    expect(page).toContain('value="Rebound Pty Ltd"');
    expect(page).toContain("No ABN yet: tax invoices show a placeholder until you add it.");
  });

  it("refuses each bad input with its message, and saves nothing", async () => {
    const before = await stored();
    const cases: [Record<string, string>, string][] = [
      [{ ...GOOD, abn: "51 824 753 557" }, ABN_MESSAGES.checksum],
      [{ ...GOOD, abn: "00 000 000 000" }, ABN_MESSAGES.placeholder],
      [{ ...GOOD, legalName: "" }, "Enter the business's legal name"],
      [{ ...GOOD, supportEmail: "help at example" }, "Enter an e-mail address such as help@example.com"],
    ];
    for (const [fields, message] of cases) {
      const res = await save(fields, owner);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it("refuses another role with 403 and a clear message, and saves nothing", async () => {
    const before = await stored();
    const data = await save(GOOD, manager);
    expect(data.status).toBe(403);
    expect(await data.text()).toContain("Your role does not allow this");
    const page = await save(GOOD, manager, "/admin/settings");
    expect(page.status).toBe(403);
    expect(await html(page)).toContain("Your role (Manager) does not include this screen");
    expect((await get("/admin/settings", manager)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe("the Overview's first-run checklist", () => {
  it("asks the owner for the ABN until it is saved, then that item is gone", async () => {
    const before = await html(await get("/admin", owner));
    expect(before).toContain("Before you take real orders");
    expect(before).toContain("Add your ABN so tax invoices are valid");
    expect(before).toContain('href="/admin/settings#abn"');

    const res = await save(GOOD, owner);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Business details saved");
    expect((await s.ctx.services.settings.storeDetails.current()).abn).toBe("51 824 753 556");

    const after = await html(await get("/admin", owner));
    expect(after).not.toContain("Add your ABN so tax invoices are valid");
    expect(after).not.toContain("Check your business details");
    // The test shop has test payments and no SMTP: those items stay until the server is set up.
    expect(after).toContain("Connect Stripe with a live key");
  });

  it("is not shown to other roles, who cannot fix it", async () => {
    const page = await html(await get("/admin", manager));
    expect(page).not.toContain("Before you take real orders");
  });
});
