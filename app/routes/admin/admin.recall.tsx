// The Recall screen (owners and managers: it lists customers): find a lot by its number and see
// every order and customer that received its tubs and how many are still on the shelf;
// quarantine it (never shipped again, on every instance at once) and download the list as CSV for
// the authority (/api/admin/recall/export.csv, audited).
import { data, Form, Link, useNavigation, type MetaDescriptor } from "react-router";
import { RecallResult } from "../../components/admin/recall/recall-result";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { buttonClass, inputClass } from "../../components/admin/shared/form-controls";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { actionResult, staffOf } from "../../lib/admin-action";
import { asAppError } from "../../lib/form-result";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.recall";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lot = new URL(request.url).searchParams.get("lot");
  const timeZone = context.config.shopTimeZone;
  if (lot === null) return { lot: "", view: null, error: null, timeZone };
  try {
    return { lot, view: await context.services.orderRecall.lookup(lot), error: null, timeZone };
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.status >= 500) throw err;
    return data({ lot, view: null, error: e.message, timeZone }, { status: e.status });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  return actionResult("quarantine", async () => {
    const lot = await context.services.stockLots.quarantineLot(String(form.get("lot") ?? ""), staffOf(context));
    return `Lot ${lot.lotNumber} is quarantined: it will not be shipped again`;
  });
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Recall", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Recall" />;
}

export default function AdminRecall({ loaderData, actionData }: Route.ComponentProps) {
  const { lot, view, error, timeZone } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="recall-heading" className="space-y-5">
      <div>
        <h2 id="recall-heading" className="text-xl font-bold text-gray-900">
          Recall
        </h2>
        <p className="max-w-3xl text-sm text-gray-600">
          Find everyone who received a lot: the orders, the customers and the tubs still on the shelf. Quarantine it so
          it is never shipped again, and download the list for the authority. Lots are received on the{" "}
          <Link to="/admin/stock" className="font-semibold text-purple-700 underline">
            Stock
          </Link>{" "}
          screen.
        </p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label="Find a lot">
        <div className="min-w-56">
          <label htmlFor="recall-lot" className="mb-1 block text-sm font-semibold text-gray-900">
            Lot number
          </label>
          <input
            id="recall-lot"
            name="lot"
            defaultValue={lot}
            key={lot}
            maxLength={40}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "recall-error" : undefined}
            className={`${inputClass} min-h-10 uppercase`}
          />
        </div>
        <button type="submit" className={`${buttonClass.primary} min-h-10`} disabled={busy}>
          Find
        </button>
        {error ? (
          <p id="recall-error" role="alert" className="w-full text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </Form>
      {view ? <RecallResult view={view} timeZone={timeZone} result={actionData ?? null} busy={busy} /> : null}
    </section>
  );
}
