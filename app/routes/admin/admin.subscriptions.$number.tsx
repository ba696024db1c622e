// One subscription for staff: what it sends, its schedule and card, its timeline and
// its orders; staff may skip, pause, move, change its items or frequency, or cancel on the customer's
// behalf, by the same service the customer uses: each recorded in the timeline and the audit log,
// and e-mailed to the customer unless staff untick the box.
import { data, Link, useNavigation, type MetaDescriptor } from "react-router";
import { AdminScreenError } from "../../components/admin/shell/admin-screen-error";
import { adminScreenMeta } from "../../components/admin/shared/admin-meta";
import { StaffActions } from "../../components/admin/subscriptions/staff-actions";
import { SubscriptionSummary } from "../../components/admin/subscriptions/subscription-summary";
import { SubscriptionHistory } from "../../components/admin/subscriptions/subscription-history";
import { orRouteError, staffOf } from "../../lib/admin-action";
import { asAppError } from "../../lib/form-result";
import { linesFromForm, wholeNumber } from "../../lib/subscription-form";
import "../../lib/admin-load-context";
import type { Route } from "./+types/admin.subscriptions.$number";
import { useLastingActionData } from "../../components/admin/shared/use-lasting-action-data";

export async function loader({ params, context }: Route.LoaderArgs) {
  const detail = await orRouteError(context.services.subscriptions.staff.detail(params.number));
  const today = context.services.subscriptions.today();
  return { ...detail, today };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  // The box's hidden "no" comes first and a ticked box adds "yes"; a post without the field (an
  // older page, a script) e-mails, as every change did before staff could choose.
  const notify = !form.has("notify") || form.getAll("notify").includes("yes");
  const who = { staff: staffOf(context), notify };
  const s = context.services.subscriptions;
  const fields = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const intent = fields.intent ?? "";
  const n = params.number;
  try {
    if (intent === "skip") await s.skip(who, n);
    else if (intent === "pause") await s.pause(who, n, wholeNumber(fields.cycles));
    else if (intent === "resume") await s.resume(who, n);
    else if (intent === "move") await s.move(who, n, (fields.day ?? "").trim());
    else if (intent === "frequency") await s.setFrequency(who, n, wholeNumber(fields.weeks));
    else if (intent === "lines") await s.setLines(who, n, linesFromForm(fields));
    else if (intent === "cancel") await s.cancel(who, n, fields.reason ?? "");
    else return data({ ok: false as const, message: "Unknown action" }, { status: 400 });
  } catch (err) {
    const e = asAppError(err);
    if (!e || e.status >= 500) throw err;
    return data({ ok: false as const, message: e.message }, { status: e.status });
  }
  const done: Record<string, string> = {
    skip: "Next delivery skipped",
    pause: "Subscription paused",
    resume: "Subscription resumed",
    move: "Next charge moved",
    frequency: "Frequency changed",
    lines: "Items changed",
    cancel: "Subscription cancelled",
  };
  const told = notify ? "the customer has been e-mailed" : "the customer was not e-mailed";
  return { ok: true as const, message: `${done[intent]}; ${told}` };
}

export function meta({ matches, params }: Route.MetaArgs): MetaDescriptor[] {
  return adminScreenMeta(`Subscription ${params.number.toUpperCase()}`, matches);
}

export function ErrorBoundary() {
  return <AdminScreenError screen="Subscriptions" />;
}

export default function AdminSubscription({ loaderData, actionData: answered }: Route.ComponentProps) {
  const actionData = useLastingActionData(answered);
  const { subscription: sub, timeline, orders, today } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="subscription-heading" className="space-y-6">
      <p>
        <Link to="/admin/subscriptions" className="text-sm font-medium text-purple-700 hover:underline">
          ← Subscriptions
        </Link>
      </p>
      <h2 id="subscription-heading" className="text-xl font-bold text-gray-900">
        Subscription {sub.number}
      </h2>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`rounded-lg px-3 py-2 text-sm font-medium ring-1 ${
            actionData.ok ? "bg-green-50 text-green-900 ring-green-200" : "bg-red-50 text-red-800 ring-red-200"
          }`}
        >
          {actionData.message}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="space-y-6">
          <SubscriptionSummary sub={sub} />
          <SubscriptionHistory timeline={timeline} orders={orders} />
        </div>
        {sub.status !== "cancelled" ? <StaffActions sub={sub} today={today} busy={busy} /> : null}
      </div>
    </section>
  );
}
