// The Customers screen's pages. A damaged cursor is a 400 page; the note posted from a
// customer's page is kept and audited, one over the limit is refused with nothing changed, and the
// note is shown as text, never as HTML. Needs the production build (npm run build).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { placePaidOrder } from "../../../tests/support/customer";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { CUSTOMER_NOTE_MAX } from "../../../core/customer";
import { insertSubscription } from "../../../tests/support/subscriptions";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let session: Record<string, string>;
let id: string;
let number: string;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
  session = await signInAdmin(s);
  ({ number } = await placePaidOrder(s, { email: "Pages.Shopper@example.com" }));
  const row = await s.ctx.db
    .selectFrom("customer_summaries")
    .select("id")
    .where("email", "=", "pages.shopper@example.com")
    .executeTakeFirstOrThrow();
  id = row.id;
});
afterAll(() => s.close());

const postNote = (note: string) =>
  fetch(`${s.url}/admin/customers/${id}.data`, {
    method: "POST",
    headers: session,
    body: new URLSearchParams({ intent: "note", note }),
  });

describe("the Customers pages", () => {
  it("links each of the customer's subscriptions to its own page", async () => {
    const sub = await insertSubscription(s.ctx.db, { email: "pages.shopper@example.com" });
    const html = await (await fetch(`${s.url}/admin/customers/${id}`, { headers: session })).text();
    expect(html).toContain(`href="/admin/subscriptions/${sub.number}"`);
  });

  it("lists the shopper, finds them by prefix and refuses a damaged cursor with a 400", async () => {
    const list = await fetch(`${s.url}/admin/customers?q=pages.sh`, { headers: session });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain("pages.shopper@example.com");
    for (const path of [`/admin/customers?after=broken`, `/admin/customers/${id}?before=broken`]) {
      expect((await fetch(`${s.url}${path}`, { headers: session })).status, path).toBe(400);
    }
    expect((await fetch(`${s.url}/admin/customers/cs_${"f".repeat(24)}`, { headers: session })).status).toBe(404);
  });

  it("keeps a note posted from the page, audits it, refuses one too long and shows it as text", async () => {
    const note = "Rang about <script>alert(1)</script> delivery";
    expect((await postNote(note)).status).toBe(200);
    const tooLong = await postNote("y".repeat(CUSTOMER_NOTE_MAX + 1));
    expect(tooLong.status).toBe(400);
    const kept = await s.ctx.db.selectFrom("customer_summaries").select("note").where("id", "=", id).executeTakeFirst();
    expect(kept?.note).toBe(note);
    const audit = await s.ctx.db.selectFrom("audit_log").select("action").where("entity_id", "=", id).execute();
    expect(audit).toEqual([{ action: "customer.note" }]);
    const html = await (await fetch(`${s.url}/admin/customers/${id}`, { headers: session })).text();
    expect(html).toContain(number);
    expect(html).toContain("Rang about &lt;script&gt;alert(1)&lt;/script&gt; delivery");
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});
