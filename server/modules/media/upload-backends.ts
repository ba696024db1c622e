// Where unfinished tus uploads live, and how a finished one becomes an UploadedFile:
// - local: @tus/file-store under $DATA_DIR/uploads (one instance);
// - S3: @tus/s3-store, an S3 multipart upload per tus upload, so any instance can take the
//   next PATCH. A finished upload is judged by a ranged read of its first bytes and moved to
//   media/ by a server-side copy; refused, cancelled or expired ones are aborted and deleted.
import { createWriteStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { DeleteObjectsCommand, GetObjectCommand } from "@aws-sdk/client-s3";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import type { DataStore, Upload } from "@tus/server";
import type { S3Config } from "../../config";
import type { MediaStore } from "../../infra/storage/media-store";
import { s3ClientConfig, type S3MediaStore } from "../../infra/storage/s3-media-store";
import { mkdirPrivateSync } from "../../infra/private-files";
import type { UploadedFile } from "./media.service";

export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

export type UploadBackend = {
  datastore: DataStore;
  /** The finished upload `upload` as a file the media service can judge and store. */
  finished(upload: Upload): UploadedFile;
  /** Forgets tus's own record of a finished upload (its bytes are stored or discarded by then). */
  forget(id: string): Promise<void>;
};

/** A FileStore whose folder the caller has already made. */
class FolderMadeFileStore extends FileStore {}
// FileStore declares this private, so it is replaced on the prototype rather than overridden.
Object.defineProperty(FolderMadeFileStore.prototype, "checkOrCreateDirectory", { value: () => {} });

export function localUploadBackend(opts: { directory: string; store: MediaStore }): UploadBackend {
  // Made here, private (not 0777 less the umask) and synchronously: FileStore's constructor would
  // start its own mkdir and throw any failure from a callback, out of reach of every caller, which
  // takes the whole process down (a data folder removed while starting, or a full disk).
  mkdirPrivateSync(opts.directory);
  const datastore = new FolderMadeFileStore({
    directory: opts.directory,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
  return {
    datastore,
    finished(upload) {
      const file = path.join(opts.directory, upload.id);
      return {
        async head(bytes) {
          const fh = await open(file, "r");
          try {
            const buf = Buffer.alloc(bytes);
            const { bytesRead } = await fh.read(buf, 0, bytes, 0);
            return buf.subarray(0, bytesRead);
          } finally {
            await fh.close();
          }
        },
        local: async () => ({ path: file, release: async () => {} }),
        storeAs: (key, contentType) => opts.store.putFile(key, file, contentType),
        discard: () => rm(file, { force: true }),
      };
    },
    forget: (id) => datastore.configstore.delete(id),
  };
}

export function s3UploadBackend(opts: { config: S3Config; store: S3MediaStore }): UploadBackend {
  const { client, bucket: Bucket } = opts.store;
  const datastore = new S3Store({
    // 8 MiB parts (S3's minimum is 5 MiB): a 100 MB video is 13 parts.
    partSize: 8 * 1024 * 1024,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    // Expiry is our own sweep (ListMultipartUploads), not bucket lifecycle rules on tags.
    useTags: false,
    s3ClientConfig: { bucket: Bucket, ...s3ClientConfig(opts.config) },
  });
  const deleteObjects = (keys: string[]) =>
    client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
  return {
    datastore,
    finished(upload) {
      const key = upload.id;
      const get = (range?: string) => client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
      return {
        async head(bytes) {
          const res = await get(`bytes=0-${bytes - 1}`);
          return Buffer.from(await res.Body!.transformToByteArray());
        },
        async local() {
          const dir = await mkdtemp(path.join(tmpdir(), "shop-media-"));
          const file = path.join(dir, "upload");
          const res = await get();
          await pipeline(res.Body as NodeJS.ReadableStream, createWriteStream(file));
          return { path: file, release: () => rm(dir, { recursive: true, force: true }) };
        },
        storeAs: (mediaKey, contentType) => opts.store.adoptObject(key, mediaKey, contentType),
        discard: async () => void (await deleteObjects([key, `${key}.info`])),
      };
    },
    forget: async (id) => void (await deleteObjects([`${id}.info`])),
  };
}
