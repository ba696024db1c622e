// s3rver as the S3 endpoint of tests and `npm run cluster`, always driven by the real
// @aws-sdk/client-s3 and @tus/s3-store with path-style addressing.
// s3rver 3.7 implements multipart create/upload-part/complete but not ListParts,
// AbortMultipartUpload or ListMultipartUploads, which @tus/s3-store needs to resume, cancel
// and expire uploads. This file adds those three over s3rver's own on-disk layout of
// multipart uploads (uploads/<uploadId>/{key,<part>,<part>.md5}); ADR 0009 says what this
// leaves untested against a real bucket.
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

const require = createRequire(import.meta.url);
const S3Error = require("s3rver/lib/models/error") as new (code: string, message?: string) => Error;

export const TEST_BUCKET = "shop-media";

export type TestS3 = {
  endpoint: string;
  port: number;
  directory: string;
  /** The env that points the shop at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
};

type Ctx = {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
  status?: number;
  store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
};

const NO_UPLOAD =
  "The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.";

async function uploadDirOf(ctx: Ctx, bucket: string, uploadId: string): Promise<string> {
  if (!/^[0-9a-f]+$/.test(uploadId)) throw new S3Error("NoSuchUpload", NO_UPLOAD);
  const dir = path.join(ctx.store.getResourcePath(bucket, undefined, "uploads"), uploadId);
  if (!(await stat(dir).catch(() => null))) throw new S3Error("NoSuchUpload", NO_UPLOAD);
  return dir;
}

/** ListParts, AbortMultipartUpload and ListMultipartUploads (path-style requests only). */
async function multipartExtras(ctx: Ctx, next: () => Promise<void>): Promise<void> {
  const [, bucket, ...rest] = ctx.path.split("/");
  const key = decodeURIComponent(rest.join("/"));
  const { uploadId } = ctx.query;
  if (bucket && key && uploadId && ctx.method === "GET") {
    const dir = await uploadDirOf(ctx, bucket, uploadId);
    const names = (await readdir(dir)).filter((n) => /^\d+$/.test(n)).sort((a, b) => Number(a) - Number(b));
    const Part = await Promise.all(
      names.map(async (n) => {
        const s = await stat(path.join(dir, n));
        const md5 = await readFile(path.join(dir, `${n}.md5`), "utf8");
        return { PartNumber: Number(n), LastModified: s.mtime.toISOString(), ETag: `"${md5}"`, Size: s.size };
      }),
    );
    ctx.body = {
      ListPartsResult: { Bucket: bucket, Key: key, UploadId: uploadId, MaxParts: 10000, IsTruncated: false, Part },
    };
    return;
  }
  if (bucket && key && uploadId && ctx.method === "DELETE") {
    await rm(await uploadDirOf(ctx, bucket, uploadId), { recursive: true, force: true });
    ctx.status = 204;
    return;
  }
  if (bucket && !key && "uploads" in ctx.query && ctx.method === "GET") {
    const root = ctx.store.getResourcePath(bucket, undefined, "uploads");
    const ids = await readdir(root).catch(() => [] as string[]);
    const Upload = await Promise.all(
      ids.map(async (id) => ({
        Key: await readFile(path.join(root, id, "key"), "utf8"),
        UploadId: id,
        // s3rver keeps no initiation time; the upload folder's mtime stands in (tests age it).
        Initiated: (await stat(path.join(root, id))).mtime.toISOString(),
      })),
    );
    ctx.body = { ListMultipartUploadsResult: { Bucket: bucket, MaxUploads: 1000, IsTruncated: false, Upload } };
    return;
  }
  await next();
}

/** The uploads folder of a multipart upload, to age it in a test. */
export function multipartUploadsDir(s3: TestS3): string {
  return path.join(s3.directory, TEST_BUCKET, "._S3rver_uploads");
}

/** A free port in the range this project's helpers may use for S3 (4560-4599). */
async function freeS3Port(): Promise<number> {
  for (let port = 4560 + Math.floor(Math.random() * 40), n = 0; n < 40; n++, port = 4560 + ((port - 4560 + 1) % 40)) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = createServer();
      s.once("error", () => resolve(false));
      s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error("no free port in 4560-4599 for the S3 server");
}

export async function startTestS3(opts: { port?: number } = {}): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "shop-s3-"));
  const app = new S3rver({ silent: true, directory, vhostBuckets: false, configureBuckets: [{ name: TEST_BUCKET }] });
  // Before s3rver's vhost and router middleware (indexes 3 and 4), after its XML encoder.
  app.middleware.splice(3, 0, multipartExtras as never);
  await app.configureBuckets();
  // Our own listener rather than s3rver's run(), whose listen error is an uncaught exception:
  // test files run in parallel and may pick the same free port at once; the loser tries another.
  const http = createHttpServer(app.callback());
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = opts.port ?? (await freeS3Port());
    try {
      await new Promise<void>((resolve, reject) => {
        http.once("error", reject);
        http.listen(port, "127.0.0.1", () => {
          http.off("error", reject);
          resolve();
        });
      });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE" || opts.port || attempt >= 5) throw err;
    }
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    directory,
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      http.closeAllConnections();
      await new Promise<void>((r) => http.close(() => r()));
      app.logger.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
