// Product images are small and asked for again and again; reading each from the disk or the
// bucket and streaming it through a web stream cost ten times what sending it does (the bench's
// stored image ran at 0.12 of a bare server). Whole files up to 256 KB are kept in memory, within
// a byte budget, least recently used dropped first. An entry lives at most a minute: a deleted
// file may be served that much longer by an instance that had it, which its year-long immutable
// Cache-Control already allows any browser or CDN to do.
import type { MediaStat } from "../../infra/storage/media-store";

export type SmallFile = { info: MediaStat; bytes: Buffer };

export function createSmallFileCache(
  opts: { maxBytes?: number; maxFileBytes?: number; ttlMs?: number; now?: () => number } = {},
) {
  const maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
  const maxFileBytes = opts.maxFileBytes ?? 256 * 1024;
  const ttlMs = opts.ttlMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, SmallFile & { at: number }>();
  let bytes = 0;

  function drop(key: string) {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.bytes.length;
  }

  return {
    /** Whether a file of this size is worth keeping. */
    fits: (size: number) => size <= maxFileBytes,

    get(key: string): SmallFile | null {
      const e = entries.get(key);
      if (!e) return null;
      if (now() - e.at >= ttlMs) {
        drop(key);
        return null;
      }
      // Most recently used last.
      entries.delete(key);
      entries.set(key, e);
      return e;
    },

    put(key: string, file: SmallFile): void {
      if (file.bytes.length > maxFileBytes) return;
      drop(key);
      entries.set(key, { ...file, at: now() });
      bytes += file.bytes.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },

    size: () => ({ files: entries.size, bytes }),
  };
}

export type SmallFileCache = ReturnType<typeof createSmallFileCache>;
