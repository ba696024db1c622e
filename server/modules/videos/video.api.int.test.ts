import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { fakeMp4, uploadAll } from "../../../scripts/support/tus-client";
import type { Video } from "./video.service";

vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
let headers: Record<string, string>;
let session: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  session = await signInAdmin(s);
  headers = { ...session, "content-type": "application/json" };
});
afterAll(() => s.close());

const call = async (method: string, path: string, body?: unknown) =>
  fetch(`${s.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
const publicVideos = async () =>
  (await (await fetch(`${s.url}/api/videos`)).json()) as { hideAllReels: boolean; videos: Video[] };

describe("reels", () => {
  it("lists uploads newest first, edits, hides and reorders them", async () => {
    for (const n of ["a.mp4", "b.mp4"])
      await uploadAll(s.url, session, fakeMp4(1024), { filename: n, filetype: "video/mp4", purpose: "video" });
    let vids = (await publicVideos()).videos;
    expect(vids.map((v) => v.title)).toEqual(["b", "a"]);

    const edited = await call("PATCH", `/api/admin/videos/${vids[1]!.id}`, { title: "Launch night", active: false });
    expect(edited.status).toBe(200);
    expect((await publicVideos()).videos.map((v) => v.title)).toEqual(["b"]);
    const admin = (await (await call("GET", "/api/admin/videos")).json()) as { videos: Video[] };
    expect(admin.videos.map((v) => [v.title, v.active])).toEqual([
      ["b", true],
      ["Launch night", false],
    ]);

    await call("PATCH", `/api/admin/videos/${vids[1]!.id}`, { active: true });
    const reordered = await call("PUT", "/api/admin/videos/order", { ids: [vids[1]!.id, "ghost", vids[0]!.id] });
    expect(reordered.status).toBe(200);
    vids = (await publicVideos()).videos;
    expect(vids.map((v) => v.title)).toEqual(["Launch night", "b"]);
  });

  it("answers the spec's message for an unknown video and refuses a blank title", async () => {
    const res = await call("PATCH", "/api/admin/videos/nope", { title: "x" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No video files found for ID nope" });
    const { videos } = await publicVideos();
    expect((await call("PATCH", `/api/admin/videos/${videos[0]!.id}`, { title: "  " })).status).toBe(400);
  });

  it("Hide All Reels empties the public list and says so", async () => {
    expect((await call("PUT", "/api/admin/settings/videos", { hideAllReels: true })).status).toBe(200);
    expect(await publicVideos()).toEqual({ hideAllReels: true, videos: [] });
    await call("PUT", "/api/admin/settings/videos", { hideAllReels: false });
    expect((await publicVideos()).videos).toHaveLength(2);
    expect((await call("PUT", "/api/admin/settings/videos", { hideAllReels: "yes" })).status).toBe(400);
  });
});

describe("product demo and featured video", () => {
  it("has defaults that show the bundled sample, and saves changes", async () => {
    const demo = await (await fetch(`${s.url}/api/product-demo`)).json();
    expect(demo).toMatchObject({ active: true, videoUrl: "/videos/sample-reel.webm", title: "See it mix in seconds" });
    const saved = await call("PUT", "/api/admin/settings/product-demo", { active: false, videoUrl: "/media/abc.mp4" });
    expect(saved.status).toBe(200);
    expect(await (await fetch(`${s.url}/api/product-demo`)).json()).toMatchObject({
      active: false,
      videoUrl: "/media/abc.mp4",
    });
    expect((await call("PUT", "/api/admin/settings/product-demo", { videoUrl: "javascript:alert(1)" })).status).toBe(
      400,
    );
    const featured = await (await fetch(`${s.url}/api/featured-video`)).json();
    expect(featured).toMatchObject({ active: true, posterUrl: "/videos/sample-poster.svg" });
  });
});

describe("an id that names no reel", () => {
  // PostgreSQL refuses a NUL in text: such an id must be turned away before the query (was 500).
  it.each(["%00", "a%00b", "x".repeat(101)])("%s is 404 for PATCH and DELETE", async (id) => {
    expect((await call("PATCH", `/api/admin/videos/${id}`, { title: "Nope" })).status).toBe(404);
    expect((await call("DELETE", `/api/admin/videos/${id}`)).status).toBe(404);
  });
});
