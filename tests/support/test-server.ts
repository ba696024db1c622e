// A real context over a fresh database for one test file, and a real server on a random port.
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type Server } from "node:http";
import { sql } from "kysely";
import { Writable } from "node:stream";
import { inject } from "vitest";
import { createApp, type AppOptions } from "../../server/app";
import { nodeListener } from "../../server/infra/http/node-listener";
import { loadConfig, type Config } from "../../server/config";
import { createContext, type AppContext } from "../../server/context";
import { createDb } from "../../server/infra/db/client";
import { createLogger } from "../../server/logger";
import { withDatabase } from "./global-setup";
import { adminUrl } from "./postgres";

export type LogLine = { level: number; msg: string; [k: string]: unknown };

export type TestContext = AppContext & { logs: LogLine[]; dispose(): Promise<void> };

export async function createTestContext(
  opts: { env?: Record<string, string>; seed?: boolean; clock?: () => Date } = {},
): Promise<TestContext> {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-test-"));
  const { url: databaseUrl, drop: dropDb } = await freshDatabase(dir);
  const config: Config = loadConfig({
    DATA_DIR: dir,
    // Not the default beside the data folder (the shared temp folder): each test its own.
    BACKUP_DIR: path.join(opts.env?.DATA_DIR ?? dir, "backups"),
    DATABASE_URL: databaseUrl,
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    SESSION_SECRET: "x".repeat(40),
    ...opts.env,
  });
  const logs: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split("\n")) if (line) logs.push(JSON.parse(line) as LogLine);
      cb();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  const ctx = await createContext({ config, logger, seed: opts.seed, clock: opts.clock });
  return Object.assign(ctx, {
    logs,
    async dispose() {
      await ctx.close();
      await dropDb?.();
      rmSync(dir, { recursive: true, force: true });
    },
  });
}

/** A migrated, empty database of this project's dialect: a file in `dir`, or a new PostgreSQL database. */
export async function freshDatabase(dir: string): Promise<{ url: string; drop?: () => Promise<void> }> {
  if (inject("dialect") !== "postgres") {
    const file = path.join(dir, "shop.db");
    copyFileSync(inject("baseDbFile"), file);
    return { url: file };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = createDb({ dialect: "postgres", url: adminUrl(url) });
  await sql.raw(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`).execute(admin);
  await admin.destroy();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const a = createDb({ dialect: "postgres", url: adminUrl(url) });
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(a);
      await a.destroy();
    },
  };
}

/**
 * The app on a random port, through the same Node listener (fast path, then Hono) as production.
 * The server listens before the app exists, so that the context can be built
 * with that address as its PUBLIC_URL (the origin check accepts only the shop's own address);
 * `serve` hands it the app.
 */
export async function openPort(): Promise<{ server: Server; url: string; serve(app: App): void }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, serve: (app) => server.on("request", nodeListener(app)) };
}

type App = Parameters<typeof nodeListener>[0];

export type TestServer = { url: string; ctx: TestContext; close(): Promise<void> };

export async function startTestServer(
  opts: { env?: Record<string, string>; app?: AppOptions; seed?: boolean; clock?: () => Date } = {},
): Promise<TestServer> {
  const { server, url, serve } = await openPort();
  const ctx = await createTestContext({ ...opts, env: { PUBLIC_URL: url, ...opts.env } });
  serve(createApp(ctx, opts.app));
  return {
    url,
    ctx,
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      await ctx.dispose();
    },
  };
}
