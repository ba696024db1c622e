// A JSON answer prepared once and served many times: its bytes, their gzip and brotli encodings
// and a strong ETag, so a request costs a header lookup and a write, not a serialisation and a
// compression each time.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type PreparedBody = { identity: Buffer; gzip: Buffer; br: Buffer; etag: string };

export function prepareJson(value: unknown): PreparedBody {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
  };
}

/** The answer for a request: 304 when the client has this version, else the best encoding it takes. */
export function sendPrepared(
  body: PreparedBody,
  req: { header(name: string): string | undefined },
  cacheControl: string,
): Response {
  const base = { ETag: body.etag, "Cache-Control": cacheControl, Vary: "Accept-Encoding" };
  const match = req.header("if-none-match");
  if (match && match.split(",").some((t) => t.trim() === body.etag || t.trim() === `W/${body.etag}`)) {
    return new Response(null, { status: 304, headers: base });
  }
  const accept = req.header("accept-encoding") ?? "";
  const [bytes, encoding] = /\bbr\b/.test(accept)
    ? [body.br, "br"]
    : /\bgzip\b/.test(accept)
      ? [body.gzip, "gzip"]
      : [body.identity, null];
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...base,
      "Content-Type": "application/json",
      "Content-Length": String(bytes.length),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    },
  });
}
