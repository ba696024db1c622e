// The Stock screen never offers a ready-made count of 0 for a flavour that is not
// counted (one click on the defaults sold it out), and sold-out and low flavours each get their
// own banner. Needs the production build (npm run build).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let session: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  session = await signInAdmin(s);
});
afterAll(() => s.close());

const page = async () =>
  (await (await fetch(`${s.url}/admin/stock`, { headers: session })).text()).replace(
    /<script[\s\S]*?<\/script>|<!-- -->/g,
    "",
  );
/** The HTML of one flavour's card. */
const card = (html: string, flavour: string) => {
  const at = html.indexOf(`>${flavour}</h3>`);
  expect(at, flavour).toBeGreaterThan(0);
  return html.slice(at, html.indexOf("</li>", at));
};
const setStock = (flavour: string, onHand: number, threshold: number) =>
  fetch(`${s.url}/api/admin/stock/${encodeURIComponent(flavour)}`, {
    method: "PUT",
    headers: { ...session, "content-type": "application/json" },
    body: JSON.stringify({ onHand, threshold }),
  });

describe("the Stock screen", () => {
  it("starts an uncounted flavour's fields empty, and a blank count is refused with nothing saved", async () => {
    const pineapple = card(await page(), "Pineapple Punch");
    expect(pineapple).toContain("Start counting");
    for (const name of ["onHand", "threshold"]) {
      const input = pineapple.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
      expect(input, name).toContain('value=""');
      expect(input, name).toContain("required");
    }

    const res = await fetch(`${s.url}/admin/stock.data`, {
      method: "POST",
      headers: session,
      body: new URLSearchParams({ intent: "set", flavour: "pineapple punch", onHand: "", threshold: "" }),
    });
    expect(res.status).toBe(400);
    expect((await s.ctx.services.stock.listStock()).find((l) => l.flavor === "Pineapple Punch")?.counted).toBe(false);
  });

  it("gives sold-out and low flavours a banner each", async () => {
    expect((await setStock("Lemon Squash", 0, 5)).status).toBe(200);
    expect((await setStock("Orange Crush", 3, 5)).status).toBe(200);
    const html = await page();
    expect(html).toMatch(/data-testid="sold-out-banner"[^>]*>[\s\S]*?Sold out[\s\S]*?Lemon Squash/);
    expect(html).toMatch(/data-testid="low-stock-banner"[^>]*>[\s\S]*?Running low[\s\S]*?Orange Crush/);
    const soldOut = html.slice(html.indexOf('data-testid="sold-out-banner"'));
    expect(soldOut.slice(0, soldOut.indexOf("</div>"))).not.toContain("Orange Crush");
    const low = html.slice(html.indexOf('data-testid="low-stock-banner"'));
    expect(low.slice(0, low.indexOf("</div>"))).not.toContain("Lemon Squash");
    expect(html).not.toMatch(/flavours? (is|are) low/);
  });
});
