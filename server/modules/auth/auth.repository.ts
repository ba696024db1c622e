// SQL for admin users, sessions and failed sign-ins, nothing else.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { AdminUsersTable, SessionsTable } from "../../infra/db/schema";

export type AdminUserRow = Selectable<AdminUsersTable>;
export type SessionRow = Selectable<SessionsTable>;

export function selectUserByEmail(db: Db, email: string): Promise<AdminUserRow | undefined> {
  return db.selectFrom("admin_users").selectAll().where("email", "=", email).executeTakeFirst();
}

export function selectUsers(db: Db): Promise<AdminUserRow[]> {
  return db.selectFrom("admin_users").selectAll().orderBy("created_at", "asc").orderBy("email", "asc").execute();
}

export async function countUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export type NewAdminUser = Insertable<AdminUsersTable>;

export async function insertUser(db: Db, row: NewAdminUser): Promise<void> {
  await db.insertInto("admin_users").values(row).execute();
}

export async function updateUserPassword(db: Db, id: string, passwordHash: string, at: string): Promise<void> {
  await db
    .updateTable("admin_users")
    .set({ password_hash: passwordHash, updated_at: at })
    .where("id", "=", id)
    .execute();
}

export async function touchUserLogin(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable("admin_users").set({ last_login_at: at }).where("id", "=", id).execute();
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom("admin_users").where("id", "=", id).execute();
}

export async function insertSession(db: Db, row: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto("sessions").values(row).execute();
}

/** The session and its user, in one round trip. */
export function selectSession(db: Db, idHash: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("admin_users", "admin_users.id", "sessions.user_id")
    .select([
      "sessions.id_hash",
      "sessions.user_id",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "admin_users.email",
      "admin_users.role",
    ])
    .where("sessions.id_hash", "=", idHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string, at: string): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: at }).where("id_hash", "=", idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

/** Sessions past their absolute limit or idle since before `idleBefore`. */
export async function deleteExpiredSessions(db: Db, now: string, idleBefore: string): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", idleBefore)]))
    .execute();
}

export async function insertLoginFailures(db: Db, rows: { id: string; key: string; at: string }[]): Promise<void> {
  if (rows.length > 0) await db.insertInto("login_failures").values(rows).execute();
}

/** For each key: failures since `since` and the oldest of them. */
export async function countLoginFailures(db: Db, keys: readonly string[], since: string) {
  if (keys.length === 0) return [];
  return db
    .selectFrom("login_failures")
    .select((eb) => ["key", eb.fn.countAll<number>().as("count"), eb.fn.min("at").as("oldest")])
    .where("key", "in", keys)
    .where("at", ">", since)
    .groupBy("key")
    .execute();
}

export async function deleteLoginFailures(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom("login_failures").where("key", "in", keys).execute();
}

export async function deleteOldLoginFailures(db: Db, before: string): Promise<void> {
  await db.deleteFrom("login_failures").where("at", "<=", before).execute();
}

/** A session's row alone (no join: a session is found however its user is). */
export function selectSessionRow(db: Db, idHash: string) {
  return db.selectFrom("sessions").selectAll().where("id_hash", "=", idHash).executeTakeFirst();
}

export async function setSessionTimes(db: Db, idHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where("id_hash", "=", idHash)
    .execute();
}
