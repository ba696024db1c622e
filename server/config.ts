// Owns the process configuration: read from the environment once at start,
// validated, and handed to everything else as a plain object.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

export type DatabaseConfig = { dialect: "sqlite"; file: string } | { dialect: "postgres"; url: string };

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  database: DatabaseConfig;
  dataDir: string;
  shopName: string;
  sessionSecret: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  nodeEnv: "development" | "production" | "test";
};

/** The only part of the configuration that may reach a browser. */
export type PublicConfig = { shopName: string; publicUrl: string };

export function publicConfig(config: Config): PublicConfig {
  return { shopName: config.shopName, publicUrl: config.publicUrl };
}

export class ConfigError extends Error {}

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: "an integer port number from 1 to 65535" })
    .int("an integer port number from 1 to 65535")
    .min(1, "an integer port number from 1 to 65535")
    .max(65535, "an integer port number from 1 to 65535")
    .default(3000),
  HOST: z.string().min(1, "a host name or IP address to listen on").default("0.0.0.0"),
  PUBLIC_URL: z.url({ error: "an absolute http(s) URL such as https://shop.example.com" }).optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().min(1, "a directory path").default("./data"),
  SHOP_NAME: z.string().trim().min(1, "a non-empty shop name").max(60, "at most 60 characters").default("Rebound"),
  SESSION_SECRET: z.string().min(32, "at least 32 characters").optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "one of development, production, test" })
    .default("production"),
});

function parseDatabaseUrl(raw: string | undefined, dataDir: string): DatabaseConfig {
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

function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

/** Throws ConfigError with one line naming the variable and what it expects. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`${name}: expected ${issue.message} (got '${String(cleaned[name])}')`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  if (!/^https?:\/\//.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL: expected an absolute http(s) URL (got '${publicUrl}')`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir),
    dataDir,
    shopName: e.SHOP_NAME,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
  };
}
