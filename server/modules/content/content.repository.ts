// SQL for editable content: numbered revisions per piece and the entry saying which one shoppers
// see and which is the draft.
import type { ContentFields } from "../../../core/content";
import type { Db } from "../../infra/db/client";

export type RevisionRow = { number: number; fields: ContentFields; createdAt: string; createdBy: string; note: string };
export type EntryRow = { publishedNumber: number; draftNumber: number | null; updatedAt: string };

export async function findEntry(db: Db, key: string): Promise<EntryRow | null> {
  const row = await db.selectFrom("content_entries").selectAll().where("content_key", "=", key).executeTakeFirst();
  return row
    ? { publishedNumber: row.published_number, draftNumber: row.draft_number, updatedAt: row.updated_at }
    : null;
}

export async function listEntries(db: Db): Promise<Map<string, EntryRow>> {
  const rows = await db.selectFrom("content_entries").selectAll().execute();
  return new Map(
    rows.map((r) => [
      r.content_key,
      { publishedNumber: r.published_number, draftNumber: r.draft_number, updatedAt: r.updated_at },
    ]),
  );
}

export async function findRevision(db: Db, key: string, number: number): Promise<RevisionRow | null> {
  const row = await db
    .selectFrom("content_revisions")
    .selectAll()
    .where("content_key", "=", key)
    .where("number", "=", number)
    .executeTakeFirst();
  return row ? toRevision(row) : null;
}

/** Every revision of a piece, newest first, without their text. */
export async function listRevisions(db: Db, key: string): Promise<Omit<RevisionRow, "fields">[]> {
  const rows = await db
    .selectFrom("content_revisions")
    .select(["number", "created_at", "created_by", "note"])
    .where("content_key", "=", key)
    .orderBy("number", "desc")
    .execute();
  return rows.map((r) => ({ number: r.number, createdAt: r.created_at, createdBy: r.created_by, note: r.note }));
}

export async function nextNumber(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom("content_revisions")
    .select((eb) => eb.fn.max("number").as("max"))
    .where("content_key", "=", key)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertRevision(
  db: Db,
  key: string,
  rev: RevisionRow,
  opts: { ifAbsent?: boolean } = {},
): Promise<void> {
  const q = db.insertInto("content_revisions").values({
    content_key: key,
    number: rev.number,
    fields: JSON.stringify(rev.fields),
    created_at: rev.createdAt,
    created_by: rev.createdBy,
    note: rev.note,
  });
  await (opts.ifAbsent ? q.onConflict((oc) => oc.columns(["content_key", "number"]).doNothing()) : q).execute();
}

export async function upsertEntry(db: Db, key: string, entry: EntryRow, opts: { ifAbsent?: boolean } = {}) {
  const values = {
    published_number: entry.publishedNumber,
    draft_number: entry.draftNumber,
    updated_at: entry.updatedAt,
  };
  await db
    .insertInto("content_entries")
    .values({ content_key: key, ...values })
    .onConflict((oc) =>
      opts.ifAbsent ? oc.column("content_key").doNothing() : oc.column("content_key").doUpdateSet(values),
    )
    .execute();
}

function toRevision(row: {
  number: number;
  fields: string;
  created_at: string;
  created_by: string;
  note: string;
}): RevisionRow {
  return {
    number: row.number,
    fields: JSON.parse(row.fields) as ContentFields,
    createdAt: row.created_at,
    createdBy: row.created_by,
    note: row.note,
  };
}
