// A minimal tus 1.0 client (create, patch, head; real HTTP) for the upload benchmarks and the tests.
export const MP4_HEADER = Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex");

/** Bytes that sniff as MP4: an ftyp box followed by filler. */
export function fakeMp4(size: number): Buffer {
  const buf = Buffer.alloc(size);
  MP4_HEADER.copy(buf, 0);
  for (let i = MP4_HEADER.length; i < size; i += 4096) buf.writeUInt32LE((i * 2654435761) >>> 0, i);
  return buf;
}

const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");

export async function createUpload(
  base: string,
  headers: Record<string, string>,
  opts: { length: number; filename: string; filetype: string; purpose: string },
): Promise<Response> {
  return fetch(`${base}/api/uploads`, {
    method: "POST",
    headers: {
      ...headers,
      "Tus-Resumable": "1.0.0",
      "Upload-Length": String(opts.length),
      "Upload-Metadata": meta({ filename: opts.filename, filetype: opts.filetype, purpose: opts.purpose }),
    },
  });
}

export async function patchUpload(
  url: string,
  headers: Record<string, string>,
  offset: number,
  body: Buffer | ReadableStream,
  signal?: AbortSignal,
) {
  // Node's fetch needs duplex for a streamed body; the DOM RequestInit type lacks it.
  const init = {
    method: "PATCH",
    headers: {
      ...headers,
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": String(offset),
      "Content-Type": "application/offset+octet-stream",
    },
    body: body as unknown as BodyInit,
    signal,
    duplex: "half",
  };
  return fetch(url, init as RequestInit);
}

export async function uploadOffset(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { method: "HEAD", headers: { ...headers, "Tus-Resumable": "1.0.0" } });
  return Number(res.headers.get("upload-offset"));
}

/** Whole upload in chunks; answers the final PATCH's response. */
export async function uploadAll(
  base: string,
  headers: Record<string, string>,
  data: Buffer,
  opts: { filename: string; filetype: string; purpose: string },
  chunk = 5 * 1024 * 1024,
) {
  const created = await createUpload(base, headers, { length: data.length, ...opts });
  if (created.status !== 201) return created;
  const url = new URL(created.headers.get("location")!, base).toString();
  let res: Response | undefined;
  for (let off = 0; off < data.length; off += chunk) {
    res = await patchUpload(url, headers, off, data.subarray(off, Math.min(data.length, off + chunk)));
    if (res.status >= 300) return res;
  }
  return res!;
}
