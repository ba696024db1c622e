// An answer prepared once and served many times: its bytes, their gzip and brotli encodings and a
// strong ETag, so a request costs a header lookup and a write, not a serialisation and a
// compression each time. Used by the product catalogue (JSON) and the page cache (HTML).
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type PreparedBody = { identity: Buffer; gzip: Buffer; br: Buffer; etag: string };

export function prepareBytes(identity: Buffer): PreparedBody {
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
  };
}

export const prepareJson = (value: unknown) => prepareBytes(Buffer.from(JSON.stringify(value)));

type RequestHeaders = { header(name: string): string | undefined };

/** What to send for a request: 304 when the client has this version, else the best encoding it takes. */
export function choosePrepared(
  body: PreparedBody,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { status: 200 | 304; bytes: Buffer | null; encoding: "br" | "gzip" | null } {
  if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim() === body.etag || t.trim() === `W/${body.etag}`)) {
    return { status: 304, bytes: null, encoding: null };
  }
  const accept = acceptEncoding ?? "";
  if (/\bbr\b/.test(accept)) return { status: 200, bytes: body.br, encoding: "br" };
  if (/\bgzip\b/.test(accept)) return { status: 200, bytes: body.gzip, encoding: "gzip" };
  return { status: 200, bytes: body.identity, encoding: null };
}

/** The Response for a prepared body; `headers` are kept and completed. */
export function sendPrepared(body: PreparedBody, req: RequestHeaders, headers: Headers, status = 200): Response {
  headers.set("ETag", body.etag);
  headers.set("Vary", "Accept-Encoding");
  const chosen = choosePrepared(body, req.header("if-none-match"), req.header("accept-encoding"));
  if (!chosen.bytes) return new Response(null, { status: 304, headers });
  if (chosen.encoding) headers.set("Content-Encoding", chosen.encoding);
  headers.set("Content-Length", String(chosen.bytes.length));
  return new Response(chosen.bytes as Uint8Array<ArrayBuffer>, { status, headers });
}

/** A JSON answer from a prepared body. */
export const sendPreparedJson = (body: PreparedBody, req: RequestHeaders, cacheControl: string) =>
  sendPrepared(body, req, new Headers({ "Content-Type": "application/json", "Cache-Control": cacheControl }));
