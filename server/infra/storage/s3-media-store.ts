// Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) so that every instance
// reads and writes the same files. Objects live under `media/` in the bucket; unfinished tus
// uploads (@tus/s3-store) sit at the bucket's root beside them.
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../../config";
import { assertMediaKey, isMediaKey, type MediaStore } from "./media-store";

export const MEDIA_PREFIX = "media/";
/** Generated names never change, so any cache may keep a file for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export function s3ClientConfig(cfg: S3Config): S3ClientConfig {
  return {
    region: cfg.region,
    forcePathStyle: cfg.forcePathStyle,
    ...(cfg.endpoint ? { endpoint: cfg.endpoint } : {}),
    ...(cfg.credentials ? { credentials: cfg.credentials } : {}),
    // Only checksum when the operation needs one: several S3-compatible services refuse the
    // SDK's newer default CRC32 trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}

export type S3MediaStore = MediaStore & {
  readonly client: S3Client;
  readonly bucket: string;
  /** Moves an object already in the bucket (a finished tus upload) to media `key`. */
  adoptObject(sourceKey: string, key: string, contentType: string): Promise<void>;
};

export function createS3MediaStore(cfg: S3Config, client = new S3Client(s3ClientConfig(cfg))): S3MediaStore {
  const Bucket = cfg.bucket;
  const objectKey = (key: string) => {
    assertMediaKey(key);
    return MEDIA_PREFIX + key;
  };
  return {
    kind: "s3",
    client,
    bucket: Bucket,
    async putFile(key, sourcePath, contentType) {
      const { size } = await stat(sourcePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
      await rm(sourcePath, { force: true });
    },
    async putBuffer(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async adoptObject(sourceKey, key, contentType) {
      // Server-side copy (no bytes through this process; one request up to 5 GB), then delete.
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: objectKey(key),
          CopySource: `${Bucket}/${encodeURIComponent(sourceKey)}`,
          MetadataDirective: "REPLACE",
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: sourceKey }));
    },
    async stat(key) {
      if (!isMediaKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async read(key, range) {
      const res = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return res.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    publicUrl: (key) => (cfg.publicUrl ? `${cfg.publicUrl}/${objectKey(key)}` : null),
  };
}
