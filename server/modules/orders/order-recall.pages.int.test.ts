// The Recall screen through the real server: a lot found by its number shows who received it,
// with the download link; a lot nobody received is refused in words; quarantine from the screen
// stops the lot; the CSV downloads for owners and managers only. Needs the production build.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addShopDays, shopDayKey } from "../../../core/shop-time";
import { signInAdmin } from "../../../tests/support/admin";
import { FORM, form, placePaidOrder } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
let staff: Record<string, string>;
let number: string;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  staff = await signInAdmin(s);
  const day = addShopDays(shopDayKey(new Date().toISOString(), s.ctx.config.shopTimeZone), 300);
  await s.ctx.services.stockLots.receiveLot(
    "Orange Crush",
    { quantity: 10, lotNumber: "RP-1", bestBefore: day },
    STAFF,
  );
  const order = await placePaidOrder(s, { email: "recall-page@example.com" });
  number = order.number;
  const id = (await s.ctx.db.selectFrom("orders").select("id").where("number", "=", number).executeTakeFirstOrThrow())
    .id;
  await s.ctx.services.orders.fulfilOrder(id, null, STAFF);
});
afterAll(() => s.close());

const get = (path: string, headers = staff) => fetch(`${s.url}${path}`, { headers, redirect: "manual" });
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

describe("the Recall screen", () => {
  it("shows who received a lot, with the download", async () => {
    const res = await get("/admin/recall?lot=rp-1");
    expect(res.status).toBe(200);
    const html = await text(res);
    expect(html).toContain("Lot RP-1");
    expect(html).toContain("Shipped to 1 customer in 1 order: 2 tubs.");
    expect(html).toContain(`href="/admin/orders/${number}"`);
    expect(html).toContain("recall-page@example.com");
    expect(html).toContain('href="/api/admin/recall/RP-1/export.csv"');
  });

  it("refuses a lot that was never received, in words", async () => {
    const res = await get("/admin/recall?lot=NOPE-9");
    expect(res.status).toBe(404);
    expect(await text(res)).toContain("No lot NOPE-9 has been received");
  });

  it("quarantines the lot from the screen", async () => {
    const lot = (await s.ctx.services.stockLots.lotByNumber("RP-1"))!;
    const res = await fetch(`${s.url}/admin/recall?lot=RP-1`, {
      method: "POST",
      headers: { ...staff, ...FORM },
      body: form({ lot: lot.id }),
      redirect: "manual",
    });
    expect(await text(res)).toContain("Lot RP-1 is quarantined: it will not be shipped again");
    expect((await s.ctx.services.stockLots.lotByNumber("RP-1"))!.state).toBe("quarantined");
  });

  it("downloads the recall list as CSV", async () => {
    const res = await get("/api/admin/recall/RP-1/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain('filename="recall-RP-1.csv"');
    const csv = await res.text();
    expect(csv).toContain(`"RP-1"`);
    expect(csv).toContain(`"${number}"`);
    expect(csv).toContain('"recall-page@example.com"');
    expect((await get("/api/admin/recall/NOPE-9/export.csv")).status).toBe(404);
  });
});
