// Entry point: config → database → services → HTTP.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { createContext } from "./context";
import { createLogger } from "./logger";
import { startSchedule } from "./schedule";
import { trackConnections } from "./infra/http/drain";
import { nodeListener } from "./infra/http/node-listener";
import { createLifecycle } from "./infra/http/lifecycle";

function fail(message: string): never {
  process.stderr.write(`Cannot start: ${message}\n`);
  process.exit(1);
}

// The bundled entry lives in <build>/app/; the React Router build sits beside it.
const buildRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function loadProductionBuild(): Promise<ServerBuild> {
  const file = path.join(buildRoot, "server/index.js");
  try {
    return (await import(pathToFileURL(file).href)) as ServerBuild;
  } catch {
    fail(`no production build at ${file}; run 'npm run build' first`);
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const dbLabel = config.database.dialect === "sqlite" ? config.database.file : "PostgreSQL";
  const ctx = await createContext({ config, logger }).catch((err: unknown) =>
    fail(`database ${dbLabel} could not be opened: ${err instanceof Error ? err.message : String(err)}`),
  );

  const lifecycle = createLifecycle();
  let server;
  let listener: ReturnType<typeof nodeListener>;
  if (config.nodeEnv === "development") {
    // Vite serves the browser code with hot reload; the same Hono app answers the rest.
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    listener = nodeListener(createApp(ctx, { build, lifecycle }));
    server = createServer((req: IncomingMessage, res: ServerResponse) =>
      devServer.middlewares(req, res, () => listener(req, res)),
    );
  } else {
    const build = await loadProductionBuild();
    const app = createApp(ctx, { build, clientDir: path.join(buildRoot, "client"), lifecycle });
    listener = nodeListener(app);
    server = createServer(listener);
  }

  server.on("error", (err: NodeJS.ErrnoException) => {
    fail(err.code === "EADDRINUSE" ? `port ${config.port} is already in use (set PORT)` : err.message);
  });
  // Sends queued e-mail over SMTP (when SMTP_URL is set) and retries failed sends.
  ctx.mail.startDispatcher();
  // The periodic jobs, each once across instances, and the instance heartbeat.
  startSchedule(ctx, logger);
  server.listen(config.port, config.host, () => {
    logger.info(
      { url: config.publicUrl, database: config.database.dialect },
      `${config.shopName} is running at ${config.publicUrl}`,
    );
  });

  const connections = trackConnections(server);
  // SIGTERM: go unready (a balancer stops sending), optionally wait for it to notice, stop
  // accepting, let requests in flight finish within the grace period, then close the database.
  const shutdown = async (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.startDraining();
    logger.info({ signal, ...config.shutdown }, "draining: unready, finishing requests in flight");
    await new Promise((r) => setTimeout(r, config.shutdown.delayMs));
    const { forced } = await connections.drain(config.shutdown.graceMs, listener.running);
    if (forced > 0) logger.warn({ forced }, "closed connections still busy after the grace period");
    await ctx.close().catch((err: unknown) => logger.warn({ err }, "closing the database failed"));
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

void main();
