// The browser's scripts and stylesheets leave as the build stored them: brotli or gzip already
// made (scripts/precompress-assets.mjs), never compressed again per request, cached for a year.
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAppOptions } from "../../../tests/support/page-build";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
let assets: string;
beforeAll(async () => {
  const app = await pageAppOptions();
  assets = path.join(app.clientDir, "assets");
  s = await startTestServer({ app });
});
afterAll(() => s.close());

/** The raw answer, undecoded, as the bytes on the wire. */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("built assets", () => {
  it("are answered with the stored brotli file, the stored gzip file, or as they are", async () => {
    const biggest = readdirSync(assets)
      .filter((n) => n.endsWith(".js"))
      .map((n) => ({ n, size: readFileSync(path.join(assets, n)).length }))
      .sort((a, b) => b.size - a.size)[0]!.n;
    const file = path.join(assets, biggest);
    const url = `${s.url}/assets/${biggest}`;
    const cases = [
      { accept: "gzip, deflate, br, zstd", encoding: "br", stored: `${file}.br` },
      { accept: "gzip", encoding: "gzip", stored: `${file}.gz` },
      { accept: undefined, encoding: undefined, stored: file },
    ];
    for (const c of cases) {
      const res = await get(url, c.accept);
      expect(res.status, c.accept).toBe(200);
      expect(res.headers["content-encoding"], c.accept).toBe(c.encoding);
      expect(res.headers["content-type"], c.accept).toMatch(/^text\/javascript/);
      expect(res.headers["cache-control"], c.accept).toBe("public, max-age=31536000, immutable");
      expect(res.body.equals(readFileSync(c.stored)), c.accept).toBe(true);
    }
    // Caches keep the encodings apart.
    expect((await get(url, "br")).headers.vary).toMatch(/accept-encoding/i);
  });

  it("are each stored compressed, and smaller for it", () => {
    const scripts = readdirSync(assets).filter((n) => /\.(js|css)$/.test(n));
    expect(scripts.length).toBeGreaterThan(10);
    for (const n of scripts) {
      const size = readFileSync(path.join(assets, n)).length;
      if (size < 1024) continue;
      expect(readFileSync(path.join(assets, `${n}.br`)).length, n).toBeLessThan(size);
      expect(readFileSync(path.join(assets, `${n}.gz`)).length, n).toBeLessThan(size);
    }
  });
});
