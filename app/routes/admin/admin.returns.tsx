import type { MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { ReturnsList } from "../../components/admin/inbox/inbox-list";
import { staffOf } from "../../lib/admin-action";
import { setInboxStatus } from "../../lib/inbox-action";
import type { Route } from "./+types/admin.returns";

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return context.services.inbox.listReturnRequests({
    after: params.get("after") ?? undefined,
    before: params.get("before") ?? undefined,
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return setInboxStatus(request, (id, input) =>
    context.services.inbox.setReturnRequestStatus(id, input, staffOf(context)),
  );
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Returns", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Returns" />;
}

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  return <ReturnsList items={loaderData.items} pages={loaderData} />;
}
