// The video and video-settings operations of the published API (server/infra/http/openapi).
import { z } from "zod";
import { BODY_ERRORS, errors, type ApiOperation } from "../../infra/http/openapi/operation";
import {
  FeaturedVideoSchema,
  ProductDemoSchema,
  SETTING_INPUTS,
  VideoSettingsSchema,
} from "../settings/settings.service";
import { VideoOrderSchema } from "../../../core/media-input";
import { VIDEO_ID_PATTERN, VideoUpdateSchema, type Video } from "./video.service";

const VideoSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    thumbnailUrl: z.string().nullable(),
    videoUrl: z.string(),
    fileType: z.string().describe("The file's media type, e.g. video/mp4"),
    fileSize: z.number().int().describe("Bytes"),
    active: z.boolean(),
    order: z.number().int(),
    createdAt: z.string().describe("ISO 8601"),
  })
  .meta({ id: "Video", description: "A reel" });

// Fails to compile when the answer's description and the service's type part.
export const videoSchemaMatches: z.output<typeof VideoSchema> = {} as Video;

const videos = z.object({ videos: z.array(VideoSchema) });
const stamped = (schema: z.ZodObject) =>
  schema.extend({ updatedAt: z.string().nullable().describe("ISO 8601; null while the defaults apply") });
const videoId = {
  id: { description: "The video's id", schema: z.string().regex(VIDEO_ID_PATTERN), example: "0123456789abcdef" },
};

const SETTINGS: {
  key: keyof typeof SETTING_INPUTS;
  path: string;
  name: string;
  schema: z.ZodObject;
  example: object;
}[] = [
  {
    key: "videos",
    path: "videos",
    name: "Reels display",
    schema: VideoSettingsSchema,
    example: { hideAllReels: false },
  },
  {
    key: "featured_video",
    path: "featured-video",
    name: "Featured video",
    schema: FeaturedVideoSchema,
    example: { active: true },
  },
  {
    key: "product_demo",
    path: "product-demo",
    name: "Product demo video",
    schema: ProductDemoSchema,
    example: { title: "See it mix in seconds" },
  },
];

const settingOperations = SETTINGS.flatMap(({ key, path, name, schema, example }): ApiOperation[] => [
  {
    method: "get",
    path: `/api/admin/settings/${path}`,
    tag: "Admin: videos",
    summary: `${name} settings`,
    admin: true,
    responses: { 200: { description: "The stored value, or the defaults", schema: stamped(schema) } },
  },
  {
    method: "put",
    path: `/api/admin/settings/${path}`,
    tag: "Admin: videos",
    summary: `Change the ${name.toLowerCase()} settings`,
    description: "Send any of the fields; the others keep their stored values.",
    admin: true,
    body: { schema: SETTING_INPUTS[key], example },
    responses: { 200: { description: "The new value", schema: stamped(schema) }, ...errors(...BODY_ERRORS) },
  },
]);

export const videoOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/videos",
    tag: "Videos",
    summary: "The reels shown in the shop",
    description: "Active reels in order; none while Hide All Reels is on.",
    admin: false,
    responses: {
      200: { description: "The reels", schema: z.object({ hideAllReels: z.boolean(), videos: z.array(VideoSchema) }) },
    },
  },
  {
    method: "get",
    path: "/api/featured-video",
    tag: "Videos",
    summary: "The featured video",
    admin: false,
    responses: { 200: { description: "The featured video", schema: stamped(FeaturedVideoSchema) } },
  },
  {
    method: "get",
    path: "/api/product-demo",
    tag: "Videos",
    summary: "The product demo video",
    admin: false,
    responses: { 200: { description: "The product demo", schema: stamped(ProductDemoSchema) } },
  },
  {
    method: "get",
    path: "/api/admin/videos",
    tag: "Admin: videos",
    summary: "Every reel, inactive ones included",
    admin: true,
    responses: { 200: { description: "The reels in order", schema: videos } },
  },
  {
    method: "put",
    path: "/api/admin/videos/order",
    tag: "Admin: videos",
    summary: "Save the reels' order",
    admin: true,
    body: { schema: VideoOrderSchema, example: { ids: ["0123456789abcdef"] } },
    responses: { 200: { description: "The reels in their new order", schema: videos }, ...errors(...BODY_ERRORS) },
  },
  {
    method: "patch",
    path: "/api/admin/videos/{id}",
    tag: "Admin: videos",
    summary: "Change a reel's title, description or active flag",
    description: "At most three reels are active at once (409 beyond that).",
    admin: true,
    params: videoId,
    body: { schema: VideoUpdateSchema, example: { title: "Morning mix", active: true } },
    responses: { 200: { description: "The reel", schema: VideoSchema }, ...errors(...BODY_ERRORS, 404, 409) },
  },
  {
    method: "delete",
    path: "/api/admin/videos/{id}",
    tag: "Admin: videos",
    summary: "Delete a reel and its file",
    admin: true,
    params: videoId,
    responses: { 204: { description: "Deleted" }, ...errors(404) },
  },
  ...settingOperations,
];
