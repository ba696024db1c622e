// Starts the production build on a port over a throwaway data directory, for
// the bench and Lighthouse scripts; stop() ends it and removes the data.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export async function startProductionServer(
  port: number,
  env: Record<string, string> = {},
  buildDir = process.env.BUILD_DIR ?? "build",
): Promise<{ base: string; pid: number; stop(): void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-run-"));
  const child = spawn(process.execPath, [path.join(buildDir, "app/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Inside the throwaway data folder, not beside it in the shared temp folder (the default).
      BACKUP_DIR: path.join(env.DATA_DIR ?? dataDir, "backups"),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`the production server did not start on port ${port}`);
}
