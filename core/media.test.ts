import { describe, expect, it } from "vitest";
import {
  isAllowedMediaUrl,
  checkPickedFile,
  imageVariants,
  MEDIA_MESSAGES,
  videoDescriptionFromFileName,
  videoTitleFromFileName,
} from "./media";

describe("video names", () => {
  it.each([
    ["summer-launch.mp4", "summer-launch"],
    ["My Reel.final.webm", "My Reel.final"],
    [".mp4", "Uploaded Video"],
    ["", "Uploaded Video"],
  ])("%j → title %j", (file, title) => expect(videoTitleFromFileName(file)).toBe(title));
  it("describes an upload by its file name", () => {
    expect(videoDescriptionFromFileName("a.mp4")).toBe("Uploaded video: a.mp4");
  });
});

describe("picked files", () => {
  it.each([
    [{ type: "video/mp4", name: "a.mp4", size: 10 }, "video", null],
    [{ type: "", name: "a.mov", size: 10 }, "video", null],
    [{ type: "text/html", name: "a.html", size: 10 }, "video", MEDIA_MESSAGES.onlyVideoPick],
    [{ type: "video/mp4", name: "a.mp4", size: 104_857_601 }, "video", MEDIA_MESSAGES.tooLarge],
    [{ type: "video/mp4", name: "a.mp4", size: 104_857_600 }, "video", null],
    [{ type: "image/png", name: "a.png", size: 10 }, "image", null],
    [{ type: "video/mp4", name: "a.mp4", size: 10 }, "image", MEDIA_MESSAGES.onlyImagePick],
  ] as const)("%j as %s → %s", (file, kind, message) => expect(checkPickedFile(file, kind)).toBe(message));
});

describe("image variants", () => {
  it("derives WebP and AVIF srcsets for uploaded images only", () => {
    expect(imageVariants("/media/abc123.png")?.webp).toBe(
      "/media/abc123-w400.webp 400w, /media/abc123-w800.webp 800w, /media/abc123-w1200.webp 1200w",
    );
    expect(imageVariants("https://example.com/a.png")).toBeNull();
  });
});

describe("media addresses", () => {
  it.each([
    ["/media/abc123.webp", true],
    ["/images/lemon-squash.svg", true],
    ["/videos/sample-reel.webm", true],
    ["https://cdn.example.com/a/b.png?v=2", true],
    ["javascript:alert(1)", false],
    ["JAVASCRIPT:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["http://example.com/x.png", false],
    ["//evil.example/x.png", false],
    ["/\\evil.example/x.png", false],
    ["/media/../../etc/passwd", false],
    ["/admin/dashboard", false],
    ["https://user:pw@example.com/x.png", false],
    ["", false],
  ])("%s → %s", (url, ok) => {
    expect(isAllowedMediaUrl(url)).toBe(ok);
  });
});
