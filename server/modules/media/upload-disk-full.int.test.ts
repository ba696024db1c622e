// Uploads on a real full disk and a real read-only folder: a plain 503 with a retry hint, no
// error code or path, and nothing logged as a failure of the shop.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MESSAGES } from "../../../core/media";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { mountTmpfs, remount, unmount } from "../../../tests/support/tmpfs";
import { createUpload, fakeMp4, patchUpload } from "../../../scripts/support/tus-client";

const video = { filename: "reel.mp4", filetype: "video/mp4", purpose: "video" };

// A real full disk and a real read-only folder: DATA_DIR on a 1 MB tmpfs.
const tmpfs = mountTmpfs(1024);

describe.skipIf(!tmpfs)("uploads when the disk is full or read-only", () => {
  let t: TestServer;
  let h: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer({ env: { DATA_DIR: tmpfs! } });
    h = await signInAdmin(t);
  });
  afterAll(async () => {
    await t.close().catch(() => {});
    unmount(tmpfs!);
  });

  const expectCleanRefusal = async (res: Response) => {
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      error: MEDIA_MESSAGES.storageUnavailable,
      reference: res.headers.get("x-request-id"),
    });
    expect(body).not.toMatch(/ENOSPC|EROFS|shop-tmpfs/);
  };

  it("a full disk answers 503 with a plain message, no error code or path", async () => {
    const data = fakeMp4(3 * 1024 * 1024);
    const created = await createUpload(t.url, h, { length: data.length, ...video });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get("location")!, t.url).toString();
    await expectCleanRefusal(await patchUpload(url, h, 0, data));
  });

  it("a read-only folder answers 503 the same way", async () => {
    remount(tmpfs!, "ro");
    try {
      await expectCleanRefusal(await createUpload(t.url, h, { length: 1000, ...video }));
    } finally {
      remount(tmpfs!, "rw");
    }
    expect(t.ctx.logs.filter((l) => l.level >= 50)).toEqual([]);
  });
});
