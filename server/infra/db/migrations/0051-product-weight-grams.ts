import { sql, type Kysely } from "kysely";
import { parseWeightText } from "../../../../core/weight";

// A product's weight becomes a whole number of grams, so shipping can be priced by weight. The old
// text column stays for the release still running during the upgrade (a later release drops it);
// each product's text is read once here, and the ones that cannot be read are named in the log
// for the owner to weigh in Admin → Products (until then, by-weight options charge their flat price).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").addColumn("weight_grams", "integer").execute();
  await backfillWeightGrams(db);
}

export async function backfillWeightGrams(
  db: Kysely<unknown>,
  report: (message: string) => void = (m) => console.warn(m),
): Promise<void> {
  const { rows } = await sql<{ id: string; name: string; weight: string | null }>`
    select id, name, weight from products where weight_grams is null order by id`.execute(db);
  const unread: string[] = [];
  for (const row of rows) {
    const grams = parseWeightText(row.weight);
    if (grams === null) unread.push(`${row.name} ("${row.weight ?? ""}")`);
    else await sql`update products set weight_grams = ${grams} where id = ${row.id}`.execute(db);
  }
  if (unread.length > 0) {
    report(
      `${unread.length} product${unread.length === 1 ? " has" : "s have"} no weight in grams: ` +
        `${unread.join(", ")}. Enter each one's weight in Admin → Products.`,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("weight_grams").execute();
}
