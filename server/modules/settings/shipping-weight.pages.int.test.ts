// Settings → Shipping with an option priced by weight, through the real pages: the owner's bands
// and packaging are saved in cents and grams, audited in words and shown again; a missing band,
// a price below zero, bands that go down and packaging that is not whole grams are each refused
// beside their field with nothing saved. SQLite, and PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditFieldLabel, auditValueText, type AuditChanges } from "../../../core/audit";
import { signInAdmin } from "../../../tests/support/admin";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let owner: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  owner = await signInAdmin(s);
});
afterAll(() => s.close());

const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
const FORM = {
  packagingGrams: "200",
  "zones.AU.standard.price": "",
  "zones.AU.standard.freeOver": "",
  "zones.AU.standard.rate": "flat",
  "zones.AU.express.price": "14.95",
  "zones.AU.express.freeOver": "150",
  "zones.AU.express.rate": "weight",
  "zones.AU.express.bands.0": "9",
  "zones.AU.express.bands.1": "12",
  "zones.AU.express.bands.2": "18",
  "zones.AU.express.bands.3": "25",
  "zones.AU.express.perKg": "4",
  "zones.NZ.standard.price": "19.95",
  "zones.NZ.standard.freeOver": "",
  "zones.NZ.express.price": "34.95",
  "zones.NZ.express.freeOver": "",
};
const save = (fields: Record<string, string>) =>
  fetch(`${s.url}/admin/settings.data`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...owner },
    body: new URLSearchParams({ intent: "shipping", ...fields }).toString(),
  });
const stored = () => s.ctx.db.selectFrom("settings").select("value").where("key", "=", "shipping").executeTakeFirst();

describe("shipping priced by weight in Settings", () => {
  it("saves the bands in cents and the packaging in grams, audited in words and shown again", async () => {
    const res = await save(FORM);
    expect(res.status).toBe(200);
    const value = JSON.parse((await stored())!.value) as {
      packagingGrams: number;
      zones: Record<string, Record<string, unknown>>;
    };
    expect(value.packagingGrams).toBe(200);
    expect(value.zones.AU!.express).toEqual({
      price: 1495,
      freeOver: 15000,
      byWeight: { bands: [900, 1200, 1800, 2500], perExtraKg: 400 },
    });
    expect(value.zones.AU!.standard).toEqual({ price: null, freeOver: null, byWeight: null });

    const audit = await s.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", "shipping")
      .executeTakeFirstOrThrow();
    const changes = JSON.parse(audit.changes) as AuditChanges;
    const lines = Object.entries(changes).map(
      ([field, c]) =>
        `${auditFieldLabel(field)}: ${auditValueText(c.before, field)} → ${auditValueText(c.after, field)}`,
    );
    expect(lines).toContain(
      "Australia Express rate: Flat price → By weight: $9.00 up to 500 g, $12.00 up to 1 kg, $18.00 up to 3 kg, $25.00 up to 5 kg, $4.00 each extra kg",
    );
    expect(lines).toContain("Packaging weight: 150 g → 200 g");

    const page = await html(await fetch(`${s.url}/admin/settings`, { headers: owner }));
    expect(page).toMatch(/name="zones.AU.express.rate" checked="" value="weight"/);
    expect(page).toMatch(/name="zones.AU.express.bands.3"[^>]*value="25.00"/);
    expect(page).toMatch(/name="zones.AU.express.perKg"[^>]*value="4.00"/);
    expect(page).toMatch(/name="packagingGrams"[^>]*value="200"/);
  });

  it("refuses bad input beside its field, and saves nothing", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { "zones.AU.express.bands.1": "" },
        "zones.AU.express.bands.1",
        "Australia Express: enter a price for up to 1 kg",
      ],
      [
        { "zones.AU.express.bands.0": "-1" },
        "zones.AU.express.bands.0",
        "Australia Express up to 500 g: the price cannot be below zero",
      ],
      [
        { "zones.AU.express.bands.2": "10" },
        "zones.AU.express.bands.2",
        "Australia Express: the price up to 3 kg cannot be less than up to 1 kg",
      ],
      [
        { "zones.AU.express.perKg": "" },
        "zones.AU.express.perKg",
        "Australia Express: enter a price for each extra kilogram over 5 kg",
      ],
      [{ packagingGrams: "-5" }, "packagingGrams", "Packaging weight: enter a whole number of grams from 0 to 5,000"],
    ];
    for (const [bad, field, message] of cases) {
      const before = await stored();
      const held = s.ctx.services.settings.shipping.current();
      // A good change beside the bad one is not kept either.
      const res = await save({ ...FORM, "zones.NZ.express.price": "39.95", ...bad });
      expect(res.status).toBe(400);
      const body = await res.text();
      expect(body).toContain(field);
      expect(body).toContain(message);
      expect(await stored()).toEqual(before);
      expect(s.ctx.services.settings.shipping.current()).toEqual(held);
    }
  });
});
