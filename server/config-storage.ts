// Where the shop keeps its data: the database named by DATABASE_URL (SQLite by default) and the
// session secret kept beside it when SESSION_SECRET is not set.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "./config-error";
import { mkdirPrivateSync, PRIVATE_FILE } from "./infra/private-files";

export type DatabaseConfig = { dialect: "sqlite"; file: string } | { dialect: "postgres"; url: string };

export function parseDatabaseUrl(raw: string | undefined, dataDir: string): DatabaseConfig {
  if (!raw) return { dialect: "sqlite", file: path.join(dataDir, "shop.db") };
  if (/^postgres(ql)?:\/\//.test(raw)) {
    try {
      new URL(raw);
    } catch {
      throw new ConfigError(
        "DATABASE_URL: expected postgres://user:pass@host:port/db or a SQLite file path (got an unparsable URL)",
      );
    }
    return { dialect: "postgres", url: raw };
  }
  const file = raw.replace(/^(sqlite|file):(\/\/)?/, "");
  if (file === "" || /^[a-z]+:\/\//i.test(raw)) {
    throw new ConfigError(
      `DATABASE_URL: expected postgres://… or a SQLite file path such as file:./data/shop.db (got '${raw.split(":")[0]}:…')`,
    );
  }
  return { dialect: "sqlite", file };
}

export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirPrivateSync(dataDir);
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret + "\n", { mode: PRIVATE_FILE });
  chmodSync(file, PRIVATE_FILE);
  return secret;
}
