// The bulk pages as staff open them: the packing slips hold one slip per selected order, each with
// a server-drawn SVG barcode and its lines as text; the pick list sums the selection; the bulk
// fulfil screen previews a carrier's file without changing anything, then confirms. Needs the
// production build (npm run build).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { insertOrders } from "../../../tests/support/order-rows";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let admin: Record<string, string>;
let orders: { number: string; id: string }[];
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions(), seed: false });
  admin = await signInAdmin(s);
  orders = await insertOrders(s.ctx.db, [
    {
      name: "Slip <b>One</b>",
      email: "slip-1@example.com",
      lines: [{ productId: "p1", name: "Sorbet", flavor: "Lemon", quantity: 2 }],
    },
    {
      name: "Slip Two",
      email: "slip-2@example.com",
      lines: [
        { productId: "p1", name: "Sorbet", flavor: "Lemon", quantity: 1 },
        { productId: "p2", name: "Gelato", flavor: "Berry", quantity: 3 },
      ],
    },
    {
      name: "Slip Three",
      status: "fulfilled",
      lines: [{ productId: "p1", name: "Sorbet", flavor: "Lemon", quantity: 4 }],
    },
  ]);
});
afterAll(() => s.close());

const page = async (path: string) => {
  const res = await fetch(`${s.url}${path}`, { headers: admin });
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<script[\s\S]*?<\/script>|<!-- -->/g, "");
};

describe("packing slips", () => {
  it("has one slip per selected order, each with an SVG barcode, its address and lines as text", async () => {
    const [a, b] = orders;
    const html = await page(`/admin/orders/packing-slips?n=${a!.number}&n=${b!.number.toLowerCase()}`);
    const slips = html.split('data-testid="packing-slip"').slice(1);
    expect(slips).toHaveLength(2);
    for (const [i, slip] of slips.entries()) {
      expect(slip).toMatch(/<svg[^>]*aria-label="Barcode of order RR-/);
      expect(slip).toContain(orders[i]!.number);
    }
    expect(slips[1]).toContain("Berry");
    // A customer's name is text, never markup.
    expect(html).toContain("Slip &lt;b&gt;One&lt;/b&gt;");
    expect(html).not.toContain("<b>One</b>");
    expect(html).toContain("break-after: page");
    expect(html).toContain("size: A4");
    expect(await page(`/admin/orders/packing-slips?n=${a!.number}&size=label`)).toContain("size: 4in 6in");
  });

  it("shows the lots a fulfilled order shipped, and nothing for lots before fulfilment", async () => {
    const [a, , shipped] = orders;
    await s.ctx.db
      .insertInto("stock_lots")
      .values({
        id: "lot_slip",
        flavor_key: "lemon",
        flavor: "Lemon",
        lot_number: "SL-1",
        best_before: "2027-03-15",
        supplier_reference: "",
        received_at: "2026-01-01",
        quantity_received: 10,
        quantity_remaining: 6,
        quarantined_at: null,
        written_off_at: null,
        created_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    await s.ctx.db
      .insertInto("order_stock")
      .values({ order_id: shipped!.id, flavor_key: "lemon", flavor: "Lemon", quantity: 4, state: "committed" })
      .execute();
    await s.ctx.db
      .insertInto("order_line_lots")
      .values({ order_id: shipped!.id, flavor_key: "lemon", lot_id: "lot_slip", quantity: 4, overridden: 0 })
      .execute();
    const html = await page(`/admin/orders/packing-slips?n=${a!.number}&n=${shipped!.number}`);
    const [unshipped, fulfilled] = html.split('data-testid="packing-slip"').slice(1);
    expect(fulfilled).toContain("Lots shipped");
    expect(fulfilled).toContain("4 Lemon: Lot SL-1, best before March 2027");
    expect(unshipped).not.toContain("Lots shipped");
    expect(unshipped).not.toContain("Lot SL-1");
  });

  it("takes the selection by filter: every paid order matching it", async () => {
    const html = await page("/admin/orders/packing-slips?all=1&q=slip");
    expect(html.split('data-testid="packing-slip"').length - 1).toBe(2);
  });

  it("says why when the selection is refused", async () => {
    expect(await page("/admin/orders/packing-slips")).toContain("Select at least one order");
    const many = Array.from({ length: 1001 }, (_, i) => `R${i}`).join(",");
    expect(await page(`/admin/orders/pick-list?n=${many}`)).toContain(
      "1,001 orders are selected; a bulk action takes at most 1,000 at a time.",
    );
  });
});

describe("the pick list page", () => {
  it("sums the selection by product then flavour, with the total", async () => {
    const html = await page("/admin/orders/pick-list?all=1&q=slip");
    const rows = html.split('data-testid="pick-line"').slice(1);
    const text = (r: string) =>
      `<tr ${r.split("</tr>")[0]}`
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    expect(rows.map(text)).toEqual(["Gelato Berry 1 3", "Sorbet Lemon 2 3"]);
    expect(html).toMatch(/data-testid="pick-total"[^>]*>6</);
  });

  it("names the lot to take each flavour's tubs from, and the tubs no lot covers", async () => {
    await s.ctx.db
      .insertInto("stock_lots")
      .values({
        id: "lot_page_1",
        flavor_key: "berry",
        flavor: "Berry",
        lot_number: "L-PAGE-1",
        best_before: "2031-03-14",
        supplier_reference: "",
        received_at: "2026-01-05",
        quantity_received: 10,
        quantity_remaining: 2,
        quarantined_at: null,
        written_off_at: null,
        created_at: "2026-01-05T00:00:00.000Z",
      })
      .execute();
    const html = await page("/admin/orders/pick-list?all=1&q=slip");
    const rows = html.split('data-testid="pick-lot"').slice(1);
    const text = (r: string) =>
      `<tr ${r.split("</tr>")[0]}`
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    // Berry's three tubs: the two left in its lot, then one no lot covers.
    expect(rows.map(text).filter((r) => r.startsWith("Berry"))).toEqual([
      "Berry L-PAGE-1 14 March 2031 2",
      "Berry No lot recorded 1",
    ]);
  });
});

describe("the bulk fulfil screen", () => {
  it("previews a carrier's file and changes nothing, then fulfils on confirm", async () => {
    const [a] = orders;
    const csv = `Consignment Number,Order Reference\nAP555000111,${a!.number}\nAP555000112,RR-ZZZZZZ\n`;
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", new File([csv], "mypost.csv", { type: "text/csv" }));
    const res = await fetch(`${s.url}/admin/orders/ship`, { method: "POST", headers: admin, body: form });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-outcome="ready"');
    expect(html).toContain('data-outcome="unknown"');
    expect(html).toContain("Confirm: mark 1 fulfilled");
    const row = await s.ctx.db.selectFrom("orders").select("status").where("id", "=", a!.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("paid");

    const confirm = new URLSearchParams({
      intent: "fulfil",
      number: a!.number,
      [`tracking-${a!.number}`]: "AP555000111",
    });
    const done = await fetch(`${s.url}/admin/orders/ship`, { method: "POST", headers: admin, body: confirm });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("1 order marked fulfilled; 0 failed.");
    const after = await s.ctx.db
      .selectFrom("orders")
      .select(["status", "tracking_number"])
      .where("id", "=", a!.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: "fulfilled", tracking_number: "AP555000111" });
  });
});
