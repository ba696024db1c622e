import { data, type MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { StockList } from "../../components/admin/stock/stock-list";
import { actionResult, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.stock";

export async function loader({ context }: Route.LoaderArgs) {
  const { stock } = context.services;
  const [lines, lots, sellableMarginDays] = await Promise.all([
    stock.listStock(),
    stock.lots.listLots(),
    stock.lots.marginDays(),
  ]);
  return { stock: lines, lots, sellableMarginDays };
}

/** A typed figure as a number; blank or not a number is left for the service's schema to name. */
function tubs(form: FormData, name: string): number | undefined {
  const raw = String(form.get(name) ?? "").trim();
  return raw === "" ? undefined : Number(raw);
}

/**
 * intent=set (onHand, threshold), adjust (delta), uncount or receive (a lot) for one flavour,
 * quarantine or release (a lot) or margin (the sellable margin): the same calls as /api/admin/stock.
 */
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
  const lots = context.services.stock.lots;
  const field = (name: string) => String(form.get(name) ?? "");
  if (intent === "receive") {
    return actionResult(intent, async () => {
      const input = Object.fromEntries(
        ["quantity", "lotNumber", "bestBefore", "supplierReference", "receivedAt"].map((n) => [n, field(n)]),
      );
      const lot = await lots.receiveLot(key, input, staffOf(context));
      return `Received ${input.quantity} tubs of lot ${lot.lotNumber}, best before ${lot.bestBeforeText}`;
    });
  }
  if (intent === "quarantine") {
    return actionResult(intent, async () => {
      const lot = await lots.quarantineLot(field("lot"), staffOf(context));
      return `Lot ${lot.lotNumber} is quarantined`;
    });
  }
  if (intent === "release") {
    return actionResult(intent, async () => {
      const lot = await lots.releaseLot(field("lot"), field("reason"), staffOf(context));
      return `Lot ${lot.lotNumber} is released from quarantine and sold again`;
    });
  }
  if (intent === "margin") {
    return actionResult(intent, async () => {
      const days = await lots.setMarginDays({ sellableMarginDays: tubs(form, "sellableMarginDays") }, staffOf(context));
      return `Lots stop being sold ${days} ${days === 1 ? "day" : "days"} before their best-before date`;
    });
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
  return (
    <StockList stock={loaderData.stock} lots={loaderData.lots} sellableMarginDays={loaderData.sellableMarginDays} />
  );
}
