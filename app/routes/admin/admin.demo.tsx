import { data, type MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { ProductDemoScreen } from "../../components/admin/demo/product-demo-screen";
import { actionResult, readJsonForm, staffOf } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.demo";

export async function loader({ context }: Route.LoaderArgs) {
  return { demo: await context.services.settings.getSetting("product_demo") };
}

const SAVED: Record<string, string> = {
  video: "Video uploaded successfully! (preview may be using local URLs if permissions are missing)",
  save: "Product demo updated successfully!",
};

/**
 * `{intent: "video" | "save", patch}` as JSON: the new video saved at once after its upload (tus,
 * /api/uploads), or Save Changes. The settings service checks the patch, as for the JSON API's PUT.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = (await readJsonForm(request)) as { intent?: unknown; patch?: unknown } | null;
  const intent = typeof body?.intent === "string" ? body.intent : "";
  const message = SAVED[intent];
  if (!message) throw data("Unknown action", { status: 400 });
  return actionResult(intent, async () => {
    await context.services.settings.updateSetting("product_demo", body?.patch, staffOf(context));
    return message;
  });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Product Demo", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Product Demo" />;
}

export default function AdminProductDemo({ loaderData }: Route.ComponentProps) {
  return <ProductDemoScreen demo={loaderData.demo} />;
}
