// The production server as its own process (node build/app/main.js), for what only a real
// process shows: signals, a database going away under it, a crash.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUILD_ROOT } from "./build-root";

export type ShopProcess = {
  url: string;
  child: ChildProcess;
  /** Every line the process wrote (pino JSON on stdout, anything on stderr). */
  output: string[];
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

export async function startShopProcess(
  env: Record<string, string> = {},
  opts: { port?: number; startTimeoutMs?: number } = {},
): Promise<ShopProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-proc-"));
  const child = spawn(process.execPath, [path.join(BUILD_ROOT, "app/main.js")], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The shop's default is beside the data folder, here the shared temp folder: each process
      // keeps its own, inside its throwaway data folder.
      BACKUP_DIR: path.join(env.DATA_DIR ?? dataDir, "backups"),
      SESSION_SECRET: "s".repeat(40),
      LOG_LEVEL: "info",
      // The address its callers use: the origin check accepts only the shop's own address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...String(chunk).split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.startTimeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited at start:\n${output.join("\n")}`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      // Not left running behind the caller, who has no handle on it yet.
      child.kill("SIGKILL");
      await exited;
      throw new Error(`the shop did not start:\n${output.join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

export type Outcome = { status: number; retryAfter: string | null; at: number } | { error: string; at: number };

/** One request, its outcome recorded: an answer, or the network error's code. */
export async function attempt(url: string, init?: RequestInit): Promise<Outcome> {
  try {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    return { status: res.status, retryAfter: res.headers.get("retry-after"), at: Date.now() };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? String(err), at: Date.now() };
  }
}
