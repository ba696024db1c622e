// The Audit tab speaks plain words ('Marked order RR-… fulfilled', 'Stock of
// Lemon Squash set to 40'), while the codes stay in the API and the CSV; a field that had no value
// before is not shown as a red (removed) value. Needs the production build (npm run build).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { auditEntries } from "../../../tests/support/audit";
import { placePaidOrder } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let session: Record<string, string>;
let number: string;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  session = await signInAdmin(s);
  ({ number } = await placePaidOrder(s, { email: "audit-words@example.com" }));
  const order = await s.ctx.services.orders.getOrderDetailByNumber(number);
  const fulfil = await fetch(`${s.url}/api/admin/orders/${order.id}/fulfil`, {
    method: "POST",
    headers: { ...session, "content-type": "application/json" },
    body: JSON.stringify({ trackingNumber: "TRK123456" }),
  });
  expect(fulfil.status).toBe(200);
  const stock = await fetch(`${s.url}/api/admin/stock/Lemon%20Squash`, {
    method: "PUT",
    headers: { ...session, "content-type": "application/json" },
    body: JSON.stringify({ onHand: 40, threshold: 5 }),
  });
  expect(stock.status).toBe(200);
});
afterAll(() => s.close());

describe("the audit log in plain words", () => {
  it("writes each entry's summary as a sentence, keeping the action code and field names", async () => {
    expect((await auditEntries(s.ctx, "order.fulfil"))[0]).toMatchObject({
      summary: `Marked order ${number} fulfilled`,
      changes: { trackingNumber: { before: null, after: "TRK123456" } },
    });
    expect((await auditEntries(s.ctx, "stock.set"))[0]).toMatchObject({
      summary: "Stock of Lemon Squash set to 40 (warn at 5)",
      changes: { onHand: { before: null, after: 40 } },
    });
  });

  it("shows words, not codes, on the Audit tab; the CSV keeps the codes", async () => {
    const html = await (await fetch(`${s.url}/admin/audit`, { headers: session })).text();
    // The page's own HTML, without the loader data React Router repeats in a script for hydration.
    const shown = html.replace(/<script[\s\S]*?<\/script>|<!-- -->/g, "");
    expect(shown).toContain(`Marked order ${number} fulfilled`);
    expect(shown).toContain("Stock of Lemon Squash set to 40 (warn at 5)");
    expect(shown).toContain("Order fulfilled");
    expect(shown).toContain("Tracking number");
    expect(shown).toContain("On hand");
    for (const code of ["order.fulfil", "stock.set", "onHand", "trackingNumber"]) {
      expect(shown.replace(/<option[\s\S]*?<\/option>|value="[^"]*"/g, ""), code).not.toContain(`>${code}<`);
    }
    // A field set for the first time shows its new value only: no red 'before' dash.
    expect(shown).not.toMatch(/bg-red-50[^"]*"><span class="sr-only">was <\/span>—/);
    const csv = await (await fetch(`${s.url}/api/admin/audit/export.csv`, { headers: session })).text();
    expect(csv).toContain("order.fulfil");
    expect(csv).toContain("onHand");
  });
});
