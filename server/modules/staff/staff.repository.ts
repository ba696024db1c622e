// SQL for staff roles and invitations, nothing else. Accounts and sessions themselves are the
// auth module's tables (auth.repository.ts).
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { StaffInvitesTable } from "../../infra/db/schema";

export type InviteRow = Selectable<StaffInvitesTable>;

export function selectMembers(db: Db) {
  return db
    .selectFrom("admin_users")
    .select(["id", "email", "role", "created_at", "last_login_at"])
    .orderBy("created_at", "asc")
    .orderBy("email", "asc")
    .execute();
}

export function selectMember(db: Db, id: string) {
  return db.selectFrom("admin_users").select(["id", "email", "role"]).where("id", "=", id).executeTakeFirst();
}

export function selectMemberByEmail(db: Db, email: string) {
  return db.selectFrom("admin_users").select(["id"]).where("email", "=", email).executeTakeFirst();
}

/**
 * Takes the owners' rows for this transaction (PostgreSQL row locks; SQLite has one writer), so
 * two owners demoting each other at once cannot leave the shop without one.
 */
export async function lockOwners(db: Db): Promise<number> {
  const r = await db
    .updateTable("admin_users")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("role", "=", "owner")
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function updateRole(db: Db, id: string, role: string, at: string): Promise<void> {
  await db.updateTable("admin_users").set({ role, updated_at: at }).where("id", "=", id).execute();
}

export async function deleteMember(db: Db, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", id).execute();
  await db.deleteFrom("admin_users").where("id", "=", id).execute();
}

export async function deleteSessionsOf(db: Db, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", id).execute();
}

export function selectInvites(db: Db): Promise<InviteRow[]> {
  return db.selectFrom("staff_invites").selectAll().orderBy("created_at", "asc").execute();
}

export function selectInviteByToken(db: Db, tokenHash: string): Promise<InviteRow | undefined> {
  return db.selectFrom("staff_invites").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/** A new invitation for the address replaces the old one (its link stops working). */
export async function replaceInvite(db: Db, row: Insertable<StaffInvitesTable>): Promise<void> {
  await db.deleteFrom("staff_invites").where("email", "=", row.email).execute();
  await db.insertInto("staff_invites").values(row).execute();
}

/** True when this call removed it (so a link is used once even when opened twice at once). */
export async function deleteInvite(db: Db, id: string): Promise<boolean> {
  const r = await db.deleteFrom("staff_invites").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
