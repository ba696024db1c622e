// The seller's details in Settings: seeded from the environment once, then the database's; every
// bad input refused with nothing saved; each save audited; a save on one instance used by another
// within a second; and the invoice each order's e-mail carries. SQLite, and PostgreSQL with
// TEST_DATABASE_URL.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEntries } from "../../../tests/support/audit";
import { STAFF } from "../../../tests/support/staff";
import { GOOD_PAYMENT_FORM, startCheckout } from "../../../tests/support/test-checkout";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { ABN_MESSAGES } from "../../../core/store-details";
import { createContext } from "../../context";
import { createLogger } from "../../logger";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    env: { SELLER_NAME: "Env Legal Name Pty Ltd", SELLER_ABN: "51824753556", SUPPORT_EMAIL: "env@example.com" },
  });
});
afterAll(() => s.close());

const details = () => s.ctx.services.settings.storeDetails;
const GOOD = {
  legalName: "Rebound Recovery Pty Ltd",
  tradingName: "Rebound",
  abn: "53 004 085 616",
  gstRegistered: true,
  address: "1 Example St, Perth WA 6000",
  supportEmail: "help@example.com",
  supportPhone: "08 9000 0000",
};
const storedRow = () =>
  s.ctx.db.selectFrom("settings").select("value").where("key", "=", "store_details").executeTakeFirst();
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (err) {
    const e = err as { status: number; message: string; details?: Record<string, string> };
    return { status: e.status, message: e.message, details: e.details };
  }
  throw new Error("expected a refusal");
};
const CART = [{ id: "one-and-done", quantity: 1, flavor: "Lemon Squash" }];
async function paidOrderMail() {
  const session = await startCheckout(s.url, CART);
  await s.ctx.services.checkout.testPayments!.submitPayment(session, GOOD_PAYMENT_FORM);
  const order = (await s.ctx.services.orders.findOrderBySession(session))!;
  const mail = await s.ctx.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("subject", "like", `%${order.number}%`)
    .executeTakeFirstOrThrow();
  return mail;
}

describe("the first start", () => {
  it("seeds the details from the environment once, audited as the shop's own change", async () => {
    expect(await details().current()).toMatchObject({
      legalName: "Env Legal Name Pty Ltd",
      abn: "51 824 753 556",
      supportEmail: "env@example.com",
      gstRegistered: true,
      savedByOwner: false,
    });
    const seeded = await auditEntries(s.ctx, "setting.seed");
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ entityId: "store_details", actorEmail: "system" });
  });
});

describe("saving", () => {
  it("refuses each bad input with its message, and nothing is saved or audited", async () => {
    const before = await storedRow();
    const audited = (await auditEntries(s.ctx)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...GOOD, abn: "53 004 085 617" }, "abn", ABN_MESSAGES.checksum],
      [{ ...GOOD, abn: "00 000 000 000" }, "abn", ABN_MESSAGES.placeholder],
      [{ ...GOOD, legalName: "   " }, "legalName", "Enter the business's legal name"],
      [{ ...GOOD, supportEmail: "help@example" }, "supportEmail", "Enter an e-mail address such as help@example.com"],
    ];
    for (const [input, field, message] of cases) {
      const r = await refusal(details().save(input, STAFF));
      expect(r.status).toBe(400);
      expect(r.details?.[field]).toBe(message);
    }
    expect(await storedRow()).toEqual(before);
    expect((await auditEntries(s.ctx)).length).toBe(audited);
    expect((await details().current()).legalName).toBe("Env Legal Name Pty Ltd");
  });

  it("saves every field at once and records the change with before and after", async () => {
    await details().save(GOOD, STAFF);
    expect(await details().current()).toMatchObject({ ...GOOD, savedByOwner: true });
    const [entry] = await auditEntries(s.ctx, "setting.update");
    expect(entry).toMatchObject({ entityId: "store_details", actorEmail: STAFF.email });
    expect(entry!.changes).toMatchObject({
      legalName: { before: "Env Legal Name Pty Ltd", after: GOOD.legalName },
      abn: { before: "51 824 753 556", after: "53 004 085 616" },
      savedByOwner: { before: false, after: true },
    });
    expect(s.ctx.services.settings.storeDetails.seller).toMatchObject({ name: GOOD.legalName, abn: GOOD.abn });
  });
});

describe("every instance", () => {
  it("a later start keeps the saved details whatever the environment says, and sees a save on another within a second", async () => {
    await details().save(GOOD, STAFF);
    const other = await createContext({
      config: {
        ...s.ctx.config,
        dataDir: mkdtempSync(path.join(tmpdir(), "store-details-other-")),
        seller: { name: "Changed In Env Pty Ltd", abn: "51 824 753 556", abnIsPlaceholder: false },
      },
      logger: createLogger("fatal"),
      seed: false,
    });
    try {
      expect((await other.services.settings.storeDetails.current()).legalName).toBe(GOOD.legalName);
      expect(await auditEntries(s.ctx, "setting.seed")).toHaveLength(1);

      const started = Date.now();
      await details().save({ ...GOOD, legalName: "Renamed On The First Pty Ltd" }, STAFF);
      // One process per SQLite file: there the notice is handed over as the bus would carry it.
      if (s.ctx.config.database.dialect !== "postgres") {
        other.events.publish({ type: "settings.changed", key: "store_details" });
      }
      await vi.waitFor(
        () => expect(other.services.settings.storeDetails.seller.name).toBe("Renamed On The First Pty Ltd"),
        {
          timeout: 1000,
          interval: 10,
        },
      );
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await other.close();
    }
  });

  it("reads the details from memory, not the database, on each use", async () => {
    const queries = vi.spyOn(s.ctx.services.settings, "getSetting");
    for (let i = 0; i < 20; i++) {
      void s.ctx.services.settings.storeDetails.seller.abn;
      await s.ctx.services.settings.storeDetails.current();
    }
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
  });
});

describe("the invoice an order's e-mail carries", () => {
  it("is a plain 'Invoice' with no GST from a seller not registered for GST", async () => {
    await details().save({ ...GOOD, gstRegistered: false, abn: "" }, STAFF);
    const mail = await paidOrderMail();
    expect(mail.subject).toMatch(/\(invoice\)$/);
    expect(mail.text).toContain("INVOICE\nRebound Recovery Pty Ltd\nInvoice number");
    expect(mail.text).not.toContain("TAX INVOICE");
    expect(mail.text).not.toContain("GST");
    expect(mail.html).not.toContain("GST");
  });

  it("is a tax invoice with the ABN from Settings for a registered seller", async () => {
    await details().save(GOOD, STAFF);
    const mail = await paidOrderMail();
    expect(mail.subject).toMatch(/\(tax invoice\)$/);
    expect(mail.text).toContain("TAX INVOICE\nRebound Recovery Pty Ltd\nABN 53 004 085 616");
    expect(mail.text).toContain("GST included");
  });
});
