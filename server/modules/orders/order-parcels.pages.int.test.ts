// What the customer sees of an order that leaves in parcels, through the real pages: their order
// page says it is partly shipped and lists the first parcel with its tracking link; once the rest
// has gone, the order page and the tax invoice page list both parcels, each with the day it left
// in words, its tracking (or "Sent without tracking") and what it held. Someone else sees none of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatShopDate } from "../../../core/shop-time";
import { placePaidOrder, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { STAFF } from "../../../tests/support/staff";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

const CART = [
  { id: "one-and-done", quantity: 2, flavor: "Orange Crush" },
  { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" },
];

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { TRUST_PROXY: "true" } });
});
afterAll(() => s.close());

/** The page's text without tags, as a reader meets it. */
async function pageText(path: string, cookie: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${s.url}${path}`, { headers: { cookie }, redirect: "manual" });
  const html = (await res.text()).replaceAll("<!-- -->", "");
  const body = html.slice(html.indexOf("<body"));
  return {
    status: res.status,
    text: body
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " "),
  };
}

describe("an order's parcels on the customer's pages", () => {
  let number: string;
  let id: string;
  let cookie: string;
  beforeAll(async () => {
    ({ number } = await placePaidOrder(s, { email: "parcel-owner@example.com", cart: CART }));
    id = (await s.ctx.services.orders.getOrderDetailByNumber(number)).id;
    cookie = await signInCustomer(s, "parcel-owner@example.com", "192.0.2.10");
  });

  it("says the order is partly shipped and lists the first parcel with its tracking link", async () => {
    await s.ctx.services.orders.shipPart(id, { quantities: [1, 1], trackingNumber: "AP555666777" }, STAFF);
    const page = await pageText(`/account/orders/${number}`, cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Partly shipped. We'll e-mail you when the rest is on its way.");
    const sent = formatShopDate(new Date().toISOString(), s.ctx.config.shopTimeZone);
    expect(page.text).toContain(`Sent ${sent}`);
    expect(page.text).toContain("Tracking number AP555666777");
    expect(page.text).toContain("1 × Basic Recovery Pack (Orange Crush) 1 × Basic Recovery Pack (Lemon Squash)");
    const html = await (await fetch(`${s.url}/account/orders/${number}`, { headers: { cookie } })).text();
    expect(html).toContain('href="https://auspost.com.au/mypost/track/details/AP555666777"');
  });

  it("lists both parcels on the order page and the tax invoice once the rest has gone", async () => {
    await s.ctx.services.orders.fulfilOrder(id, null, STAFF);
    for (const path of [`/account/orders/${number}`, `/account/orders/${number}/invoice`]) {
      const page = await pageText(path, cookie);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain("Partly shipped");
      expect(page.text).toContain("Shipments (2)");
      expect(page.text).toMatch(/Parcel 1, sent \d{1,2} [A-Z][a-z]+ \d{4} Tracking number AP555666777/);
      expect(page.text).toMatch(
        /Parcel 2, sent \d{1,2} [A-Z][a-z]+ \d{4} Sent without tracking 1 × Basic Recovery Pack \(Orange Crush\)/,
      );
    }
  });

  it("shows none of it to another customer", async () => {
    const stranger = await signInCustomer(s, "parcel-stranger@example.com", "192.0.2.11");
    const page = await pageText(`/account/orders/${number}`, stranger);
    expect(page.text).not.toContain("AP555666777");
    expect(page.text).not.toContain("Shipments (2)");
  });
});
