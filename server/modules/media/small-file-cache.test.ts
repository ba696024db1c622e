import { describe, expect, it } from "vitest";
import { createSmallFileCache } from "./small-file-cache";

const file = (n: number) => ({ info: { size: n, mtime: new Date(0) }, bytes: Buffer.alloc(n, 1) });

describe("the small-file cache", () => {
  it("keeps files up to the size limit, not larger ones", () => {
    const cache = createSmallFileCache({ maxFileBytes: 100 });
    cache.put("a.png", file(100));
    cache.put("b.png", file(101));
    expect(cache.get("a.png")?.bytes.length).toBe(100);
    expect(cache.get("b.png")).toBeNull();
    expect(cache.fits(100)).toBe(true);
    expect(cache.fits(101)).toBe(false);
  });

  it("stays within its byte budget, dropping the least recently used", () => {
    const cache = createSmallFileCache({ maxBytes: 250, maxFileBytes: 100 });
    cache.put("a.png", file(100));
    cache.put("b.png", file(100));
    cache.get("a.png"); // now b is the least recently used
    cache.put("c.png", file(100));
    expect(cache.get("b.png")).toBeNull();
    expect(cache.get("a.png")).not.toBeNull();
    expect(cache.get("c.png")).not.toBeNull();
    expect(cache.size()).toEqual({ files: 2, bytes: 200 });
  });

  it("forgets an entry after its time to live", () => {
    let t = 0;
    const cache = createSmallFileCache({ ttlMs: 1000, now: () => t });
    cache.put("a.png", file(10));
    t = 999;
    expect(cache.get("a.png")).not.toBeNull();
    t = 1999;
    expect(cache.get("a.png")).toBeNull();
    expect(cache.size()).toEqual({ files: 0, bytes: 0 });
  });
});
