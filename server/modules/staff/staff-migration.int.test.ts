// Migration 0012 on both databases: admins who existed before roles become owners, and the
// migration goes down and up again.
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-server";
import { migrateToLatest } from "../../infra/db/migrate";
import { migrations } from "../../infra/db/migrations/index";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.dispose());

it("makes every existing admin an owner", async () => {
  const migrator = new Migrator({ db: ctx.db, provider: { getMigrations: async () => migrations } });
  // Back to just before roles (later migrations come down first, newest first).
  const down = await migrator.migrateTo("0011-customer-passkeys");
  expect(down.error).toBeUndefined();
  const undone = down.results?.map((r) => r.migrationName) ?? [];
  expect(undone.at(-1)).toBe("0012-staff-roles");
  const at = "2026-01-01T00:00:00.000Z";
  await sql`insert into admin_users (id, email, password_hash, created_at, updated_at)
            values ('before-roles', 'early@example.com', 'scrypt$x', ${at}, ${at})`.execute(ctx.db);

  expect(await migrateToLatest(ctx.db)).toEqual([...undone].reverse());
  const row = await ctx.db.selectFrom("admin_users").select(["email", "role"]).executeTakeFirstOrThrow();
  expect(row).toEqual({ email: "early@example.com", role: "owner" });
  expect(await ctx.db.selectFrom("staff_invites").selectAll().execute()).toEqual([]);
});
