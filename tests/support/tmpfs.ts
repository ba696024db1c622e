// A tiny tmpfs of the test's own: a real full disk or read-only folder. Mounting needs root
// (CI runs as root); where it is not allowed, mountTmpfs answers null and the test is skipped.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function mountTmpfs(sizeKb: number): string | null {
  try {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-tmpfs-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeKb}k`, "tmpfs", dir], { stdio: "ignore" });
    return dir;
  } catch {
    return null;
  }
}

export const remount = (dir: string, mode: "ro" | "rw") => execFileSync("mount", ["-o", `remount,${mode}`, dir]);

export const unmount = (dir: string) => execFileSync("umount", ["-l", dir]);
