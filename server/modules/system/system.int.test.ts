// The System screen for owners. Instances report through the database, failed
// e-mail can be sent again (recorded), the set-up's warnings show, and no other role gets in.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { auditEntries } from "../../../tests/support/audit";
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

  it("samples the database's size once a day, keeps 90 days, and shows its growth per day and week", async () => {
    const owner = await signInAdmin(s);
    const first = (await (await fetch(`${s.url}/api/admin/system`, { headers: owner })).json()) as SystemView;
    expect(first.database.growth).toBeNull();
    // Ten days ago the database was 10 MB smaller; a sample from 100 days ago has had its time.
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    await s.ctx.services.system.sampleDatabaseSize();
    await s.ctx.services.system.sampleDatabaseSize(); // twice in one day: still one sample
    const today = await s.ctx.db.selectFrom("database_sizes").selectAll().execute();
    expect(today).toHaveLength(1);
    const size = Number(today[0]!.bytes);
    const at = new Date().toISOString();
    await s.ctx.db
      .insertInto("database_sizes")
      .values([
        { day: day(10), bytes: size - 10 * 1024 * 1024, at },
        { day: day(100), bytes: 1, at },
      ])
      .execute();
    await s.ctx.services.system.sampleDatabaseSize();
    const days = (await s.ctx.db.selectFrom("database_sizes").select("day").orderBy("day").execute()).map((r) => r.day);
    expect(days).toEqual([day(10), day(0)]);

    const view = (await (await fetch(`${s.url}/api/admin/system`, { headers: owner })).json()) as SystemView;
    expect(view.database.growth?.days).toBe(10);
    // The size moves a little as the test writes; about 1 MB a day.
    expect(view.database.growth!.perDay / (1024 * 1024)).toBeCloseTo(1, 1);
    expect(view.database.growth!.perWeek).toBe(view.database.growth!.perDay * 7);
    const page = await (await fetch(`${s.url}/admin/system`, { headers: owner })).text();
    expect(page).toMatch(/Growing about 1\.0 MB a day \(7\.0 MB a week\)/);
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

  it("takes a backup on demand on SQLite and shows it; on PostgreSQL it says the database backs itself up", async () => {
    const owner = await signInAdmin(s);
    const before = (await (await fetch(`${s.url}/api/admin/system`, { headers: owner })).json()) as SystemView;
    const res = await fetch(`${s.url}/api/admin/system/backup`, { method: "POST", headers: owner });
    if (inject("dialect") === "postgres") {
      expect(before.backups).toBeNull();
      expect(res.status).toBe(409);
      return;
    }
    expect(before.backups?.count).toBe(0);
    expect(before.warnings.map((w) => w.id)).toEqual(expect.arrayContaining(["no-backups", "backup-disk"]));
    expect(res.status).toBe(200);
    const { backup } = (await res.json()) as { backup: string };
    const after = (await (await fetch(`${s.url}/api/admin/system`, { headers: owner })).json()) as SystemView;
    expect(after.backups).toMatchObject({ count: 1, last: { id: backup } });
    expect(after.backups?.next).not.toBeNull();
    expect(after.warnings.map((w) => w.id)).not.toContain("no-backups");
    // Staff read the log: no machine id in its words.
    const [entry] = await auditEntries(s.ctx, "backup.take");
    expect(entry!.summary).toBe("Took a backup");
  });
});
