// The Video Manager's calls to /api/admin/videos and the reels setting. A 401 means the
// session ended.
import { adminRequest as call } from "./admin-api";

export type AdminVideo = {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  fileType: string;
  fileSize: number;
  active: boolean;
  order: number;
};

export type VideoPatch = Partial<Pick<AdminVideo, "title" | "description" | "active">>;

export const videosApi = {
  list: () => call<{ videos: AdminVideo[] }>("/api/admin/videos"),
  reelsSetting: () => call<{ hideAllReels: boolean }>("/api/admin/settings/videos"),
  setReelsHidden: (hideAllReels: boolean) =>
    call("/api/admin/settings/videos", { method: "PUT", body: { hideAllReels } }),
  saveOrder: (ids: string[]) =>
    call<{ videos: AdminVideo[] }>("/api/admin/videos/order", { method: "PUT", body: { ids } }),
  update: (id: string, patch: VideoPatch) =>
    call<AdminVideo>(`/api/admin/videos/${id}`, { method: "PATCH", body: patch }),
  remove: (id: string) => call(`/api/admin/videos/${id}`, { method: "DELETE" }),
};
