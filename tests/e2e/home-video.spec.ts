// 'See it in action': the video's frame takes the clip's own shape, and the
// sample reel the shop ships is drawn inside its frame (nothing runs off an edge).
import { expect, test } from "./fixtures";
import { gotoHome } from "./storefront-helpers";

test("the demo's frame follows the clip's shape and the sample reel fits its frame", async ({ page }) => {
  await gotoHome(page);
  const demo = page.getByTestId("product-demo");
  // Before a byte of the clip is fetched, the frame already has the poster's shape (the poster is
  // the clip's first frame), so the section is laid out once, not black around a 16:9 box.
  const posterRatio = await demo.locator("video").evaluate(async (v: HTMLVideoElement) => {
    const img = new Image();
    img.src = v.poster;
    await img.decode();
    return img.naturalWidth / img.naturalHeight;
  });
  expect(posterRatio).toBeCloseTo(360 / 640, 2);
  await expect
    .poll(() => demo.locator("video").evaluate((v) => v.parentElement!.clientWidth / v.parentElement!.clientHeight))
    .toBeCloseTo(posterRatio, 1);
  await demo.scrollIntoViewIfNeeded();
  const video = demo.locator("video");
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);

  const { ratio, frame, edge } = await video.evaluate(async (v: HTMLVideoElement) => {
    v.pause();
    // A moment when the words are on screen.
    v.currentTime = 0.5;
    await new Promise((r) => v.addEventListener("seeked", r, { once: true }));
    const c = document.createElement("canvas");
    c.width = v.videoWidth;
    c.height = v.videoHeight;
    const g = c.getContext("2d")!;
    g.drawImage(v, 0, 0);
    // Near-white pixels (the lettering) in the outermost columns would be lettering cut off.
    let edge = 0;
    for (const x of [0, 1, 2, c.width - 3, c.width - 2, c.width - 1]) {
      const col = g.getImageData(x, 0, 1, c.height).data;
      for (let i = 0; i < col.length; i += 4) if (col[i]! > 225 && col[i + 1]! > 225 && col[i + 2]! > 225) edge++;
    }
    const box = v.parentElement!.getBoundingClientRect();
    return { ratio: v.videoWidth / v.videoHeight, frame: box.width / box.height, edge };
  });
  expect(Math.abs(frame - ratio) / ratio).toBeLessThan(0.02);
  expect(edge, "lettering touching the reel's left or right edge").toBe(0);
});
