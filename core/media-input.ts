// The reel order staff save, checked by the videos API; apart from core/media.ts so the storefront
// (which uses the media rules) does not load zod.
import { z } from "zod";

/** The reels' order (docs/spec.md §4): the admin API's body and the Video Manager screen's. */
export const VideoOrderSchema = z.object({ ids: z.array(z.string().max(100)).max(100) });
