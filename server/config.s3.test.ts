import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { tempDir } from "../tests/support/temp-dir";

const base = () => ({ DATA_DIR: tempDir("cfg-s3-") });

describe("S3 media configuration", () => {
  it("is off without S3_BUCKET: media stay in the data directory", () => {
    expect(loadConfig(base()).s3).toBeNull();
  });

  it("reads bucket, endpoint, region, keys, path style and the public URL", () => {
    const c = loadConfig({
      ...base(),
      S3_BUCKET: "shop-media",
      S3_ENDPOINT: "http://127.0.0.1:4569/",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "AKIA",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      MEDIA_PUBLIC_URL: "https://cdn.example.com/",
    });
    expect(c.s3).toEqual({
      bucket: "shop-media",
      endpoint: "http://127.0.0.1:4569",
      region: "auto",
      credentials: { accessKeyId: "AKIA", secretAccessKey: "secret" },
      forcePathStyle: true,
      publicUrl: "https://cdn.example.com",
    });
  });

  it("defaults to us-east-1, virtual-host addressing and the SDK's own credentials", () => {
    expect(loadConfig({ ...base(), S3_BUCKET: "shop-media" }).s3).toEqual({
      bucket: "shop-media",
      region: "us-east-1",
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ENDPOINT: "http://127.0.0.1:4569" }, /^S3_BUCKET: expected a bucket name when S3_ENDPOINT is set/],
    [{ S3_BUCKET: "Bad_Bucket" }, /^S3_BUCKET: expected a bucket name/],
    [{ S3_BUCKET: "ok-bucket", S3_ACCESS_KEY_ID: "AKIA" }, /^S3_SECRET_ACCESS_KEY: expected/],
    [{ S3_BUCKET: "ok-bucket", S3_FORCE_PATH_STYLE: "yes" }, /^S3_FORCE_PATH_STYLE: expected true or false/],
    [{ INSTANCE_NAME: "a b" }, /^INSTANCE_NAME: expected/],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig({ ...base(), ...env })).toThrow(message);
  });

  it("never echoes a secret key", () => {
    const run = () => loadConfig({ ...base(), S3_BUCKET: "ok-bucket", S3_SECRET_ACCESS_KEY: "hunter2-secret" });
    expect(run).toThrow(/^S3_ACCESS_KEY_ID: expected/);
    expect(run).not.toThrow(/hunter2/);
  });

  it("INSTANCE_NAME names this instance", () => {
    expect(loadConfig({ ...base(), INSTANCE_NAME: "shop-a" }).instanceName).toBe("shop-a");
    expect(loadConfig(base()).instanceName).toBeNull();
  });
});
