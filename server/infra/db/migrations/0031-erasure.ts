import { PostgresAdapter, sql, type Kysely } from "kysely";

// Erasure reaches every copy, and deleting an account needs a recent sign-in (ADR 0032).
//
// customer_sessions.opened_by: null for a sign-in that proved who the shopper is (an e-mailed code,
// a passkey, a federated sign-in), "subscription-link" for a session the link in a subscription
// e-mail opened: enough to manage that subscription, never a recent sign-in. Older rows are sign-ins.
//
// audit_log.redacted_at: the audit log stays append-only, with one exception: an entry about an
// erased person may lose its personal text once, which sets redacted_at; who did what, to which
// entity and when never change, and no entry is ever deleted.
const SAME_ENTRY = `new.id = old.id and new.at = old.at and new.actor_id = old.actor_id
  and new.actor_email = old.actor_email and new.action = old.action
  and new.entity_type = old.entity_type and new.entity_id = old.entity_id`;
const REDACTION = `old.redacted_at is null and new.redacted_at is not null and ${SAME_ENTRY}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("customer_sessions").addColumn("opened_by", "text").execute();
  await db.schema.alterTable("audit_log").addColumn("redacted_at", "text").execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create or replace function audit_log_refuse_change() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' then
            if ${REDACTION} then
              return new;
            end if;
          end if;
          raise exception 'audit_log entries cannot be changed or deleted';
        end $$`,
      )
      .execute(db);
    return;
  }
  await sql`drop trigger audit_log_no_update`.execute(db);
  await sql
    .raw(
      `create trigger audit_log_no_update before update on audit_log when not (${REDACTION})
      begin select raise(abort, 'audit_log entries cannot be changed or deleted'); end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create or replace function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log entries cannot be changed or deleted';
      end $$`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`
      create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log entries cannot be changed or deleted'); end`.execute(db);
  }
  await db.schema.alterTable("audit_log").dropColumn("redacted_at").execute();
  await db.schema.alterTable("customer_sessions").dropColumn("opened_by").execute();
}
