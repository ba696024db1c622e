import { useCallback } from "react";
import { data, useLocation, type MetaDescriptor } from "react-router";
import { FulfilInputSchema, RefundInputSchema } from "../../../core/order";
import { can } from "../../../core/staff-roles";
import { BuyLabelInputSchema, ParcelInputSchema } from "../../../core/parcel";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { FlashMessage, useFlash } from "../../components/admin/shared/flash-message";
import { OrderDetail } from "../../components/admin/orders/order-detail";
import { useOrderActionResult } from "../../components/admin/shared/use-action-result";
import { actionResult, issuesToFields, orRouteError, staffOf, type AdminActionResult } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.orders.$number";

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await orRouteError(context.services.orders.getOrderDetailByNumber(params.number));
  const labels = context.services.orders.labels;
  const [subscriptionNumber, lots, bought] = await Promise.all([
    context.services.subscriptions.staff.ofOrder(order.id),
    context.services.stock.lots.lotsShippedIn([order.id]),
    labels.labelOf(order.id),
  ]);
  const panel =
    labels.enabled && labels.carrierName
      ? {
          carrier: labels.carrierName,
          estimate: await labels.estimate(order),
          tubs: order.lines.reduce((n, l) => n + l.quantity, 0),
        }
      : null;
  const label = { panel, bought: bought ? { carrier: bought.carrier, service: bought.service } : null };
  return { order, subscriptionNumber, lots, label };
}

/** intent=fulfil (trackingNumber), intent=ship (qty-N per line, trackingNumber) or intent=refund (reason): the same service calls as the JSON API. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const orders = context.services.orders;
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  if (intent === "refund" && !(context.admin && can(context.admin.role, "orders.refund"))) {
    // The guard let this role post here to fulfil; refunds need more (core/staff-roles.ts).
    return data<AdminActionResult>(
      { ok: false, intent, formError: "Your role does not allow refunds" },
      { status: 403 },
    );
  }
  const { id, number } = await orRouteError(orders.getOrderDetailByNumber(params.number));
  if (intent === "fulfil") {
    const input = FulfilInputSchema.safeParse({ trackingNumber: form.get("trackingNumber") ?? "" });
    if (!input.success) {
      return data<AdminActionResult>(
        { ok: false, intent, fieldErrors: issuesToFields(input.error.issues) },
        { status: 400 },
      );
    }
    return actionResult(intent, async () => {
      await orders.fulfilOrder(id, input.data.trackingNumber, staffOf(context));
      return `Order ${number} marked fulfilled; the customer has been e-mailed`;
    });
  }
  if (intent === "label-quote" || intent === "label-buy") {
    return labelAction(context, id, number, intent, form);
  }
  if (intent === "ship") {
    const quantities = [...form.keys()]
      .filter((k) => /^qty-\d+$/.test(k))
      .map((k) => [Number(k.slice(4)), Number(String(form.get(k) ?? "").trim() || "0")] as const);
    const byLine: number[] = [];
    for (const [i, n] of quantities) if (i < 100) byLine[i] = n;
    return actionResult(intent, async () => {
      await orders.shipPart(
        id,
        {
          shipmentId: String(form.get("shipmentId") ?? "") || undefined,
          quantities: Array.from(byLine, (n) => n ?? 0),
          trackingNumber: String(form.get("trackingNumber") ?? ""),
        },
        staffOf(context),
      );
      return `Parcel of order ${number} recorded; the customer has been e-mailed`;
    });
  }
  if (intent === "refund") {
    const input = RefundInputSchema.safeParse({
      reason: form.get("reason") ?? "",
      restock: form.get("restock") === "on",
    });
    if (!input.success) {
      return data<AdminActionResult>(
        { ok: false, intent, fieldErrors: issuesToFields(input.error.issues) },
        { status: 400 },
      );
    }
    return actionResult(intent, async () => {
      await orders.refundOrder(id, input.data.reason, staffOf(context), { restock: input.data.restock });
      const restocked = input.data.restock ? " and its tubs are back in stock" : "";
      return `Order ${number} refunded${restocked}; the customer has been e-mailed`;
    });
  }
  throw data("Unknown action", { status: 400 });
}

/**
 * The carrier's quote for the parcel staff entered, or the label bought and the order fulfilled.
 * The carrier not answering is said beside the form (503), not as a broken screen.
 */
async function labelAction(
  context: Route.ActionArgs["context"],
  id: string,
  number: string,
  intent: "label-quote" | "label-buy",
  form: FormData,
) {
  const labels = context.services.orders.labels;
  const fields = Object.fromEntries(
    ["weightGrams", "lengthCm", "widthCm", "heightCm", "productCode"].map((k) => [k, form.get(k) ?? undefined]),
  );
  const input = (intent === "label-quote" ? ParcelInputSchema : BuyLabelInputSchema).safeParse(fields);
  if (!input.success) {
    return data<AdminActionResult>(
      { ok: false, intent, fieldErrors: issuesToFields(input.error.issues) },
      { status: 400 },
    );
  }
  try {
    if (intent === "label-quote") {
      const quote = await labels.quote(id, input.data);
      return data({ ok: true as const, intent, message: "", quote });
    }
    const { productCode, ...parcel } = input.data as typeof input.data & { productCode?: string };
    return await actionResult(intent, async () => {
      const order = await labels.buy(id, parcel, productCode, staffOf(context));
      return `Label bought; order ${number} marked fulfilled with tracking number ${order.trackingNumber}, and the customer has been e-mailed`;
    });
  } catch (err) {
    const unavailable = err instanceof Error && "code" in err && err.code === "unavailable";
    if (!unavailable) return actionResult(intent, () => Promise.reject(err));
    return data<AdminActionResult>(
      { ok: false, intent, formError: err.message },
      { status: 503, headers: { "Retry-After": "60" } },
    );
  }
}

export function meta({ matches, params }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta(`Order ${params.number.toUpperCase()}`, matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Orders" />;
}

/** One order beside the list; fulfil and refund post to this route's action. */
export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { flash, show } = useFlash();
  const { search } = useLocation();
  const onResult = useCallback(
    (r: AdminActionResult) => {
      if (r.ok) show("success", r.message);
      else if (r.formError) show("error", r.formError);
    },
    [show],
  );
  useOrderActionResult(loaderData.order.id, onResult);
  return (
    <>
      <FlashMessage flash={flash} />
      <OrderDetail
        order={loaderData.order}
        subscriptionNumber={loaderData.subscriptionNumber}
        lots={loaderData.lots}
        label={loaderData.label}
        closeHref={`/admin/orders${search}`}
      />
    </>
  );
}
