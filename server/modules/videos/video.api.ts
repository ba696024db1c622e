// Reels, the featured video and the product demo: public reads and admin writes.
import { Hono } from "hono";
import { VideoOrderSchema } from "../../../core/media-input";
import type { Context } from "hono";
import { readBody } from "../../infra/http/body";
import { actorOf } from "../audit/actor";
import { SETTING_INPUTS, type SettingsService } from "../settings/settings.service";
import type { VideoService } from "./video.service";

const settingInput = (c: Context, key: keyof typeof SETTING_INPUTS) =>
  readBody(c, SETTING_INPUTS[key], { invalid: "Invalid settings" });

/** What shoppers see: active reels in order (none while Hide All Reels is on), the featured video and the demo. */
export function publicVideoRoutes(videos: VideoService, settings: SettingsService) {
  const app = new Hono();
  app.get("/videos", async (c) => {
    const { hideAllReels } = await settings.getSetting("videos");
    return c.json({ hideAllReels, videos: hideAllReels ? [] : await videos.listVideos({ includeInactive: false }) });
  });
  app.get("/featured-video", async (c) => c.json(await settings.getSetting("featured_video")));
  app.get("/product-demo", async (c) => c.json(await settings.getSetting("product_demo")));
  return app;
}

export function adminVideoRoutes(videos: VideoService, settings: SettingsService) {
  const app = new Hono();
  app.get("/videos", async (c) => c.json({ videos: await videos.listVideos({ includeInactive: true }) }));
  app.put("/videos/order", async (c) => {
    const { ids } = await readBody(c, VideoOrderSchema, { invalid: "Expected {ids: string[]}" });
    await videos.saveVideoOrder(ids, actorOf(c));
    return c.json({ videos: await videos.listVideos({ includeInactive: true }) });
  });
  app.patch("/videos/:id", async (c) =>
    c.json(await videos.updateVideo(c.req.param("id"), await readBody(c), actorOf(c))),
  );
  app.delete("/videos/:id", async (c) => {
    await videos.deleteVideo(c.req.param("id"), actorOf(c));
    return c.body(null, 204);
  });
  app.get("/settings/videos", async (c) => c.json(await settings.getSetting("videos")));
  app.put("/settings/videos", async (c) =>
    c.json(await settings.updateSetting("videos", await settingInput(c, "videos"), actorOf(c))),
  );
  app.get("/settings/featured-video", async (c) => c.json(await settings.getSetting("featured_video")));
  app.put("/settings/featured-video", async (c) =>
    c.json(await settings.updateSetting("featured_video", await settingInput(c, "featured_video"), actorOf(c))),
  );
  app.get("/settings/product-demo", async (c) => c.json(await settings.getSetting("product_demo")));
  app.put("/settings/product-demo", async (c) =>
    c.json(await settings.updateSetting("product_demo", await settingInput(c, "product_demo"), actorOf(c))),
  );
  return app;
}
