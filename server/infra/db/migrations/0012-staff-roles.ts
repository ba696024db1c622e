import type { Kysely } from "kysely";

// Staff roles and invitations. Every admin account that already exists becomes an
// owner. An invitation's link is stored only as a hash; it works once, until it expires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("admin_users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .execute();

  await db.schema
    .createTable("staff_invites")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique()) // one open invitation per address
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text") // the inviting admin's e-mail, for the list
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_invites").execute();
  await db.schema.alterTable("admin_users").dropColumn("role").execute();
}
