import type { MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/admin-meta";
import { MessagesTab } from "../../components/admin/inbox-tab";
import type { Route } from "./+types/admin.messages";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Messages", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Messages" />;
}

export default function AdminMessages() {
  return <MessagesTab />;
}
