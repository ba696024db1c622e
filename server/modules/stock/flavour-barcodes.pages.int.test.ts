// A product's admin page lists a barcode number field for each flavour its tubs come in, and its
// plain form post saves them, or refuses a bad number in words and keeps nothing. Needs the
// production build (npm run build).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { FORM, form } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  admin = await signInAdmin(s);
});
afterAll(() => s.close());

const post = (fields: string) =>
  fetch(`${s.url}/admin/products/one-and-done`, {
    method: "POST",
    headers: { ...admin, ...FORM },
    body: fields,
    redirect: "manual",
  });

describe("tub barcodes on a product's page", () => {
  it("shows a field per flavour, saves a good number and refuses a bad one", async () => {
    const page = await (await fetch(`${s.url}/admin/products/one-and-done`, { headers: admin })).text();
    expect(page).toContain("Tub barcodes");
    expect(page).toContain('name="gtin"');

    const bad = await post(`${form({ intent: "barcodes", flavor: "Orange Crush", gtin: "9300000000018" })}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("That barcode number&#x27;s last digit does not match the rest");
    expect(await s.ctx.services.stock.barcodes.flavourOfGtin("9300000000018")).toBeNull();

    const good = await post(`${form({ intent: "barcodes", flavor: "Orange Crush", gtin: "9300000000019" })}`);
    expect(good.status).toBe(200);
    expect(await good.text()).toContain("Tub barcodes saved");
    expect(await s.ctx.services.stock.barcodes.flavourOfGtin("9300000000019")).toMatchObject({
      flavor: "Orange Crush",
    });
  });
});
