// Customer accounts through the real pages: orders (guest orders from before the account included),
// checkout while signed in, saved addresses, consent, signing out everywhere, deleting the account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRequests, placePaidOrder, signInCustomer } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { STAFF } from "../../../tests/support/staff";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), env: { TRUST_PROXY: "true" } });
});
afterAll(() => s.close());

let n = 0;
const ip = () => `192.0.2.${++n}`;
// Bound once the server has started.
const text = (res: Response) => pageRequests(s).text(res);
const get = (path: string, cookie?: string) => pageRequests(s).get(path, cookie);
const post = (path: string, cookie: string, fields: Record<string, string>) =>
  pageRequests(s).post(path, cookie, fields);
const ADDRESS = {
  name: "Alex Buyer",
  line1: "5 Queen Street",
  line2: "",
  suburb: "Brisbane",
  state: "QLD",
  postcode: "4000",
};

describe("orders", () => {
  it("lists a guest order paid with the e-mail before the account existed, with lines, GST and invoice", async () => {
    const email = "guest-first@example.com";
    const { number } = await placePaidOrder(s, { email: "Guest-First@Example.com" });
    const other = await placePaidOrder(s, { email: "someone-else@example.com" });
    const cookie = await signInCustomer(s, email, ip());

    const list = await text(await get("/account", cookie));
    expect(list).toContain(number);
    expect(list).not.toContain(other.number);

    const detail = await get(`/account/orders/${number}`, cookie);
    expect(detail.headers.get("cache-control")).toBe("no-store");
    const html = await text(detail);
    expect(html).toContain("GST included");
    expect(html).toContain("Orange Crush");
    const order = (await s.ctx.services.accounts.findOrder((await customerId(email))!, number))!;
    expect(html).toContain(`$${(order.gst / 100).toFixed(2)}`);
    expect(html).toContain(`/return-form?order=${number}&amp;email=Guest-First%40Example.com`);

    const invoice = await text(await get(`/account/orders/${number}/invoice`, cookie));
    expect(invoice).toContain("Tax invoice");
    expect(invoice).toContain("ABN");

    // Someone else's order is not found, and neither is its invoice.
    expect((await get(`/account/orders/${other.number}`, cookie)).status).toBe(404);
    expect((await get(`/account/orders/${other.number}/invoice`, cookie)).status).toBe(404);
  });

  it("shows the tracking link once the order is fulfilled", async () => {
    const email = "tracked@example.com";
    const { number } = await placePaidOrder(s, { email });
    const detail = await s.ctx.services.orders.getOrderDetailByNumber(number);
    await s.ctx.services.orders.fulfilOrder(detail.id, "AP123456789", STAFF);
    const cookie = await signInCustomer(s, email, ip());
    const html = await text(await get(`/account/orders/${number}`, cookie));
    expect(html).toContain("https://auspost.com.au/mypost/track/details/AP123456789");
  });

  it("opens the return form with the order number and e-mail filled in", async () => {
    const html = await (await fetch(`${s.url}/return-form?order=RR-ABCDEF&email=a%40b.co`)).text();
    expect(html).toMatch(/name="orderNumber"[^>]*value="RR-ABCDEF"/);
    expect(html).toMatch(/name="email"[^>]*value="a@b.co"/);
  });
});

async function customerId(email: string) {
  return (await s.ctx.db.selectFrom("customers").select("id").where("email", "=", email).executeTakeFirst())?.id;
}

describe("checkout while signed in", () => {
  it("links the order to the account and prefills the payment page; a guest's order has no account", async () => {
    const email = "buyer@example.com";
    const cookie = await signInCustomer(s, email, ip());
    expect((await post("/account/addresses", cookie, { intent: "save", ...ADDRESS })).status).toBe(200);
    const res = await fetch(`${s.url}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.url, cookie },
      body: JSON.stringify({ cart: [{ id: "one-and-done", quantity: 1, flavor: "Orange Crush" }] }),
    });
    const sessionId = ((await res.json()) as { url: string }).url.split("/").pop()!;
    const pay = await text(await get(`/pay/${sessionId}`, cookie));
    expect(pay).toMatch(new RegExp(`name="email"[^>]*value="${email}"`));
    expect(pay).toMatch(/name="line1"[^>]*value="5 Queen Street"/);
    const linked = await s.ctx.db
      .selectFrom("orders")
      .select("account_id")
      .where("provider_session_id", "=", sessionId)
      .executeTakeFirstOrThrow();
    expect(linked.account_id).toBe(await customerId(email));

    const guest = await placePaidOrder(s, { email: "guest@example.com" });
    const row = await s.ctx.db
      .selectFrom("orders")
      .select("account_id")
      .where("number", "=", guest.number)
      .executeTakeFirstOrThrow();
    expect(row.account_id).toBeNull();
    expect(await text(await fetch(`${s.url}/pay/${guest.sessionId}`))).not.toContain(email);
  });
});

describe("saved addresses", () => {
  it("adds, refuses bad input without saving, edits, sets the default and deletes", async () => {
    const cookie = await signInCustomer(s, "addresses@example.com", ip());
    const id = (await customerId("addresses@example.com"))!;
    const bad = await post("/account/addresses", cookie, { intent: "save", ...ADDRESS, postcode: "40" });
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain("Enter a 4-digit postcode");
    expect(await s.ctx.services.accounts.listAddresses(id)).toEqual([]);

    await post("/account/addresses", cookie, { intent: "save", ...ADDRESS });
    await post("/account/addresses", cookie, { intent: "save", ...ADDRESS, line1: "9 Second Ave", makeDefault: "yes" });
    let saved = await s.ctx.services.accounts.listAddresses(id);
    expect(saved.map((a) => [a.address.line1, a.isDefault])).toEqual([
      ["9 Second Ave", true],
      ["5 Queen Street", false],
    ]);
    await post("/account/addresses", cookie, {
      intent: "save",
      id: saved[1]!.id,
      ...ADDRESS,
      suburb: "Fortitude Valley",
    });
    await post("/account/addresses", cookie, { intent: "delete", id: saved[0]!.id });
    saved = await s.ctx.services.accounts.listAddresses(id);
    expect(saved.map((a) => [a.address.country === "AU" && a.address.suburb, a.isDefault])).toEqual([
      ["Fortitude Valley", true],
    ]);

    // Another account cannot touch it.
    const stranger = await signInCustomer(s, "stranger2@example.com", ip());
    expect((await post("/account/addresses", stranger, { intent: "delete", id: saved[0]!.id })).status).toBe(404);
    expect(await s.ctx.services.accounts.listAddresses(id)).toHaveLength(1);
  });
});

describe("settings", () => {
  it("keeps marketing consent off until given, and records when it changed", async () => {
    const cookie = await signInCustomer(s, "consent@example.com", ip());
    const id = (await customerId("consent@example.com"))!;
    expect(await s.ctx.services.accounts.getAccount(id)).toMatchObject({
      marketingConsent: false,
      marketingConsentAt: null,
    });
    await post("/account/settings", cookie, { intent: "consent", marketing: "yes" });
    const given = await s.ctx.services.accounts.getAccount(id);
    expect(given.marketingConsent).toBe(true);
    expect(given.marketingConsentAt).not.toBeNull();
    await post("/account/settings", cookie, { intent: "consent" });
    expect((await s.ctx.services.accounts.getAccount(id)).marketingConsent).toBe(false);
    // Each change is listed with its time and where it was made, newest first.
    const page = await text(await get("/account/settings", cookie));
    const changes = [...page.matchAll(/<li>(Given|Withdrawn) on [^<]+\(Account settings\)<\/li>/g)].map((m) => m[1]);
    expect(changes).toEqual(["Withdrawn", "Given"]);
  });

  it("signs out everywhere", async () => {
    const one = await signInCustomer(s, "devices@example.com", ip());
    const two = await signInCustomer(s, "devices@example.com", ip());
    const res = await post("/account/settings", one, { intent: "sign-out-everywhere" });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()[0]).toMatch(/^shop_customer_session=; Max-Age=0/);
    for (const cookie of [one, two]) expect((await get("/account", cookie)).status).toBe(302);
  });

  it("deletes the account only when confirmed, and keeps its orders without the link or the e-mail", async () => {
    const email = "leaving@example.com";
    const cookie = await signInCustomer(s, email, ip());
    const id = (await customerId(email))!;
    const { number } = await placePaidOrder(s, { email, cookie });
    await post("/account/addresses", cookie, { intent: "save", ...ADDRESS });
    expect((await post("/account/settings", cookie, { intent: "delete" })).status).toBe(400);
    expect(await customerId(email)).toBe(id);

    expect((await post("/account/settings", cookie, { intent: "delete", confirm: "yes" })).status).toBe(302);
    expect(await customerId(email)).toBeUndefined();
    const left = async (table: "customer_sessions" | "customer_addresses") =>
      (await s.ctx.db.selectFrom(table).select("customer_id").where("customer_id", "=", id).execute()).length;
    expect([await left("customer_sessions"), await left("customer_addresses")]).toEqual([0, 0]);
    const order = await s.ctx.db
      .selectFrom("orders")
      .selectAll()
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    expect(order.account_id).toBeNull();
    // The order stays as a tax record, its amounts kept; under $1,000 its invoice needs no buyer.
    expect(order.email).toBeNull();
    expect(order.customer_name).toBeNull();
    expect(order.total).toBeGreaterThan(0);
    expect((await get("/account", cookie)).status).toBe(302);
  });
});

describe("the invoice page of a seller not registered for GST", () => {
  it("is an 'Invoice' with no GST, read from the business details at once", async () => {
    const details = s.ctx.services.settings.storeDetails;
    const before = await details.current();
    await details.save(
      { legalName: "Small Seller", gstRegistered: false, abn: "", supportEmail: "hi@example.com" },
      STAFF,
    );
    try {
      const email = "no-gst@example.com";
      const { number } = await placePaidOrder(s, { email });
      const cookie = await signInCustomer(s, email, ip());
      const page = await text(await get(`/account/orders/${number}/invoice`, cookie));
      expect(page).toMatch(/<h1[^>]*>Invoice<\/h1>/);
      expect(page).toContain("Small Seller");
      expect(page).not.toContain("Tax invoice");
      expect(page).not.toContain("GST");
      expect(page).toContain("Total (AUD)");
    } finally {
      await details.save({ ...before, abn: before.abn || "51 824 753 556" }, STAFF);
    }
  });
});
