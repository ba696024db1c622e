// /admin/orders/ship: mark many orders fulfilled at once. The selection from the Orders screen
// gets a tracking number field each (empty for a letter or a pickup); or a carrier's CSV is
// previewed row by row and applied only when staff confirm. Each order is fulfilled on its own
// (one e-mail each), and the screen lists what was done and what failed, and why.
import { data, type MetaDescriptor } from "react-router";
import {
  BULK_CAP,
  ordersHrefFor,
  readSelection,
  type BulkFulfilResult,
  type ImportPreviewRow,
} from "../../../core/order-bulk";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { BulkResults, CsvImport, TypedTracking } from "../../components/admin/orders/bulk-ship";
import { BulkLabels } from "../../components/admin/orders/bulk-labels";
import { asAppError } from "../../lib/form-result";
import { staffOf } from "../../lib/admin-action";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.orders.ship";
import { useLastingActionData } from "../../components/admin/shared/use-lasting-action-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const back = ordersHrefFor(params);
  const labels = context.services.orders.labels;
  const carrier = labels.enabled ? labels.carrierName : null;
  const hasSelection = params.has("n") || params.get("all") === "1";
  if (!hasSelection) return { back, error: null, listing: null, carrier };
  const read = readSelection(params);
  if (!read.ok) return { back, error: read.error, listing: null, carrier };
  return { back, error: null, listing: await context.services.orders.bulk.ordersOf(read.selection), carrier };
}

export type ShipActionData =
  | { intent: "preview"; ok: true; rows: ImportPreviewRow[] }
  | { intent: "fulfil" | "labels"; ok: true; results: BulkFulfilResult[] }
  | { intent: string; ok: false; formError: string };

/** The numbers and tracking numbers a form posts: number=RR-… with tracking-RR-…=… beside each. */
function postedItems(form: FormData) {
  return form.getAll("number").map((n) => {
    const number = String(n);
    return { number, trackingNumber: String(form.get(`tracking-${number}`) ?? "") };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const bulk = context.services.orders.bulk;
  try {
    if (intent === "preview") {
      const file = form.get("file");
      const csv = file instanceof File && file.size > 0 ? await file.text() : String(form.get("csv") ?? "");
      return data<ShipActionData>({ intent, ok: true, rows: await bulk.previewImport(csv) });
    }
    if (intent === "fulfil") {
      const items = postedItems(form);
      if (items.length > BULK_CAP) {
        return data<ShipActionData>(
          {
            intent,
            ok: false,
            formError: `Mark at most ${BULK_CAP.toLocaleString("en-AU")} orders fulfilled at a time.`,
          },
          { status: 400 },
        );
      }
      return data<ShipActionData>({ intent, ok: true, results: await bulk.fulfilMany(items, staffOf(context)) });
    }
    if (intent === "labels") {
      const numbers = form.getAll("number").map(String);
      const results = await context.services.orders.labelsBulk.buy(numbers, staffOf(context));
      return data<ShipActionData>({ intent, ok: true, results });
    }
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.status >= 500) throw err;
    return data<ShipActionData>({ intent, ok: false, formError: e.message }, { status: e.status });
  }
  throw data("Unknown action", { status: 400 });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Mark orders fulfilled", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Orders" />;
}

export default function ShipOrders({ loaderData, actionData: answered }: Route.ComponentProps) {
  const actionData = useLastingActionData(answered);
  const { listing, back, error, carrier } = loaderData;
  const results = actionData?.ok && "results" in actionData ? actionData.results : null;
  const preview = actionData?.ok && actionData.intent === "preview" && "rows" in actionData ? actionData.rows : null;
  const formError = actionData && !actionData.ok ? actionData.formError : (error ?? null);
  return (
    <section aria-labelledby="ship-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="ship-heading" className="text-xl font-bold text-gray-900">
            Mark orders fulfilled
          </h2>
          <p className="text-sm text-gray-600">
            Each order is marked on its own and its customer gets one dispatch e-mail.
          </p>
        </div>
        <a href={back} className="text-sm font-medium text-purple-700 underline underline-offset-2">
          ← Back to orders
        </a>
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {formError}
        </p>
      ) : null}
      {results ? <BulkResults results={results} /> : null}
      {listing && !results && carrier ? <BulkLabels listing={listing} carrier={carrier} /> : null}
      {listing && !results ? <TypedTracking listing={listing} /> : null}
      {!results ? <CsvImport preview={preview} /> : null}
    </section>
  );
}
