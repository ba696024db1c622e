// The owner's Shipping section on the Settings screen, through the real pages: the owner saves
// prices typed in dollars (saved, audited in words, held on this instance at once, shown again in
// dollars); bad input is refused beside its field with nothing saved; another role gets 403.
// SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEntityLabel, auditFieldLabel, auditValueText, type AuditChanges } from "../../../core/audit";
import { SHIPPING_MESSAGES } from "../../../core/shipping";
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
const FORM = {
  "zones.AU.standard.price": "",
  "zones.AU.standard.freeOver": "",
  "zones.AU.express.price": "12.50",
  "zones.AU.express.freeOver": "150",
  "zones.NZ.standard.price": "19.95",
  "zones.NZ.standard.freeOver": "",
  "zones.NZ.express.price": "34.95",
  "zones.NZ.express.freeOver": "",
};
const save = (fields: Record<string, string>, headers: Record<string, string>) =>
  fetch(`${s.url}/admin/settings.data`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ intent: "shipping", ...fields }).toString(),
  });
const stored = () => s.ctx.db.selectFrom("settings").select("value").where("key", "=", "shipping").executeTakeFirst();

describe("the Shipping section", () => {
  it("shows the owner Australia's two options and New Zealand off", async () => {
    const page = await html(await fetch(`${s.url}/admin/settings`, { headers: owner }));
    expect(page).toContain('id="shipping-title"');
    expect(page).toMatch(/name="zones.AU.express.price"[^>]*value="14.95"/);
    expect(page).toMatch(/name="zones.NZ.standard.price"[^>]*value="19.95"/);
    expect(page).toMatch(/name="nzEnabled"/);
    expect(page).not.toMatch(/name="nzEnabled"[^>]*checked/);
  });

  it("saves dollars as cents, audited in words, used at once and shown again in dollars", async () => {
    const res = await save({ ...FORM, nzEnabled: "on" }, owner);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Shipping saved");
    const value = JSON.parse((await stored())!.value) as Record<string, unknown>;
    expect(value).toEqual({
      nzEnabled: true,
      packagingGrams: 150,
      zones: {
        AU: {
          standard: { price: null, freeOver: null, byWeight: null },
          express: { price: 1250, freeOver: 15000, byWeight: null },
        },
        NZ: {
          standard: { price: 1995, freeOver: null, byWeight: null },
          express: { price: 3495, freeOver: null, byWeight: null },
        },
      },
    });
    expect(s.ctx.services.settings.shipping.current().zones.AU.express.price).toBe(1250);

    const audit = await s.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", "shipping")
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("setting.update");
    expect(auditEntityLabel(audit.entity_type, audit.entity_id, {})).toBe("Shipping");
    const changes = JSON.parse(audit.changes) as AuditChanges;
    const lines = Object.entries(changes).map(
      ([field, c]) =>
        `${auditFieldLabel(field)}: ${auditValueText(c.before, field)} → ${auditValueText(c.after, field)}`,
    );
    expect(lines).toContain("Ships to New Zealand: No → Yes");
    expect(lines).toContain("Australia Express price: $14.95 → $12.50");
    expect(lines).toContain("Australia Express free over: — → $150.00");
    expect(lines.join("\n")).not.toContain("{");

    const page = await html(await fetch(`${s.url}/admin/settings`, { headers: owner }));
    expect(page).toMatch(/name="zones.AU.express.price"[^>]*value="12.50"/);
    expect(page).toMatch(/name="zones.AU.express.freeOver"[^>]*value="150.00"/);
    expect(page).toMatch(/name="nzEnabled"[^>]*checked/);

    // Unticked: the box posts nothing, and New Zealand is off again.
    expect((await save(FORM, owner)).status).toBe(200);
    expect(s.ctx.services.settings.shipping.current().nzEnabled).toBe(false);
  });

  it("refuses bad input beside its field, and saves nothing", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ "zones.AU.express.price": "-1" }, "zones.AU.express.price", SHIPPING_MESSAGES.negative("Australia Express")],
      [
        { "zones.AU.standard.freeOver": "100" },
        "zones.AU.standard.freeOver",
        SHIPPING_MESSAGES.freeOverWithoutPrice("Australia Standard"),
      ],
      [
        { "zones.NZ.express.price": "ten dollars" },
        "zones.NZ.express.price",
        SHIPPING_MESSAGES.notMoney("New Zealand Express price"),
      ],
    ];
    for (const [bad, field, message] of cases) {
      const before = await stored();
      const held = s.ctx.services.settings.shipping.current();
      const res = await save({ ...FORM, "zones.AU.express.price": "11.00", ...bad }, owner);
      expect(res.status).toBe(400);
      const body = await res.text();
      expect(body).toContain(field);
      expect(body).toContain(message);
      expect(await stored()).toEqual(before);
      expect(s.ctx.services.settings.shipping.current()).toEqual(held);
    }
  });

  it("refuses another role with 403, and saves nothing", async () => {
    const before = await stored();
    const res = await save({ ...FORM, "zones.AU.express.price": "1.00" }, manager);
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
    expect(s.ctx.services.settings.shipping.current().zones.AU.express.price).toBe(1250);
  });
});
