// The Pack screen (whoever may fulfil orders): scan a packing slip to open its order, then each
// tub as it goes in the box. The server keeps the ticks and decides every scan; the order is
// marked packed when its last tub is scanned, and the bench waits for the next slip.
import { useCallback, useState } from "react";
import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from "react-router";
import { PackOrderPanel } from "../../components/admin/pack/pack-order";
import { ScanForm } from "../../components/admin/pack/scan-form";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { staffOf } from "../../lib/admin-action";
import type { ScanAnswer } from "../../../server/modules/orders/order-pack.types";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.pack";

export async function loader({ context }: Route.LoaderArgs) {
  return { bench: await context.services.orders.packing.bench(staffOf(context)) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<ScanAnswer> {
  const form = await request.formData().catch(() => new FormData());
  const packing = context.services.orders.packing;
  const intent = form.get("intent");
  if (intent === "undo") return packing.undoLastScan(staffOf(context));
  if (intent === "put-back") return packing.putBack(staffOf(context));
  return packing.scan(String(form.get("code") ?? ""), staffOf(context));
}

/** A scan's answer carries the bench: reading it again after every scan would only slow the next. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Pack orders", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Pack" />;
}

export default function AdminPack({ loaderData, actionData }: Route.ComponentProps) {
  const [bench, setBench] = useState(actionData?.bench ?? loaderData.bench);
  const onAnswer = useCallback((a: ScanAnswer) => setBench(a.bench), []);
  return (
    <section aria-labelledby="pack-heading" className="max-w-4xl space-y-5">
      <div>
        <h2 id="pack-heading" className="text-xl font-bold text-gray-900">
          Pack orders
        </h2>
        <p className="text-sm text-gray-600">
          Scan the barcode on a packing slip, then each tub as it goes in the box. The order is marked packed when its
          last tub is scanned. Undo takes back the last tub scanned; Put back closes the order unpacked.
        </p>
      </div>
      <ScanForm posted={actionData ?? null} onAnswer={onAnswer} open={bench.order !== null} />
      <PackOrderPanel bench={bench} />
    </section>
  );
}
