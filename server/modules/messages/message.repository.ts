// SQL for contact messages, nothing else.
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../infra/db/client";
import type { ContactMessagesTable } from "../../infra/db/schema";

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export async function insertContactMessage(db: Db, row: Insertable<ContactMessagesTable>): Promise<void> {
  await db.insertInto("contact_messages").values(row).execute();
}

export function selectContactMessage(db: Db, id: string): Promise<ContactMessageRow | undefined> {
  return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
}
