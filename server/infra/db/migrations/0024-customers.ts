import { PostgresAdapter, sql, type Kysely } from "kysely";

// The Customers screen. A customer is an e-mail address (lower-cased): every
// paid, fulfilled or refunded order with it, guest or signed in, and the account with it. Their
// orders count, spend and last order are kept in customer_summaries, one row each, maintained by
// triggers in the same statement (so the same transaction) as any order is paid, refunded,
// fulfilled, re-addressed or removed and any account made or deleted: a page of the list reads 50
// rows along an index instead of adding up every order of every customer on it, and no service
// has to remember to update it (ADR "customers").
// total_spent: paid and fulfilled orders (a refund is of the whole order, and leaves it refunded).
// The staff note lives on the same row; an erasure (no orders left, no account) removes both.
const COUNTED = "('paid', 'fulfilled', 'refunded')";
const SPENT = "('paid', 'fulfilled')";

/** The statements that move one order (new. or old.) into or out of its customer's row. */
function statements(pg: boolean) {
  const newId = pg
    ? "'cs_' || substr(md5(random()::text || clock_timestamp()::text), 1, 24)"
    : "'cs_' || lower(hex(randomblob(12)))";
  const larger = pg ? "greatest" : "max";
  const counted = (r: string) => `${r}.email is not null and ${r}.status in ${COUNTED}`;
  const spent = (r: string) => `(case when ${r}.status in ${SPENT} then ${r}.total else 0 end)`;
  // SQLite takes no "as alias" on an insert inside a trigger (it fails when a later ALTER TABLE
  // re-reads the schema), so there the existing row's columns are named bare, as its upsert allows.
  const cur = pg ? "s." : "";
  const add = (r: string) => `
    insert into customer_summaries${pg ? " as s" : ""} (id, email, name, orders_count, total_spent, last_order_at, sort_at)
    select ${newId}, lower(${r}.email), ${r}.customer_name, 1, ${spent(r)}, ${r}.created_at, ${r}.created_at
    where ${counted(r)}
    on conflict (email) do update set
      orders_count = ${cur}orders_count + 1,
      total_spent = ${cur}total_spent + excluded.total_spent,
      name = case when excluded.name is not null and excluded.last_order_at >= coalesce(${cur}last_order_at, '')
        then excluded.name else ${cur}name end,
      last_order_at = ${larger}(coalesce(${cur}last_order_at, ''), excluded.last_order_at),
      sort_at = ${larger}(${cur}sort_at, excluded.sort_at);`;
  // After the change, so the order's new state is what the recount of the last order sees.
  const remove = (r: string) => `
    update customer_summaries set
      orders_count = orders_count - 1,
      total_spent = total_spent - ${spent(r)},
      last_order_at = (select max(o.created_at) from orders o
        where lower(o.email) = lower(${r}.email) and o.status in ${COUNTED})
    where email = lower(${r}.email) and ${counted(r)};
    update customer_summaries set
      sort_at = coalesce(last_order_at, (select c.created_at from customers c where c.email = customer_summaries.email), sort_at)
    where email = lower(${r}.email) and ${counted(r)};
    delete from customer_summaries
    where email = lower(${r}.email) and orders_count = 0
      and not exists (select 1 from customers c where c.email = customer_summaries.email);`;
  const adjust = `
    update customer_summaries set total_spent = total_spent - ${spent("old")} + ${spent("new")}
    where email = lower(new.email);`;
  const account = `
    insert into customer_summaries (id, email, orders_count, total_spent, sort_at)
    select ${newId}, new.email, 0, 0, new.created_at where true
    on conflict (email) do nothing;`;
  const noAccount = `
    delete from customer_summaries where email = old.email and orders_count = 0;`;
  return { counted, add, remove, adjust, account, noAccount, newId };
}

async function createTriggers(db: Kysely<unknown>, pg: boolean) {
  const s = statements(pg);
  const sameCustomer = `${s.counted("old")} and ${s.counted("new")} and lower(old.email) = lower(new.email)`;
  if (pg) {
    await sql
      .raw(
        `create function customer_summary_orders() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            ${s.add("new")}
            return null;
          end if;
          -- An unpaid checkout expiring or cancelled: nothing to do.
          if not coalesce(${s.counted("old")}, false)
            and (tg_op = 'DELETE' or not coalesce(${s.counted("new")}, false)) then
            return null;
          end if;
          if tg_op = 'UPDATE' and ${sameCustomer} then
            ${s.adjust}
            return null;
          end if;
          ${s.remove("old")}
          if tg_op = 'UPDATE' then
            ${s.add("new")}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    // A checkout's pending order never reaches the function.
    await sql
      .raw(
        `create trigger customer_summary_order_insert after insert on orders for each row
         when (new.status in ${COUNTED}) execute function customer_summary_orders()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger customer_summary_order_change after update of status, email, total or delete on orders
         for each row execute function customer_summary_orders()`,
      )
      .execute(db);
    await sql
      .raw(
        `create function customer_summary_accounts() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            ${s.account}
          else
            ${s.noAccount}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger customer_summary_account after insert or delete on customers
         for each row execute function customer_summary_accounts()`,
      )
      .execute(db);
    return;
  }
  const trigger = (name: string, on: string, when: string | null, body: string) =>
    sql.raw(`create trigger ${name} ${on} ${when ? `when ${when}` : ""} begin ${body} end`).execute(db);
  await trigger("customer_summary_order_insert", "after insert on orders for each row", s.counted("new"), s.add("new"));
  await trigger(
    "customer_summary_order_same",
    "after update of status, email, total on orders for each row",
    sameCustomer,
    s.adjust,
  );
  await trigger(
    "customer_summary_order_move",
    "after update of status, email, total on orders for each row",
    `(${s.counted("old")} or ${s.counted("new")}) and not (${sameCustomer})`,
    `${s.remove("old")} ${s.add("new")}`,
  );
  await trigger(
    "customer_summary_order_delete",
    "after delete on orders for each row",
    s.counted("old"),
    s.remove("old"),
  );
  await trigger("customer_summary_account_insert", "after insert on customers for each row", null, s.account);
  await trigger("customer_summary_account_delete", "after delete on customers for each row", null, s.noAccount);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("customer_summaries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique()) // lower-case
    .addColumn("name", "text") // the name on their latest order
    .addColumn("orders_count", "integer", (c) => c.notNull())
    .addColumn("total_spent", "integer", (c) => c.notNull()) // cents
    .addColumn("last_order_at", "text")
    .addColumn("sort_at", "text", (c) => c.notNull()) // the last order, or when the account was made
    .addColumn("note", "text") // staff's note, plain text
    .addColumn("note_updated_at", "text")
    .addColumn("note_updated_by", "text")
    .execute();
  // The list, newest activity first; and search by the start of the e-mail or name, each index
  // ending in the list's order so a search finds its page's ids from the index alone.
  await db.schema.createIndex("customer_summaries_sort").on("customer_summaries").columns(["sort_at", "id"]).execute();
  const pattern = sql.raw(pg ? " text_pattern_ops" : "");
  await sql`create index customer_summaries_email_search on customer_summaries (email${pattern}, sort_at, id)`.execute(
    db,
  );
  await sql`create index customer_summaries_name_search on customer_summaries (lower(name)${pattern}, sort_at, id)`.execute(
    db,
  );
  // The marketing list's export walks the consenting accounts in order.
  await db.schema
    .createIndex("customers_consent_created")
    .on("customers")
    .columns(["marketing_consent", "created_at", "id"])
    .execute();
  // A customer's page: their messages and returns by e-mail.
  await sql`create index contact_messages_email_lower on contact_messages (lower(email), created_at, id)`.execute(db);
  await sql`create index return_requests_email_lower on return_requests (lower(email), created_at, id)`.execute(db);

  const s = statements(pg);
  await sql
    .raw(
      `insert into customer_summaries (id, email, orders_count, total_spent, last_order_at, sort_at)
       select ${s.newId}, g.email, g.n, g.spent, g.last, g.last from (
         select lower(email) as email, count(*) as n,
           sum(case when status in ${SPENT} then total else 0 end) as spent, max(created_at) as last
         from orders where email is not null and status in ${COUNTED} group by lower(email)) g`,
    )
    .execute(db);
  await sql
    .raw(
      `update customer_summaries set name = (select o.customer_name from orders o
         where lower(o.email) = customer_summaries.email and o.status in ${COUNTED} and o.customer_name is not null
         order by o.created_at desc limit 1)`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into customer_summaries (id, email, orders_count, total_spent, sort_at)
       select ${s.newId}, email, 0, 0, created_at from customers where true
       on conflict (email) do nothing`,
    )
    .execute(db);
  await createTriggers(db, pg);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    await sql`drop trigger if exists customer_summary_order_insert on orders`.execute(db);
    await sql`drop trigger if exists customer_summary_order_change on orders`.execute(db);
    await sql`drop trigger if exists customer_summary_account on customers`.execute(db);
    await sql`drop function if exists customer_summary_orders()`.execute(db);
    await sql`drop function if exists customer_summary_accounts()`.execute(db);
  } else {
    for (const t of ["order_insert", "order_same", "order_move", "order_delete", "account_insert", "account_delete"]) {
      await sql.raw(`drop trigger if exists customer_summary_${t}`).execute(db);
    }
  }
  for (const name of ["return_requests_email_lower", "contact_messages_email_lower", "customers_consent_created"]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema.dropTable("customer_summaries").execute();
}
