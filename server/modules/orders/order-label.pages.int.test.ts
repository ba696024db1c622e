// The label pages as staff open them with a Sendle account (the stand-in): a paid order's screen
// offers "Buy a Sendle label" prefilled from the estimate, and the ship screen buys the selection's
// labels, listing each order bought or refused with its reason. Without an account neither shows.
// Needs the production build (npm run build).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { insertOrders } from "../../../tests/support/order-rows";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startSendleStandin, UNSERVED_POSTCODE } from "../../../tests/support/sendle-standin";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let plain: TestServer;
let standin: Awaited<ReturnType<typeof startSendleStandin>>;
let admin: Record<string, string>;
const LINES = [{ productId: "p1", name: "Sorbet", flavor: "Lemon", quantity: 2 }];

beforeAll(async () => {
  standin = await startSendleStandin();
  const app = await pageAppOptions();
  s = await startTestServer({ app, seed: false, env: standin.env });
  plain = await startTestServer({ app, seed: false });
  admin = await signInAdmin(s);
  await s.ctx.services.settings.storeDetails.save(
    {
      legalName: "Rebound Pty Ltd",
      gstRegistered: true,
      abn: "51 824 753 556",
      supportEmail: "help@example.com",
      address: "12 Smith Street\nFitzroy VIC 3065",
    },
    { userId: "usr_owner", email: "owner@example.com" },
  );
});
afterAll(async () => {
  await s.close();
  await plain.close();
  await standin.close();
});

const html = async (server: TestServer, path: string, headers: Record<string, string>) => {
  const res = await fetch(`${server.url}${path}`, { headers });
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<script[\s\S]*?<\/script>|<!-- -->/g, "");
};

describe("with a Sendle account", () => {
  it("a paid order's screen offers the label, prefilled from the estimate", async () => {
    const [order] = await insertOrders(s.ctx.db, [{ lines: LINES }]);
    const page = await html(s, `/admin/orders/${order!.number}`, admin);
    expect(page).toContain("Buy a Sendle label");
    // Its product is not in this shop's catalogue, so each tub is taken at a usual 400 g.
    expect(page).toMatch(/name="weightGrams"[^>]*value="950"/);
    expect(page).toContain("Get a quote");
  });

  it("the ship screen buys each selected order's label and lists a refusal with its reason", async () => {
    const [good, far] = await insertOrders(s.ctx.db, [{ lines: LINES }, { lines: LINES }]);
    const address = {
      name: "Far",
      line1: "1 Outback Road",
      suburb: "Alice Springs",
      state: "NT",
      postcode: UNSERVED_POSTCODE,
    };
    await s.ctx.db
      .updateTable("orders")
      .set({ shipping_address: JSON.stringify(address) })
      .where("id", "=", far!.id)
      .execute();
    const page = await html(s, `/admin/orders/ship?n=${good!.number}&n=${far!.number}`, admin);
    expect(page).toContain("Buy 2 Sendle labels");
    const body = new URLSearchParams([
      ["intent", "labels"],
      ["number", good!.number],
      ["number", far!.number],
    ]);
    const res = await fetch(`${s.url}/admin/orders/ship`, { method: "POST", headers: admin, body });
    expect(res.status).toBe(200);
    const done = await res.text();
    expect(done).toContain("1 order marked fulfilled; 1 failed.");
    expect(done).toContain(`receiver address postcode ${UNSERVED_POSTCODE} is not a postcode we deliver to`);
    const rows = await s.ctx.db
      .selectFrom("orders")
      .select(["id", "status"])
      .where("id", "in", [good!.id, far!.id])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [good!.id]: "fulfilled",
      [far!.id]: "paid",
    });
  });
});

describe("without a Sendle account", () => {
  it("neither the order screen nor the ship screen shows labels", async () => {
    const headers = await signInAdmin(plain);
    const [order] = await insertOrders(plain.ctx.db, [{ lines: LINES }]);
    expect(await html(plain, `/admin/orders/${order!.number}`, headers)).not.toContain("Sendle");
    const ship = await html(plain, `/admin/orders/ship?n=${order!.number}`, headers);
    expect(ship).not.toContain("Sendle");
    expect(ship).toContain("Mark 1 fulfilled");
  });
});
