import { sql, type Kysely } from "kysely";
import { analyticsPath } from "../../../../core/analytics-path";

// Analytics keeps a page's route pattern, never its address: rows written before kept the path
// as the browser sent it, sign-in link tokens, payment sessions and order numbers included. Each
// stored path is rewritten as the pattern new beacons get ("/pay/:sessionId"), and a row of an
// admin page (never counted) is deleted. The daily counts hold no path (referrer hosts, campaign
// labels, products and flavours only), so they stay as they are. Nothing to undo: the addresses
// are gone on purpose.
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ path: string }>`select distinct path from analytics_events`.execute(db);
  for (const { path } of rows.rows) {
    const kept = analyticsPath(path);
    if (kept === path) continue;
    if (kept === null) await sql`delete from analytics_events where path = ${path}`.execute(db);
    else await sql`update analytics_events set path = ${kept} where path = ${path}`.execute(db);
  }
}

export async function down(): Promise<void> {}
