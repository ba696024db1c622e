// Lots on the screens: the Stock screen lists each flavour's lots with their best-before dates
// and states and receives a lot (a bad one refused with nothing saved), the Overview warns of
// lots near their sell-by point, and the admin's order and the customer's tax invoice say which
// lot each tub came from. Needs the production build (npm run build).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addShopDays, shopDayKey } from "../../../core/shop-time";
import { formatBestBefore, formatBestBeforeMonthWords } from "../../../core/stock-lots";
import { signInAdmin } from "../../../tests/support/admin";
import { pageRequests, placePaidOrder, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let session: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { TRUST_PROXY: "true" } });
  session = await signInAdmin(s);
});
afterAll(() => s.close());

const day = (n: number) => addShopDays(shopDayKey(new Date().toISOString(), s.ctx.config.shopTimeZone), n);
const html = async (path: string, headers: Record<string, string>) =>
  (await (await fetch(`${s.url}${path}`, { headers })).text()).replace(/<script[\s\S]*?<\/script>|<!-- -->/g, "");
const receive = (flavour: string, lotNumber: string, inDays: number, quantity: number) =>
  s.ctx.services.stock.lots.receiveLot(flavour, { quantity, lotNumber, bestBefore: day(inDays) }, STAFF);
/** The HTML of one flavour's card on the Stock screen. */
const card = (page: string, flavour: string) => {
  const at = page.indexOf(`>${flavour}</h3>`);
  expect(at, flavour).toBeGreaterThan(0);
  return page.slice(at, page.indexOf("</li>", at));
};

describe("lots on the Stock screen", () => {
  it("lists each flavour's lots with best before, tubs left and state", async () => {
    await receive("Lemon Squash", "LS-NEAR", 80, 14);
    await receive("Lemon Squash", "LS-FAR", 400, 30);
    const lemon = card(await html("/admin/stock", session), "Lemon Squash");
    expect(lemon).toContain("Lots of Lemon Squash");
    expect(lemon).toMatch(new RegExp(`LS-NEAR</td><td[^>]*>${formatBestBefore(day(80))}</td><td[^>]*>14</td>`));
    expect(lemon).toMatch(new RegExp(`LS-FAR</td><td[^>]*>${formatBestBefore(day(400))}</td><td[^>]*>30</td>`));
    expect(lemon.indexOf("LS-NEAR")).toBeLessThan(lemon.indexOf("LS-FAR"));
    expect(lemon).toMatch(/LS-NEAR[\s\S]*?Near its date[\s\S]*?LS-FAR[\s\S]*?Sellable/);
    expect(lemon).not.toContain("yyyy");
    expect(card(await html("/admin/stock", session), "Orange Crush")).not.toContain("Lots of");

    const overview = await html("/admin", session);
    expect(overview).toContain(
      `Lot LS-NEAR of Lemon Squash tubs is best before ${formatBestBefore(day(80))}: 14 tubs left`,
    );
    expect(overview).not.toContain("LS-FAR");
  });

  it("receives a lot from its form, and refuses a bad one with its sentence and nothing saved", async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${s.url}/admin/stock.data`, {
        method: "POST",
        headers: session,
        body: new URLSearchParams({ intent: "receive", flavour: "pineapple punch", ...fields }),
      });
    const lots = async () => (await s.ctx.services.stock.lots.listLots()).filter((l) => l.flavor === "Pineapple Punch");
    const bad = await post({ quantity: "0", lotNumber: "PP-1", bestBefore: day(200) });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Quantity must be a whole number of tubs, at least 1");
    expect(await lots()).toEqual([]);
    const ok = await post({ quantity: "12", lotNumber: "pp-1", bestBefore: day(200), supplierReference: "INV 7" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(`Received 12 tubs of lot PP-1, best before ${formatBestBefore(day(200))}`);
    expect((await lots()).map((l) => [l.lotNumber, l.remaining, l.supplierReference])).toEqual([["PP-1", 12, "INV 7"]]);
  });
});

describe("lots on an order", () => {
  it("shows the admin and the customer's tax invoice which lot each tub came from", async () => {
    await s.ctx.services.stock.setStock("Orange Crush", { onHand: 10, threshold: 0 }, STAFF);
    await receive("Orange Crush", "OC-INV", 300, 1);
    const email = "lots-invoice@example.com";
    const { number, sessionId } = await placePaidOrder(s, { email });
    const id = (await s.ctx.services.orders.findOrderBySession(sessionId))!.id;
    await s.ctx.services.orders.fulfilOrder(id, null, STAFF);
    const line = `Lot OC-INV, best before ${formatBestBeforeMonthWords(day(300))}`;

    const admin = await html(`/admin/orders/${number}`, session);
    expect(admin).toContain(`1 Orange Crush: ${line}`);
    expect(admin).toContain("1 Orange Crush: No lot recorded");
    expect(admin).toContain("Some tubs were shipped with no lot recorded");

    const cookie = await signInCustomer(s, email, "192.0.2.77");
    const invoice = await pageRequests(s).text(await pageRequests(s).get(`/account/orders/${number}/invoice`, cookie));
    expect(invoice).toContain("Lots shipped");
    expect(invoice).toContain(`1 Orange Crush: ${line}`);
  });
});
