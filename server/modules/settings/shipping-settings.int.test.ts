// Settings → Shipping: the defaults until the owner saves; every bad price refused with nothing
// saved; each save audited; a save on one instance used by another within a second. SQLite, and
// PostgreSQL with TEST_DATABASE_URL.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEntries } from "../../../tests/support/audit";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { DEFAULT_SHIPPING_SETTINGS } from "../../../core/shipping";
import { createContext } from "../../context";
import { createLogger } from "../../logger";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const shipping = () => s.ctx.services.settings.shipping;
const SHIPPING_FORM = {
  nzEnabled: "on",
  zones: {
    AU: { standard: { price: "", freeOver: "" }, express: { price: "12.50", freeOver: "200" } },
    NZ: { standard: { price: "19.95", freeOver: "" }, express: { price: "34.95", freeOver: "" } },
  },
};
const storedRow = () =>
  s.ctx.db.selectFrom("settings").select("value").where("key", "=", "shipping").executeTakeFirst();
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (err) {
    const e = err as { status: number; message: string; details?: Record<string, string> };
    return { status: e.status, message: e.message, details: e.details };
  }
  throw new Error("expected a refusal");
};
const withAuExpress = (express: { price: string; freeOver: string }) => ({
  ...SHIPPING_FORM,
  zones: { ...SHIPPING_FORM.zones, AU: { ...SHIPPING_FORM.zones.AU, express } },
});

describe("shipping settings", () => {
  it("are the defaults (New Zealand off) until the owner saves them", () => {
    const { updatedAt: _u, ...held } = shipping().current();
    expect(held).toEqual(DEFAULT_SHIPPING_SETTINGS);
  });

  it("refuse a price below zero, a free-over amount without a price and what is not money; nothing is saved", async () => {
    const before = await storedRow();
    const audited = (await auditEntries(s.ctx)).length;
    const cases: [unknown, string, string][] = [
      [
        withAuExpress({ price: "-2", freeOver: "" }),
        "zones.AU.express.price",
        "Australia Express: the price cannot be below zero",
      ],
      [
        {
          ...SHIPPING_FORM,
          zones: { ...SHIPPING_FORM.zones, NZ: { ...SHIPPING_FORM.zones.NZ, standard: { price: "", freeOver: "80" } } },
        },
        "zones.NZ.standard.freeOver",
        "New Zealand Standard: enter a price before a free-over amount",
      ],
      [
        withAuExpress({ price: "twelve", freeOver: "" }),
        "zones.AU.express.price",
        "Australia Express price: enter an amount in dollars and cents, such as 9.95",
      ],
    ];
    for (const [input, field, message] of cases) {
      const r = await refusal(shipping().save(input, STAFF));
      expect(r.status).toBe(400);
      expect(r.message).toBe(message);
      expect(r.details?.[field]).toBe(message);
    }
    expect(await storedRow()).toEqual(before);
    expect((await auditEntries(s.ctx)).length).toBe(audited);
    expect(shipping().current().zones.AU.express.price).toBe(1495);
  });

  it("saves every price at once, audited with before and after", async () => {
    await shipping().save(SHIPPING_FORM, STAFF);
    expect(shipping().current()).toMatchObject({
      nzEnabled: true,
      zones: { AU: { express: { price: 1250, freeOver: 20000 } }, NZ: { standard: { price: 1995 } } },
    });
    const [entry] = await auditEntries(s.ctx, "setting.update");
    expect(entry).toMatchObject({ entityId: "shipping", actorEmail: STAFF.email });
  });

  it("a save on one instance is used by another within a second", async () => {
    const other = await createContext({
      config: { ...s.ctx.config, dataDir: mkdtempSync(path.join(tmpdir(), "shipping-other-")) },
      logger: createLogger("fatal"),
      seed: false,
    });
    try {
      const started = Date.now();
      await shipping().save(withAuExpress({ price: "17.00", freeOver: "" }), STAFF);
      // One process per SQLite file: there the notice is handed over as the bus would carry it.
      if (s.ctx.config.database.dialect !== "postgres") {
        other.events.publish({ type: "settings.changed", key: "shipping" });
      }
      await vi.waitFor(() => expect(other.services.settings.shipping.current().zones.AU.express.price).toBe(1700), {
        timeout: 1000,
        interval: 10,
      });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await other.close();
    }
  });
});
