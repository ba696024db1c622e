// The audit log reads one page by keyset on (at, id). Paging returns each entry exactly
// once while entries are added, the CSV streams the same entries the list pages through, a damaged
// cursor is a 400, and each filter's page walks an index.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryPlan } from "../../../tests/support/query-plan";
import { signInAdmin, startClockedServer } from "../../../tests/support/admin";
import type { TestServer } from "../../../tests/support/test-server";
import type { Db } from "../../infra/db/client";
import { isPostgres } from "../../infra/db/dialect";
import { entriesQuery } from "./audit.repository";

let s: TestServer & { clock: { now: Date } };
let admin: Record<string, string>;
let seq = 0;
const BASE = Date.parse("2025-03-01T00:00:00Z");

async function addEntries(db: Db, n: number, opts: { at?: number; actor?: string } = {}) {
  const rows = Array.from({ length: n }, (_, i) => {
    seq += 1;
    return {
      id: `aud_${seq.toString(16).padStart(24, "0")}`,
      // Three entries share each second, so the id breaks ties.
      at: new Date(BASE + (opts.at ?? Math.floor(seq / 3)) * 1000).toISOString(),
      actor_id: opts.actor ?? (i % 2 ? "usr_a" : "usr_b"),
      actor_email: opts.actor ?? (i % 2 ? "a@example.com" : "b@example.com"),
      action: i % 3 ? "product.update" : "order.fulfil",
      entity_type: i % 3 ? "product" : "order",
      entity_id: `x${seq}`,
      summary: `Change ${seq}`,
      changes: "{}",
    };
  });
  await db.insertInto("audit_log").values(rows).execute();
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  s = await startClockedServer();
  admin = await signInAdmin(s);
  // The plans below are read on a table PostgreSQL has no statistics for; autovacuum, given a
  // slow minute, would gather them, and with them a tiny table is rightly read another way.
  if (isPostgres(s.ctx.db)) await sql`alter table audit_log set (autovacuum_enabled = false)`.execute(s.ctx.db);
  await addEntries(s.ctx.db, 150);
});
afterAll(() => s.close());

type AuditPage = { entries: { id: string }[]; next: string | null; prev: string | null; total: number };

async function page(qs: string): Promise<AuditPage> {
  const res = await fetch(`${s.url}/api/admin/audit${qs}`, { headers: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as AuditPage;
}

async function walk(filter: string, limit: number, between?: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  let p = await page(`?limit=${limit}${filter}`);
  for (;;) {
    seen.push(...p.entries.map((e) => e.id));
    if (!p.next) return seen;
    await between?.();
    p = await page(`?limit=${limit}${filter}&after=${encodeURIComponent(p.next)}`);
  }
}

describe("keyset pages of the audit log", () => {
  it("returns every entry exactly once while entries are added", async () => {
    const all = await walk("", 200);
    let later = 10_000;
    const paged = await walk("", 7, async () => {
      await addEntries(s.ctx.db, 2, { at: later++ });
    });
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(paged.length);
    // And back again from the last page with prev.
    let p = await page(`?limit=11`);
    while (p.next) p = await page(`?limit=11&after=${encodeURIComponent(p.next)}`);
    const back = p.entries.map((e) => e.id);
    while (p.prev) {
      p = await page(`?limit=11&before=${encodeURIComponent(p.prev)}`);
      back.unshift(...p.entries.map((e) => e.id));
    }
    expect(back).toEqual(await walk("", 200));
  });

  it("exports the entries the list pages through, and only the header when none match", async () => {
    for (const filter of ["", "&actor=usr_a", "&type=order", "&action=product.update"]) {
      const listed = await walk(filter, 17);
      const res = await fetch(`${s.url}/api/admin/audit/export.csv?${filter.slice(1)}`, { headers: admin });
      const lines = (await res.text()).split("\r\n").filter(Boolean);
      expect(lines.length - 1).toBe(listed.length);
    }
    const none = await fetch(`${s.url}/api/admin/audit/export.csv?actor=usr_nobody`, { headers: admin });
    expect((await none.text()).split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("refuses a damaged or forged cursor with a clear 400", async () => {
    for (const cursor of ["garbage!", Buffer.from('["2025-01-01T00:00:00.000Z","ord_1"]').toString("base64url")]) {
      const res = await fetch(`${s.url}/api/admin/audit?after=${encodeURIComponent(cursor)}`, { headers: admin });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/page link is damaged or out of date/);
    }
  });

  it("walks an index for each filter's page, with no sort", async () => {
    const from = { key: "2025-03-01T00:00:10.000Z", id: `aud_${"0".repeat(23)}9` };
    const cases = [
      [{}, "audit_log_at"],
      [{ actorId: "usr_a" }, "audit_log_actor_at_id"],
      [{ entityType: "order" }, "audit_log_entity_at_id"],
      [{ action: "order.fulfil" }, "audit_log_action_at_id"],
    ] as const;
    for (const [w, index] of cases) {
      const q = entriesQuery(s.ctx.db, w, { limit: 50, after: from }).compile();
      const p = await queryPlan(s.ctx.db, q);
      expect(p).toContain(index);
      expect(p).not.toMatch(/TEMP B-TREE|Sort\b|Seq Scan/);
    }
  });
});
