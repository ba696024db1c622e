// The fast path's answers carry the same headers however often they are sent, for each encoding
// and for a 304, and pick up a change of the common headers (draining) at once.
import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductCatalogue } from "../../modules/products/product-catalogue";
import { createFastPath } from "./fast-path";
import { prepareJson } from "./prepared-body";

const list = prepareJson([{ id: "one-and-done" }]);
const steady: [string, string][] = [["X-Content-Type-Options", "nosniff"]];
const draining: [string, string][] = [...steady, ["Connection", "close"]];
let common = steady;
const fast = createFastPath({
  catalogue: { ready: () => ({ list, byId: new Map() }) } as unknown as ProductCatalogue,
  pages: null,
  commonHeaders: () => common,
  jsonPolicy: "default-src 'none'",
  productCacheControl: "public, max-age=60",
  sessionCookies: [],
});
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (!fast(req, res, `id-${String(req.headers["x-test-id"])}`)) res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function fetchOne(headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; length: number }>((resolve, reject) => {
    get({ port, path: "/api/products", headers: { connection: "keep-alive", ...headers } }, (res) => {
      let length = 0;
      res.on("data", (c: Buffer) => (length += c.length));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, length }));
    }).on("error", reject);
  });
}

describe("the fast path's headers", () => {
  it("are right for each encoding and a 304, the second time as the first", async () => {
    let n = 0;
    const fetchRaw = async (headers: Record<string, string>) => {
      const id = String(++n);
      const r = await fetchOne({ ...headers, "x-test-id": id });
      // Each answer carries its own request's id, though the header list is shared.
      expect(r.headers["x-request-id"]).toBe(`id-${id}`);
      return r;
    };
    for (let round = 0; round < 2; round++) {
      const br = await fetchRaw({ "accept-encoding": "br, gzip" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(Number(br.headers["content-length"])).toBe(list.br.length);
      expect(br.length).toBe(list.br.length);
      const plain = await fetchRaw({});
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(Number(plain.headers["content-length"])).toBe(list.identity.length);
      const gz = await fetchRaw({ "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(Number(gz.headers["content-length"])).toBe(list.gzip.length);
      const notModified = await fetchRaw({ "if-none-match": list.etag });
      expect(notModified.status).toBe(304);
      expect(notModified.headers["content-encoding"]).toBeUndefined();
      for (const r of [br, plain, gz, notModified]) {
        expect(r.headers.etag).toBe(list.etag);
        expect(r.headers["x-content-type-options"]).toBe("nosniff");
        expect(r.headers["cache-control"]).toBe("public, max-age=60");
      }
    }
  });

  it("close each connection once the server drains, and stop again when it no longer does", async () => {
    common = draining;
    expect((await fetchOne({ "accept-encoding": "br" })).headers.connection).toBe("close");
    common = steady;
    expect((await fetchOne({ "accept-encoding": "br" })).headers.connection).toBe("keep-alive");
  });
});
