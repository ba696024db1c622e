// The Recall screen through the real server: a lot found by its number, or a flavour's lots by a
// range of best-before dates, shows who received it, with the download link; a lot nobody
// received is refused in words; quarantine from the screen stops the lot; the recall notice is
// previewed with its count and sent once; the CSV downloads. Needs the production build.
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
let bestBefore: string;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  staff = await signInAdmin(s);
  const day = addShopDays(shopDayKey(new Date().toISOString(), s.ctx.config.shopTimeZone), 300);
  bestBefore = day;
  await s.ctx.services.stock.lots.receiveLot(
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

  it("finds a flavour's lots by a range of best-before dates, with the range's download", async () => {
    const q = `flavour=Orange%20Crush&from=${addShopDays(bestBefore, -1)}&to=${addShopDays(bestBefore, 1)}`;
    const html = await text(await get(`/admin/recall?${q}`));
    expect(html).toMatch(/Orange Crush best before \d+ \w+ \d{4} to \d+ \w+ \d{4}/);
    expect(html).toContain('href="/admin/recall?lot=RP-1"');
    expect(html).toContain(`href="/admin/orders/${number}"`);
    expect(html).toContain(`href="/api/admin/recall/export.csv?${q.replace("%20", "+").replaceAll("&", "&amp;")}"`);
    const res = await get(`/api/admin/recall/export.csv?${q}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`"${number}"`);
    const empty = await get(`/admin/recall?flavour=Orange%20Crush&from=2020-01-01&to=2020-01-31`);
    expect(empty.status).toBe(404);
    expect(await text(empty)).toContain("No lot of Orange Crush is best before 1 January 2020 to 31 January 2020");
  });

  it("previews the recall notice with its count, then sends it once", async () => {
    const post = (body: Record<string, string>) =>
      fetch(`${s.url}/admin/recall?lot=RP-1`, {
        method: "POST",
        headers: { ...staff, ...FORM },
        body: form(body),
        redirect: "manual",
      });
    const notice = { message: "Found a fault.", action: "Stop using it." };
    const preview = await text(await post({ intent: "notice-preview", ...notice }));
    expect(preview).toContain("It will go to 1 customer.");
    expect(preview).toContain("Send the recall notice to 1 customer");
    expect(preview).toContain("Found a fault.");
    const sent = await text(await post({ intent: "notice-send", ...notice }));
    expect(sent).toContain("Recall notice sent to 1 customer.");
    const again = await text(await post({ intent: "notice-send", ...notice }));
    expect(again).toContain("Recall notice sent to 0 customers. 1 notice was sent before, not again.");
    const mails = await s.ctx.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("to", "=", "recall-page@example.com")
      .where("subject", "like", "Recall of %")
      .execute();
    expect(mails).toHaveLength(1);
    const refused = await post({ intent: "notice-preview", message: "", action: "x" });
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain("Write the notice: why the lot is recalled");
  });

  it("refuses a lot that was never received, in words", async () => {
    const res = await get("/admin/recall?lot=NOPE-9");
    expect(res.status).toBe(404);
    expect(await text(res)).toContain("No lot NOPE-9 has been received");
  });

  it("quarantines the lot from the screen", async () => {
    const lot = (await s.ctx.services.stock.lots.lotByNumber("RP-1"))!;
    const res = await fetch(`${s.url}/admin/recall?lot=RP-1`, {
      method: "POST",
      headers: { ...staff, ...FORM },
      body: form({ lot: lot.id }),
      redirect: "manual",
    });
    expect(await text(res)).toContain("Lot RP-1 is quarantined: it will not be shipped again");
    expect((await s.ctx.services.stock.lots.lotByNumber("RP-1"))!.state).toBe("quarantined");
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
