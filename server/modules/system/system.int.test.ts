// Issue 27, item 6: the System screen for owners. Instances report through the database, failed
// e-mail can be sent again (recorded), the set-up's warnings show, and no other role gets in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import type { SystemView } from "./system.service";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ app: await pageAppOptions() });
});
afterAll(() => s.close());

describe("the System screen", () => {
  it("lists the instance that reported, the database, jobs and the set-up's warnings", async () => {
    const owner = await signInAdmin(s);
    await s.ctx.services.system.heartbeat();
    await s.ctx.services.system.recordJob("sweep", { ok: false, message: "disk full" });
    const res = await fetch(`${s.url}/api/admin/system`, { headers: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const view = (await res.json()) as SystemView;
    expect(view.instances).toHaveLength(1);
    expect(view.instances[0]).toMatchObject({ running: true });
    expect(view.database.bytes).toBeGreaterThan(0);
    expect(view.jobs).toEqual([expect.objectContaining({ name: "sweep", ok: false, message: "disk full" })]);
    // The test server has no SMTP and the placeholder ABN.
    expect(view.warnings.map((w) => w.id)).toEqual(expect.arrayContaining(["abn", "smtp"]));

    const page = await (await fetch(`${s.url}/admin/system`, { headers: owner })).text();
    expect(page).toContain("Instances");
    expect(page).toContain("Tax invoices show a placeholder ABN");
  });

  it("sends failed e-mail again, once asked, and records who asked", async () => {
    const owner = await signInAdmin(s);
    const at = new Date().toISOString();
    await s.ctx.db
      .insertInto("mail_outbox")
      .values({
        id: `mail-failed-${Date.now()}`,
        to: "someone@example.com",
        reply_to: null,
        subject: "Your order",
        text: "Thanks",
        html: null,
        status: "failed",
        attempts: 8,
        last_error: "550 mailbox unavailable",
        next_attempt_at: at,
        created_at: at,
        sent_at: null,
      })
      .execute();
    const before = (await (await fetch(`${s.url}/api/admin/system`, { headers: owner })).json()) as SystemView;
    expect(before.mail.failed).toBe(1);
    expect(before.warnings.map((w) => w.id)).toContain("mail-failed");
    const res = await fetch(`${s.url}/api/admin/system/mail/retry`, { method: "POST", headers: owner });
    expect(await res.json()).toEqual({ retried: 1 });
    const after = (await (await fetch(`${s.url}/api/admin/system`, { headers: owner })).json()) as SystemView;
    expect(after.mail.failed).toBe(0);
    const audit = await s.ctx.db.selectFrom("audit_log").select("action").where("action", "=", "mail.retry").execute();
    expect(audit).toHaveLength(1);
  });
});
