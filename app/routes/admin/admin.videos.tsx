import { data, type MetaDescriptor } from "react-router";
import { VideoOrderSchema } from "../../../core/media-input";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { VideoManagerScreen } from "../../components/admin/videos/video-manager-screen";
import { actionResult, readJsonForm, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.videos";

export async function loader({ context }: Route.LoaderArgs) {
  const { videos, settings } = context.services;
  const [list, reels] = await Promise.all([
    videos.listVideos({ includeInactive: true }),
    settings.getSetting("videos"),
  ]);
  return { videos: list, hideAllReels: reels.hideAllReels };
}

type Body = { intent?: unknown; id?: unknown; ids?: unknown; patch?: unknown; hideAllReels?: unknown } | null;

/**
 * JSON `{intent, …}`: reels (hideAllReels), reorder (ids), update (id, patch) or delete (id). The
 * same schemas and service calls as the JSON API; uploads go through tus (/api/uploads).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { videos, settings } = context.services;
  const body = (await readJsonForm(request)) as Body;
  const intent = typeof body?.intent === "string" ? body.intent : "";
  const id = typeof body?.id === "string" ? body.id : "";
  switch (intent) {
    case "reels":
      return actionResult(intent, async () => {
        const { hideAllReels } = await settings.updateSetting(
          "videos",
          { hideAllReels: body?.hideAllReels },
          staffOf(context),
        );
        return hideAllReels ? "Reels videos are now hidden on the site" : "Reels videos are now visible on the site";
      });
    case "reorder": {
      const input = VideoOrderSchema.safeParse({ ids: body?.ids });
      if (!input.success) {
        return data<AdminActionResult>({ ok: false, intent, formError: "Expected {ids: string[]}" }, { status: 400 });
      }
      return actionResult(intent, async () => {
        await videos.saveVideoOrder(input.data.ids, staffOf(context));
        return "Video order updated";
      });
    }
    case "update":
      return actionResult(intent, async () => {
        await videos.updateVideo(id, body?.patch, staffOf(context));
        return "Video updated";
      });
    case "delete":
      return actionResult(intent, async () => {
        await videos.deleteVideo(id, staffOf(context));
        return "Video deleted successfully";
      });
    default:
      throw data("Unknown action", { status: 400 });
  }
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Video Manager", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Video Manager" />;
}

export default function AdminVideoManager({ loaderData }: Route.ComponentProps) {
  return <VideoManagerScreen videos={loaderData.videos} hidden={loaderData.hideAllReels} />;
}
