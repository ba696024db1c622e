import { data, type MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { StockList } from "../../components/admin/stock/stock-list";
import { actionResult, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.stock";

export async function loader({ context }: Route.LoaderArgs) {
  return { stock: await context.services.stock.listStock() };
}

/** A typed figure as a number; blank or not a number is left for the service's schema to name. */
function tubs(form: FormData, name: string): number | undefined {
  const raw = String(form.get(name) ?? "").trim();
  return raw === "" ? undefined : Number(raw);
}

/** intent=set (onHand, threshold), adjust (delta) or uncount, for one flavour: the same calls as /api/admin/stock. */
export async function action({ request, context }: Route.ActionArgs) {
  const stock = context.services.stock;
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const key = String(form.get("flavour") ?? "");
  if (intent === "set") {
    return actionResult(intent, async () => {
      const line = await stock.setStock(
        key,
        { onHand: tubs(form, "onHand"), threshold: tubs(form, "threshold") },
        staffOf(context),
      );
      return `${line.flavor}: ${line.onHand} on hand, warn at ${line.threshold}`;
    });
  }
  if (intent === "adjust") {
    return actionResult(intent, async () => {
      const delta = tubs(form, "delta");
      const line = await stock.adjustStock(key, { delta }, staffOf(context));
      return `${line.flavor}: ${delta! > 0 ? "added" : "took off"} ${Math.abs(delta!)}, now ${line.onHand} on hand`;
    });
  }
  if (intent === "uncount") {
    return actionResult(
      intent,
      async () => `${(await stock.stopCounting(key, staffOf(context))).flavor} is no longer counted`,
    );
  }
  throw data<AdminActionResult>({ ok: false, intent, formError: "Unknown action" }, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Stock", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Stock" />;
}

export default function AdminStock({ loaderData }: Route.ComponentProps) {
  return <StockList stock={loaderData.stock} />;
}
