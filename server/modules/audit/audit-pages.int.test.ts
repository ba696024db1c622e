// The admin pages' actions (React Router, ADR 0012) record the signed-in staff member too, and
// the Audit tab's page answers only a signed-in session. Needs the production build (npm run build).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN, signInAdmin } from "../../../tests/support/admin";
import { auditCount, auditEntries } from "../../../tests/support/audit";
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

const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${s.url}${path}.data`, { method: "POST", headers: session, body: new URLSearchParams(fields) });

describe("admin page actions", () => {
  it("record the staff member behind a stock change on the Stock screen", async () => {
    const res = await postForm("/admin/stock", {
      intent: "set",
      flavour: "orange crush",
      onHand: "12",
      threshold: "2",
    });
    expect(res.status).toBe(200);
    expect((await auditEntries(s.ctx, "stock.set"))[0]).toMatchObject({
      actorEmail: ADMIN.email,
      entityId: "Orange Crush",
      changes: { onHand: { before: null, after: 12 }, threshold: { before: null, after: 2 } },
    });
  });

  it("record nothing for a refused one", async () => {
    const count = await auditCount(s.ctx);
    const res = await postForm("/admin/stock", {
      intent: "set",
      flavour: "orange crush",
      onHand: "-3",
      threshold: "2",
    });
    expect(res.status).toBe(400);
    expect(await auditCount(s.ctx)).toBe(count);
  });
});

describe("the Audit tab", () => {
  it("shows the entries to a signed-in staff member, and sends anyone else to sign in", async () => {
    const page = await fetch(`${s.url}/admin/audit?type=stock`, { headers: session });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Stock of Orange Crush set to 12 (warn at 2)");
    expect(page.headers.get("cache-control") ?? "").not.toMatch(/public/);
    const anonymous = await fetch(`${s.url}/admin/audit`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Faudit");
    expect((await fetch(`${s.url}/api/admin/audit`)).status).toBe(401);
    expect((await fetch(`${s.url}/api/admin/audit/export.csv`)).status).toBe(401);
  });
});
