import type { MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/admin-meta";
import { VideoManagerTab } from "../../components/admin/video-manager-tab";
import type { Route } from "./+types/admin.videos";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Video Manager", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Video Manager" />;
}

export default function AdminVideoManager() {
  return <VideoManagerTab />;
}
