// What several instances behind a balancer need from each one: a name on every answer, and
// media that a CDN in front of the bucket can serve.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../../../scripts/support/s3rver";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

describe("instance name", () => {
  it("INSTANCE_NAME is sent as X-Instance on every answer, pages and API alike", async () => {
    const s = await startTestServer({ env: { INSTANCE_NAME: "shop-b" } });
    try {
      for (const p of ["/api/health", "/api/products", "/api/nothing-here", "/media/missing.mp4"]) {
        expect((await fetch(`${s.url}${p}`)).headers.get("x-instance"), p).toBe("shop-b");
      }
    } finally {
      await s.close();
    }
  });

  it("is absent without INSTANCE_NAME", async () => {
    const s = await startTestServer();
    try {
      expect((await fetch(`${s.url}/api/health`)).headers.get("x-instance")).toBeNull();
    } finally {
      await s.close();
    }
  });
});

describe("media behind a CDN (MEDIA_PUBLIC_URL)", () => {
  let s3: TestS3;
  let s: TestServer;
  beforeAll(async () => {
    s3 = await startTestS3();
    s = await startTestServer({ env: { ...s3.env, MEDIA_PUBLIC_URL: "https://cdn.example.com" } });
  });
  afterAll(async () => {
    await s?.close();
    await s3?.close();
  });

  it("/media/* redirects to the object on the CDN", async () => {
    const res = await fetch(`${s.url}/media/abc123.mp4`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://cdn.example.com/media/abc123.mp4");
  });

  it("a malformed key is not redirected", async () => {
    const res = await fetch(`${s.url}/media/..%2Fsecret`, { redirect: "manual" });
    expect(res.status).toBe(404);
  });
});
