// Builds a git ref of this repository for a comparison: a detached worktree in a temporary
// folder, this checkout's node_modules linked into it (the same dependencies, no install), and
// `npm run build` there. remove() deletes the worktree and its build.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const git = (args: string[], cwd = process.cwd()) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** The commit a ref names here, or null when this clone does not have it. */
export function resolveRef(ref: string): string | null {
  try {
    return git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  } catch {
    return null;
  }
}

/** Runs `npm run build` in `dir` (into BUILD_DIR when `env` has one), its output shown only when it fails. */
export function build(dir: string, label: string, env: NodeJS.ProcessEnv = process.env): void {
  const started = Date.now();
  const r = spawnSync("npm", ["run", "-s", "build"], { cwd: dir, encoding: "utf8", env });
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout}\n${r.stderr}\n`);
    throw new Error(`building ${label} failed (exit ${r.status})`);
  }
  console.log(`built ${label} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export function buildRef(ref: string): { commit: string; buildDir: string; remove(): void } {
  const commit = resolveRef(ref);
  if (!commit) throw new Error(`${ref} names no commit in this clone`);
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "bench-ref-")), "tree");
  git(["worktree", "add", "--detach", dir, commit]);
  const remove = () => {
    try {
      git(["worktree", "remove", "--force", dir]);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git(["worktree", "prune"]);
    }
    rmSync(path.dirname(dir), { recursive: true, force: true });
  };
  try {
    symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
    // Into the worktree's own build/, whatever BUILD_DIR this checkout uses.
    const { BUILD_DIR: _ours, ...env } = process.env;
    build(dir, `${ref} (${commit.slice(0, 9)})`, env);
  } catch (err) {
    remove();
    throw err;
  }
  return { commit, buildDir: path.join(dir, "build"), remove };
}
