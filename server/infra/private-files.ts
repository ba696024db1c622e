// The shop's own files (database, its log, backups, media, unfinished uploads) hold customers'
// details: only the shop's user may read them, whatever the process's umask. Folders the shop
// creates are 0700 and its files 0600, set explicitly because `mode` on create is masked.
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";

export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Folders created from `first` (what mkdir's `recursive` returns) down to `dir`. */
function created(first: string | undefined, dir: string): string[] {
  if (!first) return [];
  const out: string[] = [];
  const top = path.resolve(first);
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    out.push(d);
    if (d === top || d === path.dirname(d)) return out;
  }
}

/** mkdir -p, each folder it creates 0700; folders already there keep their mode. */
export async function mkdirPrivate(dir: string): Promise<void> {
  for (const d of created(await mkdir(dir, { recursive: true, mode: PRIVATE_DIR }), dir)) await chmod(d, PRIVATE_DIR);
}

export function mkdirPrivateSync(dir: string): void {
  for (const d of created(mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR }), dir)) chmodSync(d, PRIVATE_DIR);
}

/** Makes existing files 0600; one that is not there, or not ours to change, is left alone. */
export function keepPrivateSync(...files: string[]): void {
  for (const f of files) {
    try {
      if (existsSync(f)) chmodSync(f, PRIVATE_FILE);
    } catch {
      // Owned by another user (a file restored by root): its owner decides.
    }
  }
}
