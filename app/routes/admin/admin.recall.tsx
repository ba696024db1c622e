// The Recall screen (owners and managers: it lists customers): find a lot by its number, or a
// flavour's lots by a range of best-before dates, and see every order and customer that received
// their tubs and how many are still on the shelf; quarantine a lot (never shipped again, on every
// instance at once), download the list as CSV for the authority (audited), and e-mail those
// customers a recall notice after a preview (once per lot and customer, however often it is sent).
import { data, Link, useNavigation, type MetaDescriptor } from "react-router";
import { readRecallSelection } from "../../../core/recall";
import { RecallFind } from "../../components/admin/recall/recall-find";
import { RecallNotice, type NoticeActionData } from "../../components/admin/recall/recall-notice";
import { RecallResult } from "../../components/admin/recall/recall-result";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { actionResult, staffOf, type AdminActionResult } from "../../lib/admin-action";
import { asAppError } from "../../lib/form-result";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.recall";
import { useLastingActionData } from "../../components/admin/shared/use-lasting-action-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const selection = readRecallSelection(new URL(request.url).searchParams);
  const timeZone = context.config.shopTimeZone;
  const flavours = await context.services.stock.lots.lotFlavours();
  const base = { selection, flavours, timeZone };
  if (selection === null) return { ...base, view: null, error: null };
  try {
    return { ...base, view: await context.services.orders.recall.lookup(selection), error: null };
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.status >= 500) throw err;
    return data({ ...base, view: null, error: e.message }, { status: e.status });
  }
}

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ReturnType<typeof data<AdminActionResult | NoticeActionData>>> {
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "quarantine");
  if (intent === "quarantine")
    return actionResult("quarantine", async () => {
      const lot = await context.services.stock.lots.quarantineLot(String(form.get("lot") ?? ""), staffOf(context));
      return `Lot ${lot.lotNumber} is quarantined: it will not be shipped again`;
    });
  const selection = readRecallSelection(new URL(request.url).searchParams);
  const text = { message: String(form.get("message") ?? ""), action: String(form.get("action") ?? "") };
  if (!selection)
    return data<NoticeActionData>({ intent: "notice", ok: false, error: "Find a lot first", text }, { status: 400 });
  try {
    const notices = context.services.orders.recallNotices;
    if (intent === "notice-preview") {
      const preview = await notices.preview(selection, text, staffOf(context));
      return data<NoticeActionData>({ intent: "notice", ok: true, preview, sent: null, text });
    }
    if (intent !== "notice-send") throw data("Unknown action", { status: 400 });
    const sent = await notices.send(selection, text, staffOf(context));
    return data<NoticeActionData>({ intent: "notice", ok: true, preview: null, sent, text });
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.status >= 500) throw err;
    return data<NoticeActionData>({ intent: "notice", ok: false, error: e.message, text }, { status: e.status });
  }
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta("Recall", matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Recall" />;
}

export default function AdminRecall({ loaderData, actionData: answered }: Route.ComponentProps) {
  const actionData = useLastingActionData(answered);
  const { selection, flavours, view, error, timeZone } = loaderData;
  const busy = useNavigation().state !== "idle";
  const quarantine = actionData && actionData.intent === "quarantine" ? (actionData as AdminActionResult) : null;
  const notice = actionData && actionData.intent === "notice" ? (actionData as NoticeActionData) : null;
  return (
    <section aria-labelledby="recall-heading" className="space-y-5">
      <div>
        <h2 id="recall-heading" className="text-xl font-bold text-gray-900">
          Recall
        </h2>
        <p className="max-w-3xl text-sm text-gray-600">
          Find everyone who received a lot, or every lot of a flavour best before within a range: the orders, the
          customers and the tubs still on the shelf. Quarantine a lot so it is never shipped again, download the list
          for the authority, and e-mail the customers a recall notice. Lots are received on the{" "}
          <Link to="/admin/stock" className="font-semibold text-purple-700 underline">
            Stock
          </Link>{" "}
          screen.
        </p>
      </div>
      <RecallFind selection={selection} flavours={flavours} error={error} busy={busy} />
      {view ? (
        <>
          <RecallResult view={view} timeZone={timeZone} result={quarantine} busy={busy} />
          <RecallNotice view={view} result={notice} busy={busy} />
        </>
      ) : null}
    </section>
  );
}
