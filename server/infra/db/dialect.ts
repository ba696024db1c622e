// Which database a connection (or transaction) speaks to, for the few statements written once
// per dialect because one of them can do in a single round trip what the other needs several for.
import { PostgresAdapter } from "kysely";
import type { Db } from "./client";

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
