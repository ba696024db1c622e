// The database's size, one sample a day for the System screen's growth: the day's
// latest sample replaces its earlier ones, and samples older than SIZE_SAMPLE_DAYS go.
import type { Db } from "../../infra/db/client";
import { databaseGrowth, SIZE_SAMPLE_DAYS, type DatabaseGrowth } from "../../../core/database-growth";
import * as repo from "./system.repository";

const DAY = 86_400_000;

export async function recordSizeSample(db: Db, bytes: number, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const at = now.toISOString();
  await repo.upsertSizeSample(db, { day, bytes, at });
  const oldest = new Date(now.getTime() - SIZE_SAMPLE_DAYS * DAY).toISOString().slice(0, 10);
  await repo.deleteSizeSamplesBefore(db, oldest);
}

export async function readGrowth(db: Db): Promise<DatabaseGrowth | null> {
  const rows = await repo.selectSizeSamples(db);
  return databaseGrowth(rows.map((r) => ({ day: r.day, bytes: Number(r.bytes) })));
}
